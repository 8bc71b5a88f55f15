import { describe, expect, it } from "vitest";
import { pageRoutes } from "@/app/route-elements";
import { viewFor } from "@/app/view-registry";
import { FIXED_PAGES, fixedTitle, MY_MESSAGES_PATH } from "@/components/shell/fixed-routes";

describe("我的消息", () => {
  it("is a fixed page at /isps/userAnnouncement with its own view, whatever the menu holds", () => {
    expect(MY_MESSAGES_PATH).toBe("/isps/userAnnouncement");
    const page = FIXED_PAGES.find((fixed) => fixed.path === MY_MESSAGES_PATH);
    expect(page?.component).toBe("system/UserAnnouncementList");
    expect(fixedTitle("/isps/userannouncement")).toBe("我的消息");
    expect(viewFor("system/UserAnnouncementList")).toBeDefined();
    const route = pageRoutes([]).find((r) => r.path === MY_MESSAGES_PATH);
    expect(route?.handle.redirect).toBeUndefined();
  });
});
