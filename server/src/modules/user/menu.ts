import type { MenuSeed } from "../../core/server-module.ts";
import { buttons, systemMenu } from "../menu-rows.ts";

/** The original's id of the 用户管理 row, so an existing JeecgBoot menu table lines up. */
export const USER_MENU_ID = "3f915b2769fc80648e92d04e84ca059d";

/**
 * 用户管理 and its buttons. The `test` role gets the menu row only, so its users
 * open the list (picker fields, no buttons) and every user action is refused to them.
 */
export const userMenus: readonly MenuSeed[] = [
  systemMenu(USER_MENU_ID, "用户管理", "/isystem/user", "system/UserList", 1, "user", {
    grantRoles: ["test"],
  }),
  ...buttons(
    USER_MENU_ID,
    [
      ["869c1269718c4bcaaa648d644aad5b8a", "查看用户", "user:list", { hidden: true }],
      ["7154e255bd6a7f4687972ec4b37da733", "添加用户", "user:add"],
      ["a9d7f354d70fba1a7884694c618e9920", "编辑用户", "user:edit"],
      ["ec9ce689d11fde15e6c1048a8c4cca34", "删除用户", "user:delete"],
      ["bedd6ce7c87ace238f3fa16f8b20fda5", "冻结/解冻用户", "user:frozenBatch"],
      ["d9482695323ca9fca0aebf797298fa8b", "重置密码", "user:changePassword"],
      ["33dc2bdbb116f970a52f3c7d51ed4160", "导出用户", "user:export"],
      ["d2c97e81d9f0d385fc60c7253e054b5b", "导入用户", "user:import"],
      ["5ca54de3b596823f2afbb5411c873323", "回收站", "user:recycleBin"],
      ["5889253e75caca9aa855be913641f0a2", "解锁账号", "user:unlock"],
    ],
    { hidden: false },
  ),
];
