import type { MenuSeed } from "../../core/server-module.ts";
import { buttons, systemMenu } from "../menu-rows.ts";

export const TENANT_MENU_ID = "c89be0f66e662b523ac151e1de297a62";

/** 租户管理 (system/TenantList) and its buttons; admin only. */
export const tenantMenus: readonly MenuSeed[] = [
  systemMenu(TENANT_MENU_ID, "租户管理", "/isystem/tenant", "system/TenantList", 11, "environment"),
  ...buttons(TENANT_MENU_ID, [
    ["87111a3daea77e9dc5d89f0882898668", "查看租户", "tenant:list", { hidden: true }],
    ["6c727ac3c7f134e5bf9bee1a036d9815", "添加租户", "tenant:add"],
    ["097cd2b4b7bb05e5dc8d9b26268e7430", "编辑租户", "tenant:edit"],
    ["77f4270dc4be4f2111bfaafcc2137f3c", "删除租户", "tenant:delete"],
  ]),
];
