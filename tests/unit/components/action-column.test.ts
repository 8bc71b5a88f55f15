import { describe, expect, it } from "vitest";
import { actionColumn } from "@/components/crud/action-column";
import type { CustomAction } from "@/components/crud/types";
import type { ResourcePermissions } from "@/components/crud/use-resource-permissions";

const everything = { edit: true, delete: true, code: () => true } as unknown as ResourcePermissions;
const custom = (label: string): CustomAction => ({ key: label, label, run: async () => ({ success: true }) });

describe("the 操作 column", () => {
  it("is as wide as its first three links, long labels included, so no row wraps", () => {
    const width = (actions: Parameters<typeof actionColumn>[0]) =>
      Number(actionColumn(actions, everything, {} as never)[0]?.width);
    expect(width(["edit", "delete"])).toBe(24 + 42 + 42);
    expect(width(["edit", custom("发送测试"), "delete"])).toBe(24 + 42 + 70 + 42);
    expect(width(["edit", "details", "delete", custom("重新发送")])).toBe(24 + 42 * 3);
  });

  it("is left out when the user may use no action", () => {
    const nothing = { edit: false, delete: false, code: () => false } as unknown as ResourcePermissions;
    expect(actionColumn(["edit", "delete"], nothing, {} as never)).toEqual([]);
  });
});
