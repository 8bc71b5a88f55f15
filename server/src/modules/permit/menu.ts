import type { MenuSeed } from "../../core/server-module.ts";
import { buttons, subMenus } from "../menu-rows.ts";

export const PERMIT_MENU_ID = "2d31353382231ee304644a91d25ca782";
export const APPLICATION_MENU_ID = "266b70a41e8444484990a6168e5b8e68";
export const EAST_MENU_ID = "59107bf6256e24832af2d884cf4f3a65";
export const WEST_MENU_ID = "7db065f4b083a454cb99a2048db73950";
export const VISITOR_APPLICATION_MENU_ID = "21c20a44cdba2e3eb49899295c1f0a72";
export const VEHICLE_MENU_ID = "3b17f9df336f294a11f76b19de5b3112";
export const DRIVER_MENU_ID = "3589b023b63a6bb672cc78859b2dcad1";
export const APPLICANT_MENU_ID = "171160dc474e7de243968058ae219d80";
export const VISITOR_MENU_ID = "cf8c4dd2820a33d0498c28ea164255f6";
export const VEHICLE_DRAWER_MENU_ID = "6c87039285062143276511b3720f699b";
export const DRIVER_DRAWER_MENU_ID = "07ceaa02c2ba3fef3e0225ce48baaef9";
export const APPLICANT_DRAWER_MENU_ID = "2dc882a8cb8d8938e450dfed1f3c632a";
export const VISITOR_DRAWER_MENU_ID = "f03c216343b46e0fe4f314e3728e5e4e";

/**
 * 通行证管理 and its screens. The regional and visitor lists are variants of the application list and
 * use its codes, so their buttons live once, under 通行证申请 (and 访客信息 uses the 用户信息 codes). Each
 * master-data list comes twice, as the original's generated pages do: its form in a modal, and in a
 * drawer (…DrawerList), with the same codes.
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
    [VEHICLE_MENU_ID, "车辆信息", "/permit/vehicle", "permit/VehicleList", "car"],
    [VEHICLE_DRAWER_MENU_ID, "车辆(抽屉)", "/permit/vehicle-drawer", "permit/VehicleDrawerList", "car"],
    [DRIVER_MENU_ID, "驾驶员信息", "/permit/driver", "permit/DriverList", "solution"],
    [DRIVER_DRAWER_MENU_ID, "驾驶员(抽屉)", "/permit/driver-drawer", "permit/DriverDrawerList", "solution"],
    [APPLICANT_MENU_ID, "用户信息", "/permit/applicant", "permit/ApplicantList", "team"],
    [
      APPLICANT_DRAWER_MENU_ID,
      "用户(抽屉)",
      "/permit/applicant-drawer",
      "permit/ApplicantDrawerList",
      "team",
    ],
    [VISITOR_MENU_ID, "访客信息", "/permit/visitor", "permit/VisitorList", "contacts"],
    [VISITOR_DRAWER_MENU_ID, "访客(抽屉)", "/permit/visitor-drawer", "permit/VisitorDrawerList", "contacts"],
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
  ]),
  ...buttons(VEHICLE_MENU_ID, [
    ["22d7c2121924a549725edd38f785bf9b", "查看车辆", "permit:vehicle:list"],
    ["01ef70fdcd03071788f236eba3a346b6", "添加车辆", "permit:vehicle:add"],
    ["5c411bb8f0bd46032175d2ed1c1752ef", "编辑车辆", "permit:vehicle:edit"],
    ["75b5069ea443a162c71f18dc6584a0cb", "删除车辆", "permit:vehicle:delete"],
    ["38929402b54efc95666aab6f99ecb044", "导出车辆", "permit:vehicle:export"],
    ["f01e12c79e698194df0c3bfa57abf6fa", "导入车辆", "permit:vehicle:import"],
  ]),
  ...buttons(DRIVER_MENU_ID, [
    ["3559ca221659570ab24be5219c77f593", "查看驾驶员", "permit:driver:list"],
    ["0328391a1f548a878bd3b53ae6ee5040", "添加驾驶员", "permit:driver:add"],
    ["9df680edc023fb1a65a22aa91e8dd662", "编辑驾驶员", "permit:driver:edit"],
    ["7e562c8352f8fabcb795be0b6edf8b12", "删除驾驶员", "permit:driver:delete"],
    ["29686f52de69e7286d47bd852c27a223", "导出驾驶员", "permit:driver:export"],
    ["a649f0ec3d22671ba697bd91b034f460", "导入驾驶员", "permit:driver:import"],
  ]),
  ...buttons(APPLICANT_MENU_ID, [
    ["79132ae1b7c7286b1ba4b241b9f0d5d3", "查看人员", "permit:applicant:list"],
    ["abef15cc3acf55d9209d860a0844969e", "添加人员", "permit:applicant:add"],
    ["6ba8c3ffd0366ab5492cebf904343e88", "编辑人员", "permit:applicant:edit"],
    ["3705bff81f33c34daad19b3274885827", "删除人员", "permit:applicant:delete"],
    ["7e89eee1cb03e2a98788a094dcc01d2a", "导出人员", "permit:applicant:export"],
    ["de4fac536bf85df96341af213f5cd60b", "导入人员", "permit:applicant:import"],
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
