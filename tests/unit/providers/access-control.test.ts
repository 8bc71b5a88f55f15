import type { IResourceItem } from "@refinedev/core";
import { beforeEach, describe, expect, it } from "vitest";
import {
  type AuthContext,
  accessControlProvider,
  canUseCode,
  colAuthFilter,
  disabledAuthFilter,
  excludedToolbarCodes,
  getNoAuthCols,
  hasActionPermission,
  hasPermission,
  inMenu,
  type PermissionEntry,
  readAuthContext,
} from "@/providers/access-control";
import { type MenuRoute, session } from "@/providers/session";

const e = (action: string, type: string | number, status?: string | number): PermissionEntry => ({
  action,
  type,
  status,
});
const ctx = (auth: PermissionEntry[], allAuth: PermissionEntry[], node?: PermissionEntry[]): AuthContext => ({
  auth,
  allAuth,
  nodePermissionList: node,
});

beforeEach(() => {
  sessionStorage.clear();
  session.set({ permissionList: [] });
});

describe("hasPermission (v-has)", () => {
  it("keeps a control the node list grants (type ≠ 2), before any global check", () => {
    expect(hasPermission("user:add", ctx([], [], [e("user:add", "1")]))).toBe(true);
    expect(hasPermission("user:add", ctx([], [], [e("user:add", "2")]))).toBe(false);
  });

  it("keeps a control whose code is invalid (status 0) in allAuth", () => {
    expect(hasPermission("user:add", ctx([], [e("user:add", "1", "0")]))).toBe(true);
    expect(hasPermission("user:add", ctx([], [e("user:add", "1", "1"), e("user:add", "1", "0")]))).toBe(true);
    expect(hasPermission("user:add", ctx([], [e("user:add", "2", "0")]))).toBe(false);
  });

  it("removes the control when the user's auth (type ≠ 2) is empty", () => {
    expect(hasPermission("user:add", ctx([], [e("user:add", "1", "1")]))).toBe(false);
    expect(hasPermission("user:add", ctx([e("user:add", "2")], []))).toBe(false);
  });

  it("keeps it when the auth list contains the code, comma lists split", () => {
    expect(hasPermission("user:add", ctx([e("user:add", "1")], [e("user:add", "1", "1")]))).toBe(true);
    expect(hasPermission("user:edit", ctx([e("user:add,user:edit", "1")], []))).toBe(true);
    expect(hasPermission("user:delete", ctx([e("user:add,user:edit", "1")], []))).toBe(false);
  });

  it("compares types loosely, as the original's ==", () => {
    expect(hasPermission("user:add", ctx([e("user:add", 1)], []))).toBe(true);
    expect(hasPermission("user:add", ctx([e("user:add", 2)], []))).toBe(false);
  });
});

describe("disabledAuthFilter", () => {
  it("disables a code of the node list's type-2 entries", () => {
    expect(disabledAuthFilter("user:form:phone", ctx([], [], [e("user:form:phone", "2")]))).toBe(true);
    expect(disabledAuthFilter("user:form:phone", ctx([], [], [e("user:form:phone", "1")]))).toBe(false);
  });

  it("never disables an invalid code (status 0)", () => {
    expect(disabledAuthFilter("user:form:phone", ctx([], [e("user:form:phone", "2", "0")]))).toBe(false);
  });

  it("disables a valid defined code the user lacks, with or without other type-2 grants", () => {
    const all = [e("user:form:phone", "2", "1"), e("user:form:birthday", "2", "1")];
    expect(disabledAuthFilter("user:form:phone", ctx([], all))).toBe(true);
    expect(disabledAuthFilter("user:form:phone", ctx([e("user:form:birthday", "2")], all))).toBe(true);
  });

  it("enables a granted code, and an undefined one", () => {
    const all = [e("user:form:phone", "2", "1")];
    expect(disabledAuthFilter("user:form:phone", ctx([e("user:form:phone", "2")], all))).toBe(false);
    expect(disabledAuthFilter("user:form:other", ctx([], all))).toBe(false);
    expect(disabledAuthFilter("user:form:phone", ctx([], [e("user:form:phone", "1", "1")]))).toBe(false);
  });
});

describe("getNoAuthCols and excludedToolbarCodes", () => {
  const all = [
    e("user:add", "1", "1"),
    e("user:batch_delete", "1", "1"),
    e("user:sex", "1", "1"),
    e("user:old", "1", "0"),
    e("user:form:phone", "2", "1"),
    e("role:add", "1", "1"),
  ];

  it("lists valid type-1 codes under the prefix that the user lacks, prefix stripped", () => {
    expect(getNoAuthCols("user:", ctx([e("user:sex", "1")], all))).toEqual(["add", "batch_delete"]);
    expect(
      getNoAuthCols("user:", ctx([e("user:add", "1"), e("user:batch_delete", "1"), e("user:sex", "1")], all)),
    ).toEqual([]);
    expect(getNoAuthCols("", ctx([], all))).toEqual([]);
  });

  it("excludedToolbarCodes appends the colon", () => {
    expect(excludedToolbarCodes("user", ctx([e("user:add", "1")], all))).toEqual(["batch_delete", "sex"]);
    expect(excludedToolbarCodes("user:", ctx([], all))).toContain("add");
  });

  it("colAuthFilter drops columns named by a missing code", () => {
    const columns = [{ dataIndex: "username" }, { dataIndex: "sex" }, { title: "操作" }];
    expect(colAuthFilter(columns, "user:", ctx([], all))).toEqual([
      { dataIndex: "username" },
      { title: "操作" },
    ]);
  });
});

