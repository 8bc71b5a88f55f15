/** Fixed rows of the first seed: roles, departments, tenant, positions, users. */

export const ADMIN_ROLE_ID = "f6817f48af4fb3af11b9e8bf182f618b";
export const TEST_ROLE_ID = "ee8626f80f7c2619917b6236f3a7f02b";
export const ADMIN_USER_ID = "e9ca23d68d884d4ebb19d07889727dae";
export const DEMO_USER_ID = "a75d45a015c44384a04449ee80dc3503";
export const ROOT_DEPART_ID = "c6d7cb4deeac411cb3384b1b31278596";

export interface RoleSeed {
  id: string;
  roleCode: string;
  roleName: string;
  description: string;
}

export const roles: readonly RoleSeed[] = [
  { id: ADMIN_ROLE_ID, roleCode: "admin", roleName: "管理员", description: "管理员" },
  { id: TEST_ROLE_ID, roleCode: "test", roleName: "临时角色", description: "新注册用户的默认角色" },
];

export interface DepartSeed {
  id: string;
  parentId: string;
  departName: string;
  orgCode: string;
  /** 1 company, 2 department */
  orgCategory: "1" | "2";
  /** 1 first level, 2 below */
  orgType: "1" | "2";
  departOrder: number;
}

export const departs: readonly DepartSeed[] = [
  {
    id: ROOT_DEPART_ID,
    parentId: "",
    departName: "北京国炬软件",
    orgCode: "A01",
    orgCategory: "1",
    orgType: "1",
    departOrder: 0,
  },
  {
    id: "57197590443c44f083d42ae24ef26a2c",
    parentId: ROOT_DEPART_ID,
    departName: "市场部",
    orgCode: "A01A01",
    orgCategory: "2",
    orgType: "2",
    departOrder: 0,
  },
  {
    id: "63775228b7b041a99825f79760590b7d",
    parentId: ROOT_DEPART_ID,
    departName: "研发部",
    orgCode: "A01A02",
    orgCategory: "2",
    orgType: "2",
    departOrder: 1,
  },
  {
    id: "5159cde220114246b045e574adceafe9",
    parentId: ROOT_DEPART_ID,
    departName: "财务部",
    orgCode: "A01A03",
    orgCategory: "2",
    orgType: "2",
    departOrder: 2,
  },
  {
    id: "a7d7e77e06c84325a40932163adcdaa6",
    parentId: "63775228b7b041a99825f79760590b7d",
    departName: "研发一组",
    orgCode: "A01A02A01",
    orgCategory: "2",
    orgType: "2",
    departOrder: 0,
  },
  {
    id: "6d35e179cd814e3299bd588ea7daed3f",
    parentId: "",
    departName: "卓尔互动公司",
    orgCode: "A02",
    orgCategory: "1",
    orgType: "1",
    departOrder: 1,
  },
  {
    id: "743ba9dbdc114af8953a11022ef3096a",
    parentId: "6d35e179cd814e3299bd588ea7daed3f",
    departName: "综合部",
    orgCode: "A02A01",
    orgCategory: "2",
    orgType: "2",
    departOrder: 0,
  },
];

export const tenants = [{ id: 1, name: "北京租户001", status: 1 }] as const;

export const positions = [
  { id: "1185040064792571906", code: "devleader", name: "研发部经理", postRank: "3" },
  { id: "1185039870491439105", code: "laozong", name: "总经理", postRank: "5" },
  { id: "1256485574212153345", code: "yuangong", name: "员工", postRank: "1" },
] as const;

export interface UserSeed {
  id: string;
  username: string;
  realname: string;
  roleId: string;
  departId: string;
  orgCode: string;
  sex: number;
  email: string;
  phone: string;
  workNo: string;
  post: string;
  birthday: string;
  userIdentity: number;
}

export const adminUser: UserSeed = {
  id: ADMIN_USER_ID,
  username: "admin",
  realname: "管理员",
  roleId: ADMIN_ROLE_ID,
  departId: ROOT_DEPART_ID,
  orgCode: "A01",
  sex: 1,
  email: "jeecg@163.com",
  phone: "18611111111",
  workNo: "00001",
  post: "laozong",
  birthday: "2018-12-05",
  userIdentity: 2,
};

export const demoUser: UserSeed = {
  id: DEMO_USER_ID,
  username: "jeecg",
  realname: "普通用户",
  roleId: TEST_ROLE_ID,
  departId: "63775228b7b041a99825f79760590b7d",
  orgCode: "A01A02",
  sex: 2,
  email: "jeecg@jeecg.org",
  phone: "18986111111",
  workNo: "00002",
  post: "yuangong",
  birthday: "2019-02-15",
  userIdentity: 1,
};
