import type { MenuSeed } from "../../core/server-module.ts";
import { buttons, systemMenu } from "../menu-rows.ts";

export const CATEGORY_MENU_ID = "f9d3783b2f55cbac21e0bdc466cb748f";

export const categoryMenus: readonly MenuSeed[] = [
  systemMenu(CATEGORY_MENU_ID, "分类字典", "/isystem/category", "system/SysCategoryList", 7, "apartment"),
  ...buttons(CATEGORY_MENU_ID, [
    ["6805898fc21ce03299953ffa292ffdbd", "查看分类", "category:list"],
    ["0176dbcaa2b01b8f23298c230f595cf7", "添加分类", "category:add"],
    ["21b3e20ffb9bcf237a917fa1530d1ebb", "编辑分类", "category:edit"],
    ["ed6b60166c20c29c2abfdc3cbcb63611", "删除分类", "category:delete"],
  ]),
];