describe("hasActionPermission (rules 1–3)", () => {
  it("rule 1: among the user's type-2 entries and not listed in allAuth -> allowed", () => {
    expect(hasActionPermission("permit:approve", ctx([e("permit:approve", "2")], []))).toBe(true);
    expect(hasActionPermission("permit:approve", ctx([e("permit:x,permit:approve", "2")], []))).toBe(true);
  });

  it("rule 1: … unless allAuth also lists it", () => {
    expect(
      hasActionPermission("permit:approve", ctx([e("permit:approve", "2")], [e("permit:approve", "2", "1")])),
    ).toBe(false);
  });

  it("rule 2: disabled (status 0) in allAuth -> denied", () => {
    expect(hasActionPermission("permit:approve", ctx([], [e("permit:approve", "2", "0")]))).toBe(false);
    expect(
      hasActionPermission("permit:approve", ctx([e("permit:approve", "2")], [e("permit:approve", "2", "0")])),
    ).toBe(false);
  });

  it("rule 3: no type-2 entries -> allAuth decides, an enabled entry allows", () => {
    expect(
      hasActionPermission("permit:approve", ctx([e("user:add", "1")], [e("permit:approve", "2", "1")])),
    ).toBe(true);
    expect(hasActionPermission("permit:approve", ctx([], []))).toBe(false);
  });

  it("otherwise denied", () => {
    expect(
      hasActionPermission("permit:approve", ctx([e("permit:other", "2")], [e("permit:approve", "2", "1")])),
    ).toBe(false);
  });
});

describe("readAuthContext", () => {
  it("reads the sessionStorage lists, ignoring junk entries", () => {
    sessionStorage.setItem("LOGIN_USER_BUTTON_AUTH", JSON.stringify([e("user:add", "1"), { nope: 1 }, null]));
    sessionStorage.setItem("SYS_BUTTON_AUTH", JSON.stringify([e("user:add", "1", "1")]));
    expect(readAuthContext()).toEqual({
      auth: [e("user:add", "1")],
      allAuth: [e("user:add", "1", "1")],
      nodePermissionList: undefined,
    });
    expect(hasPermission("user:add")).toBe(true);
    expect(hasPermission("user:edit")).toBe(false);
  });
});

describe("accessControlProvider.can", () => {
  const menu: MenuRoute[] = [
    {
      path: "/isystem",
      name: "isystem",
      meta: { title: "系统管理" },
      children: [{ path: "/isystem/user", name: "isystem-user", meta: { title: "用户管理" } }],
    },
  ];
  const userResource = { name: "sys/user", list: "/isystem/user", meta: { authPrefix: "user:" } };

  beforeEach(() => {
    sessionStorage.setItem(
      "LOGIN_USER_BUTTON_AUTH",
      JSON.stringify([e("user:add", "1"), e("user:form:phone", "2")]),
    );
    sessionStorage.setItem(
      "SYS_BUTTON_AUTH",
      JSON.stringify([
        e("user:add", "1", "1"),
        e("user:edit", "1", "1"),
        e("user:delete", "1", "0"),
        e("user:form:phone", "2", "1"),
        e("user:form:birthday", "2", "1"),
      ]),
    );
    session.set({ permissionList: menu });
  });

  const can = (action: string, resource?: IResourceItem | Record<string, unknown>) =>
    accessControlProvider.can({
      resource: "sys/user",
      action,
      params: { resource: resource as IResourceItem },
    });

  it("checks a literal code", async () => {
    await expect(can("user:add")).resolves.toEqual({ can: true });
    await expect(can("user:edit")).resolves.toMatchObject({ can: false });
  });

  it("maps create/clone/edit/delete through meta.authPrefix", async () => {
    await expect(can("create", userResource)).resolves.toEqual({ can: true });
    await expect(can("clone", userResource)).resolves.toEqual({ can: true });
    await expect(can("edit", userResource)).resolves.toMatchObject({ can: false, reason: "无此操作权限" });
    await expect(can("delete", userResource)).resolves.toEqual({ can: true });
    await expect(can("edit", { ...userResource, meta: { authPrefix: "user" } })).resolves.toMatchObject({
      can: false,
    });
  });

  it("leaves CRUD actions uncontrolled without an authPrefix", async () => {
    await expect(can("edit", { name: "sys/user" })).resolves.toEqual({ can: true });
  });

  it("allows list and show for a page in the menu only", async () => {
    await expect(can("list", userResource)).resolves.toEqual({ can: true });
    await expect(can("show", { list: "/ISYSTEM/USER/" })).resolves.toEqual({ can: true });
    await expect(
      accessControlProvider.can({ resource: "isystem-user", action: "list", params: {} }),
    ).resolves.toEqual({ can: true });
    await expect(
      accessControlProvider.can({
        resource: "other",
        action: "list",
        params: { resource: { name: "other", list: "/x" } },
      }),
    ).resolves.toMatchObject({ can: false });
    expect(inMenu(undefined, { meta: { menuPath: "/isystem" } })).toBe(true);
  });

  it("uses the disable rule for type-2 codes", () => {
    const c = readAuthContext();
    expect(canUseCode("user:form:phone", c)).toEqual({ can: true });
    expect(canUseCode("user:form:birthday", c)).toMatchObject({ can: false });
  });

  it("hides unauthorised buttons and caches answers", () => {
    expect(accessControlProvider.options?.buttons).toEqual({
      enableAccessControl: true,
      hideIfUnauthorized: true,
    });
    expect(accessControlProvider.options?.queryOptions?.staleTime).toBe(Number.POSITIVE_INFINITY);
  });
});
