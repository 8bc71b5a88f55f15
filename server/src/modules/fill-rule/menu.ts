import { buttons, systemMenu } from "../menu-rows.ts";
import type { MenuSeed } from "../types.ts";

export const FILL_RULE_MENU_ID = "8994d9a076e0b87f36f65a79acc4abcd";

export const fillRuleMenus: readonly MenuSeed[] = [
  systemMenu(FILL_RULE_MENU_ID, "填值规则", "/isystem/fillRule", "system/SysFillRuleList", 9, "edit"),
  ...buttons(FILL_RULE_MENU_ID, [
    ["22a70a52c2516350b484e6c92e722538", "查看规则", "fillRule:list"],
    ["8aac0ea3a6d748345b0089cd2da51f3d", "添加规则", "fillRule:add"],
    ["3bc5e3147f34274adb8c5b1bf2692b71", "编辑规则", "fillRule:edit"],
    ["950d56259620f90cdec8ab12166f0e73", "删除规则", "fillRule:delete"],
  ]),
];
