import { describe, expect, it } from "vitest";
import {
  displayChecks,
  indexTree,
  matchingKeys,
  type PermissionNode,
  savePayload,
  toggleKey,
} from "@/features/role/permission-checks";

// 系统管理 > 用户管理 > (添加, 编辑); 系统管理 > 角色管理; 首页
const tree: PermissionNode[] = [
  {
    key: "sys",
    title: "系统管理",
    children: [
      {
        key: "user",
        title: "用户管理",
        children: [
          { key: "user:add", title: "添加用户" },
          { key: "user:edit", title: "编辑用户" },
        ],
      },
      { key: "role", title: "角色管理" },
    ],
  },
  { key: "home", title: "首页" },
];
const index = indexTree(tree);

describe("role authorisation checks", () => {
  it("checking a button grants it with its menus; the parents show half-checked", () => {
    const granted = toggleKey(index, new Set(), "user:add", true);
    expect([...granted].sort()).toEqual(["sys", "user", "user:add"]);
    expect(displayChecks(index, granted)).toEqual({ checked: ["user:add"], halfChecked: ["sys", "user"] });
  });

  it("checking a menu grants its whole subtree; unchecking revokes the subtree and keeps the parents", () => {
    const all = toggleKey(index, new Set(), "sys", true);
    expect([...all].sort()).toEqual(["role", "sys", "user", "user:add", "user:edit"]);
    expect(displayChecks(index, all).checked).toEqual(["sys", "user", "user:add", "user:edit", "role"]);
    const less = toggleKey(index, all, "user", false);
    expect([...less].sort()).toEqual(["role", "sys"]);
    expect(displayChecks(index, less)).toEqual({ checked: ["role"], halfChecked: ["sys"] });
  });

  it("shows a menu granted without its buttons as half-checked instead of losing or widening it", () => {
    const stored = new Set(["sys", "user"]);
    expect(displayChecks(index, stored)).toEqual({ checked: [], halfChecked: ["sys", "user"] });
    expect(savePayload("r1", stored, stored)).toEqual({
      roleId: "r1",
      permissionIds: "sys,user",
      lastpermissionIds: "sys,user",
    });
  });

  it("sends the grants now as permissionIds and the loaded grants as lastpermissionIds", () => {
    const loaded = new Set(["sys", "role", "home"]);
    let granted = toggleKey(index, loaded, "home", false);
    granted = toggleKey(index, granted, "user:edit", true);
    const body = savePayload("r1", granted, loaded);
    expect(body.roleId).toBe("r1");
    expect(body.permissionIds.split(",").sort()).toEqual(["role", "sys", "user", "user:edit"]);
    expect(body.lastpermissionIds.split(",").sort()).toEqual(["home", "role", "sys"]);
  });

  it("search finds titles and the ancestors to expand", () => {
    expect(matchingKeys(index, "编辑").sort()).toEqual(["sys", "user", "user:edit"]);
    expect(matchingKeys(index, "  ")).toEqual([]);
  });
});
