import { buttons, systemMenu } from "../menu-rows.ts";
import type { MenuSeed } from "../types.ts";

export const CHECK_RULE_MENU_ID = "8e43338393420c10372e41323a869c09";

export const checkRuleMenus: readonly MenuSeed[] = [
  systemMenu(
    CHECK_RULE_MENU_ID,
    "编码校验规则",
    "/isystem/checkRule",
    "system/SysCheckRuleList",
    8,
    "check-circle",
  ),
  ...buttons(CHECK_RULE_MENU_ID, [
    ["ca8be7f90c0cf4f6453f9f056739488a", "查看规则", "checkRule:list"],
    ["231560a52349c684993ce263d7b02283", "添加规则", "checkRule:add"],
    ["499498e510779d7ee5f46f5388473436", "编辑规则", "checkRule:edit"],
    ["599f764aaf2eb6ff5dfe55605c741be5", "删除规则", "checkRule:delete"],
  ]),
];
