import type { MenuSeed } from "../../core/server-module.ts";
import { buttons, systemMenu } from "../menu-rows.ts";

/** The original's id of the 部门管理 row. */
export const DEPART_MENU_ID = "45c966826eeff4c99b8f8ebfe74511fc";

/** 部门管理 and its buttons. */
export const departMenus: readonly MenuSeed[] = [
  systemMenu(DEPART_MENU_ID, "部门管理", "/isystem/depart", "system/DepartList", 4, "apartment"),
  ...buttons(
    DEPART_MENU_ID,
    [
      ["5a647a24d7834dddb70a057939f16ead", "查看部门", "depart:list", { hidden: true }],
      ["a55a3737e6d94acb9fa4e0721397adf2", "添加部门", "depart:add"],
      ["3080bb421a674f7fb23180e89cca0b8b", "编辑部门", "depart:edit"],
      ["b9e6b6426a9b4338948507c2e4fb73a2", "删除部门", "depart:delete"],
      ["64bf22e66ca64648b0c3edd8410d6b38", "部门用户", "depart:users"],
      ["13edd0300fa2474e8fd41688246ce6ee", "部门权限", "depart:authorize"],
      ["8f3c0a51d27e4b6c9a1e5d7b2c4f6a80", "部门角色", "depart:role"],
    ],
    { hidden: false },
  ),
];
