import { PERMIT_MENU_ID } from "../../../../shared/modules/permit-common.ts";
import { SUB_ROW_ADD_CODE, SUB_ROW_DELETE_CODE } from "../../../../shared/permit-sub-rows.ts";
import type { MenuSeed } from "../../core/server-module.ts";
import { buttons, subMenus } from "../menu-rows.ts";

export const APPLICATION_MENU_ID = "266b70a41e8444484990a6168e5b8e68";
export const EAST_MENU_ID = "59107bf6256e24832af2d884cf4f3a65";
export const WEST_MENU_ID = "7db065f4b083a454cb99a2048db73950";
export const VISITOR_APPLICATION_MENU_ID = "21c20a44cdba2e3eb49899295c1f0a72";

/**
 * 通行证管理 and the application screens. The regional and visitor lists are variants of the application
 * list and use its codes, so their buttons live once, under 通行证申请. The master-data lists (vehicles,
 * drivers, applicants, visitors) get their rows from their shared declarations.
 */
export const permitMenus: readonly MenuSeed[] = [
  {
    id: PERMIT_MENU_ID,
    name: "通行证管理",
    url: "/permit",
    component: "layouts/RouteView",
    menuType: 0,
    sortNo: 2,
    icon: "idcard",
    route: true,
  },
  ...subMenus(PERMIT_MENU_ID, [
    [APPLICATION_MENU_ID, "通行证申请", "/permit/application", "permit/ApplicationList", "file-text"],
    [EAST_MENU_ID, "东区通行证", "/permit/application-east", "permit/ApplicationEastList", "environment"],
    [WEST_MENU_ID, "西区通行证", "/permit/application-west", "permit/ApplicationWestList", "environment"],
    [
      VISITOR_APPLICATION_MENU_ID,
      "访客通行证",
      "/permit/application-visitor",
      "permit/ApplicationVisitorList",
      "user-add",
    ],
  ]),
  ...buttons(APPLICATION_MENU_ID, [
    ["5f228c128dc949b0426b6dfe3e35cc61", "查看通行证", "permit:application:list"],
    ["93a3b85a96bb17d2a89d9ec11f1bfd8f", "申请通行证", "permit:application:add"],
    ["c1245afc17470a221a9dd49a5b4921ae", "编辑通行证申请", "permit:application:edit"],
    ["4bb4a081e1ca02317660fc8ce6b7ede9", "删除通行证申请", "permit:application:delete"],
    ["0054121c42433213bf1ab39b97105483", "导出通行证", "permit:application:export"],
    ["82d90a2b829bd593f42f9e5af7715bfd", "导入通行证", "permit:application:import"],
    ["ed9de31d1aa606e414184732373602e9", "审批通行证", "permit:application:approve"],
    ["bb374b2553cc976aa3384e24a0391db1", "作废通行证", "permit:application:revoke"],
    [
      "d708135f8e033058f4768b5c8391bf75",
      "新增随行车辆和人员",
      SUB_ROW_ADD_CODE,
      { grantHolders: ["permit:application:add", "permit:application:edit"] },
    ],
    [
      "b6b3014a77f52d9bc5ede1ed1c4654f4",
      "删除随行车辆和人员",
      SUB_ROW_DELETE_CODE,
      { grantHolders: ["permit:application:add", "permit:application:edit"] },
    ],
  ]),
];

/** Approver role code -> its menu rows and codes (granted when the role is first seeded). */
export const APPROVER_GRANTS: Readonly<Record<string, readonly string[]>> = {
  permit_approver_east: [PERMIT_MENU_ID, EAST_MENU_ID],
  permit_approver_west: [PERMIT_MENU_ID, WEST_MENU_ID],
};

/** Codes both approver roles hold: read the lists and details, approve or reject, export. */
export const APPROVER_CODES = [
  "permit:application:list",
  "permit:application:approve",
  "permit:application:export",
  "permit:vehicle:list",
  "permit:driver:list",
  "permit:applicant:list",
] as const;
