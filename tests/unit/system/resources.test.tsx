import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { checkRuleResource } from "@/app/declared-resources";
import { loadResource } from "@/app/resources";
import { hasView } from "@/app/view-registry";
import { listFields } from "@/components/crud/fields";
import type { CrudRecord, ResourceDecl } from "@/components/crud/types";
import { categoryResource } from "@/features/category/category-resource";
import { dictResource } from "@/features/dict/dict-resource";
import { fillRuleResource } from "@/features/fill-rule/fill-rule-resource";
import { roleResource } from "@/features/role/role-resource";
import { ls, ss, USER_AUTH } from "@/providers/storage";
import { renderList } from "./render-list";

// refine loads react-router's CommonJS build under vitest; share that one instance (one Router context).
vi.mock("react-router", async () =>
  (await import("node:module")).createRequire(import.meta.url)("react-router"),
);

afterEach(() => {
  cleanup();
  ls.clear();
  sessionStorage.clear();
});

const cases: [ResourceDecl, string[], CrudRecord][] = [
  [
    roleResource,
    ["角色名称", "角色编码", "描述", "创建时间"],
    {
      id: "r1",
      roleName: "管理员",
      roleCode: "admin",
      description: "全部权限",
      createTime: "2026-01-02 03:04:05",
    },
  ],
  [
    dictResource,
    ["字典名称", "字典编码", "描述"],
    { id: "d1", dictName: "性别", dictCode: "sex", description: "人" },
  ],
  [
    categoryResource,
    ["类型名称", "类型编码", "父级节点"],
    { id: "c1", name: "车辆类型", code: "A01", pid: "0" },
  ],
  [
    checkRuleResource,
    ["规则名称", "规则编码", "规则描述", "创建时间"],
    {
      id: "k1",
      ruleName: "小写",
      ruleCode: "lower",
      ruleDescription: "只能小写",
      createTime: "2026-01-02 03:04:05",
    },
  ],
  [
    fillRuleResource,
    ["规则名称", "规则编码", "规则类型", "规则参数", "创建时间"],
    { id: "f1", ruleName: "通行证号", ruleCode: "permit_no", ruleClass: "dated-serial", ruleParams: "{}" },
  ],
];

describe("system resource declarations", () => {
  it("are registered and each has a view for its menu key", async () => {
    for (const [resource] of cases) {
      expect(await loadResource(resource.name)).toBe(resource);
      expect(hasView(resource.component)).toBe(true);
    }
    for (const key of [
      "system/RoleUserList",
      "system/SysUserOnlineList",
      "system/DepartList",
      "system/PermissionList",
    ])
      expect(hasView(key)).toBe(true);
  });

  it.each(cases)(
    "%# lists its columns and renders a row from the data provider",
    async (resource, titles, row) => {
      expect(listFields(resource).map((field) => field.title)).toEqual(titles);
      ss.setJson(USER_AUTH, [{ action: `${resource.authPrefix}add`, type: "1" }]);
      renderList(resource, [row]);
      expect(await screen.findByText("1-1 共1条")).toBeInTheDocument();
      const header = screen.getAllByRole("rowgroup")[0] as HTMLElement;
      for (const title of titles) expect(within(header).getByText(title)).toBeInTheDocument();
      const first = listFields(resource)[0]?.dataIndex ?? "";
      expect(screen.getByText(String(row[first]))).toBeInTheDocument();
      expect(screen.getByText("新增")).toBeInTheDocument();
    },
  );
});
