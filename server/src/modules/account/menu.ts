import type { MenuSeed } from "../../core/server-module.ts";
import { subMenu } from "../menu-rows.ts";

const ACCOUNT_MENU_ID = "4ee177abd056061757104f1a26c980a8";
const SETTINGS_MENU_ID = "dec66485849c764dfb5fc7f74f010ff2";

/** Every signed-in user's own pages; self-registered users (role `test`) get them too. */
const own = { grantRoles: ["test"] } as const;

/**
 * 个人页 (hidden: reached from the header's user menu): 个人中心 and 个人设置 with its six pages, with the
 * original's paths and component keys.
 */
export const accountMenus: readonly MenuSeed[] = [
  {
    id: ACCOUNT_MENU_ID,
    name: "个人页",
    url: "/account",
    component: "layouts/RouteView",
    menuType: 0,
    sortNo: 9,
    icon: "user",
    route: true,
    hidden: true,
    ...own,
  },
  {
    ...subMenu(
      ACCOUNT_MENU_ID,
      "e84c04094c57a6213c035be88df26a9c",
      "个人中心",
      "/account/center",
      "account/center/Index",
      1,
      "user",
      own,
    ),
    hidden: true,
  },
  {
    ...subMenu(
      ACCOUNT_MENU_ID,
      SETTINGS_MENU_ID,
      "个人设置",
      "/account/settings",
      "layouts/RouteView",
      2,
      "setting",
      own,
    ),
    redirect: "/account/settings/base",
    hidden: true,
  },
  ...(
    [
      ["785edb628ebdd9ab79411845764f5893", "基本设置", "base", "account/settings/BaseSetting"],
      ["ab4ad047a30f3527c3a29c7bbf7d0b13", "头像设置", "avatar", "account/settings/Avatar"],
      ["eb73183e4da40bacfe6e8ae23be2848d", "安全设置", "security", "account/settings/Security"],
      ["63dc4271fa2fecc5a47494784df24f7b", "个性化设置", "custom", "account/settings/Custom"],
      ["cfdc40f73ae6b9186d43db4075a404e0", "账户绑定", "binding", "account/settings/Binding"],
      ["0ebf9b0acef23e890e8a333555230cc8", "新消息通知", "notification", "account/settings/Notification"],
    ] as const
  ).map(([id, name, path, component], i) => ({
    ...subMenu(SETTINGS_MENU_ID, id, name, `/account/settings/${path}`, component, i + 1, "setting", own),
    hidden: true,
  })),
];
