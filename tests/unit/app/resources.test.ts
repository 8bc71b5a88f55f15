import { describe, expect, it } from "vitest";
import { RESOURCES } from "@/app/resources";

describe("the shell's resource heads", () => {
  it("each load the declaration whose names, paths, permission prefix and fixed filter they carry", async () => {
    const names = RESOURCES.map((entry) => entry.name);
    expect(new Set(names).size).toBe(names.length);
    for (const { load, ...head } of RESOURCES) {
      const decl = await load();
      expect({
        name: decl.name,
        component: decl.component,
        title: decl.title,
        authPrefix: decl.authPrefix,
        api: decl.api,
        fixedFilter: decl.fixedFilter,
      }).toEqual({ fixedFilter: undefined, authPrefix: undefined, ...head });
    }
  });

  it("keep the menu's order of the declarations", () => {
    expect(RESOURCES.slice(0, 3).map((entry) => entry.component)).toEqual([
      "system/UserList",
      "system/RoleUserList",
      "system/SysUserOnlineList",
    ]);
    expect(RESOURCES.filter((entry) => entry.component.startsWith("permit/")).map((e) => e.name)).toEqual([
      "permit-application",
      "permit-application-east",
      "permit-application-west",
      "permit-application-visitor",
      "permit-vehicle",
      "permit-vehicle-drawer",
      "permit-driver",
      "permit-driver-drawer",
      "permit-applicant",
      "permit-applicant-drawer",
      "permit-visitor",
      "permit-visitor-drawer",
    ]);
  });
});
