import { describe, expect, it } from "vitest";
import { RESOURCES } from "@/app/resources";
import { hasView, registeredViewKeys, viewFor } from "@/app/view-registry";
import { hasMenuIcon } from "@/components/shell/icons";
import { isLayoutComponent } from "@/components/shell/menu";
import { allMenuSeeds } from "../../../server/src/modules/index.ts";

/** Menu rows (types 0 and 1) the server seeds; buttons (type 2) are not pages. */
const pages = allMenuSeeds().filter((row) => row.menuType !== 2);

describe("view registry", () => {
  it("has a view for every seeded page component", () => {
    const missing = pages
      .map((row) => row.component ?? "")
      .filter((component) => component !== "" && !isLayoutComponent(component) && !hasView(component));
    expect(missing).toEqual([]);
  });

  it("knows the seeded container components as layouts", () => {
    const containers = pages.filter((row) => isLayoutComponent(row.component));
    expect(containers.length).toBeGreaterThan(0);
    for (const row of containers) expect(row.component).toMatch(/^layouts\//);
  });

  it("has an icon for every seeded menu icon", () => {
    const icons = pages.map((row) => row.icon ?? "").filter((icon) => icon !== "");
    expect(icons.filter((icon) => !hasMenuIcon(icon))).toEqual([]);
  });

  it("maps the user module to system/UserList and the home page to dashboard/Analysis", () => {
    expect(pages.some((row) => row.component === "system/UserList" && row.url === "/isystem/user")).toBe(
      true,
    );
    expect(viewFor("system/UserList")).toBeDefined();
    expect(viewFor("dashboard/Analysis")).toBeDefined();
  });

  it("registers every declared resource by its component key and nothing unknown", () => {
    for (const resource of RESOURCES) expect(hasView(resource.component)).toBe(true);
    expect(hasView("constructor")).toBe(false);
    expect(hasView("system/Nope")).toBe(false);
    expect(registeredViewKeys()).toContain("dashboard/Monitor");
  });
});
