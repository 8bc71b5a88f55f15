/**
 * 通讯录 (address book): the menu row of a read-only screen of users by department. Our screen reads
 * `/sys/user/queryUserByDepId` (user module), which answers the contact fields to holders of
 * `addressList:list` or `user:list` and picker fields to anyone else signed in; the original client reads
 * `/sys/user/queryByOrgCodeForAddressList`, answered here for the holders of those codes.
 */

import type { MenuSeed, ServerModule } from "../../core/server-module.ts";
import { buttons, systemMenu } from "../menu-rows.ts";
import { registerAddressList } from "./address-list.ts";

export const ADDRESS_BOOK_MENU_ID = "c33416ba007c0604d7c20e3ee31ce6d3";
export const ADDRESS_BOOK_CODE = "addressList:list";

export const addressBookMenus: readonly MenuSeed[] = [
  systemMenu(ADDRESS_BOOK_MENU_ID, "通讯录", "/isystem/addressList", "system/AddressList", 14, "contacts"),
  ...buttons(ADDRESS_BOOK_MENU_ID, [
    ["fbbebe2ed2e46eb71a0084d6c315fb40", "查看通讯录", ADDRESS_BOOK_CODE, { hidden: true }],
  ]),
];

export const addressBookModule: ServerModule = {
  name: "address-book",
  menus: addressBookMenus,
  async register(app, { db }) {
    registerAddressList(app, db, [ADDRESS_BOOK_CODE, "user:list"]);
  },
};
