import type { MenuSeed } from "../../core/server-module.ts";
import { buttons, systemMenu } from "../menu-rows.ts";

export const DICT_MENU_ID = "5699323fd7236f2a0cba28308d1fdddd";

/** 数据字典; the recycle bin is a dialog of this page in the original, so it has no row of its own. */
export const dictMenus: readonly MenuSeed[] = [
  systemMenu(DICT_MENU_ID, "数据字典", "/isystem/dict", "system/DictList", 6, "hdd"),
  ...buttons(DICT_MENU_ID, [
    ["0393178a657ea1979a9f8a3c683b62a8", "查看字典", "dict:list"],
    ["15fef620c4b119d5445ae7b38dbef7e6", "添加字典", "dict:add"],
    ["a5d3a144da5dde9488fee7aff345474a", "编辑字典", "dict:edit"],
    ["b726d3850dfc852ad01ff9de465a8b7c", "删除字典", "dict:delete"],
    ["7c5464506d27c90967c2511b5d9e9533", "导入字典", "dict:importExcel"],
    ["5949cd1e5f0f5315ac57e99bbd42dafe", "导出字典", "dict:exportXls"],
  ]),
];
