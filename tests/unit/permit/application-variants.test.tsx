import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { App } from "antd";
import { HttpResponse, http } from "msw";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { RESOURCES } from "@/app/resources";
import DetailsModal from "@/components/crud/details-modal";
import { searchFields } from "@/components/crud/fields";
import { declMeta } from "@/components/crud/resource-meta";
import type { ResourceDecl } from "@/components/crud/types";
import { applicationResource } from "@/features/permit/application-resource";
import { conditionQuery } from "@/providers/list-query";
import { API, server, setupMsw } from "../providers/msw";

setupMsw();
afterEach(cleanup);

let declared: ResourceDecl[] = [];
beforeAll(async () => {
  declared = await Promise.all(RESOURCES.map((resource) => resource.load()));
});

const byComponent = (component: string): ResourceDecl => {
  const found = declared.find((r) => r.component === component);
  if (!found) throw new Error(component);
  return found;
};

describe("fixed filters of the variants", () => {
  it.each([
    ["permit/ApplicationEastList", { region: "east" }],
    ["permit/ApplicationWestList", { region: "west" }],
    ["permit/ApplicationVisitorList", { permitType: "visitor" }],
    ["permit/VisitorList", { kind: "visitor" }],
  ])("%s always queries %o and hides it from the search panel", (component, fixed) => {
    const resource = byComponent(component);
    expect(resource.fixedFilter).toEqual(fixed);
    const query = conditionQuery({ filters: [], meta: declMeta(resource) });
    for (const [key, value] of Object.entries(fixed)) expect(query[key]).toBe(value);
    const hidden = Object.keys(fixed);
    expect(searchFields(resource).some((f) => hidden.includes(f.dataIndex))).toBe(false);
  });

  it("the default lists have no fixed filter", () => {
    for (const c of [
      "permit/ApplicationList",
      "permit/ApplicantList",
      "permit/VehicleList",
      "permit/DriverList",
    ])
      expect(byComponent(c).fixedFilter).toBeUndefined();
  });
});

describe("application details modal", () => {
  it("shows the fields and the approval history from /permit/application/history", async () => {
    let asked = "";
    server.use(
      http.get(`${API}/permit/application/history`, ({ request }) => {
        asked = new URL(request.url).searchParams.get("id") ?? "";
        return HttpResponse.json({
          success: true,
          code: 200,
          message: "",
          result: [
            {
              id: "h1",
              action: "approve",
              actionText: "审批通过",
              fromStatus: 0,
              toStatus: 2,
              opinion: "同意，请终审",
              operator: "east1",
              operatorName: "东区审批员",
              createTime: "2026-01-02 10:00:00",
            },
          ],
        });
      }),
    );
    const record = {
      id: "app-1",
      applicationNo: "TX2026010200001",
      status: 2,
      status_dictText: "审核中",
      plateNo: "京A12345",
      expired: true,
    };
    render(
      <App>
        <DetailsModal resource={applicationResource} record={record} onClosed={() => undefined} />
      </App>,
    );
    expect(await screen.findByText("详细信息")).toBeTruthy();
    expect(screen.getByText("TX2026010200001")).toBeTruthy();
    expect(screen.getByText("已过期")).toBeTruthy();
    expect(await screen.findByText("同意，请终审")).toBeTruthy();
    expect(screen.getByText("东区审批员")).toBeTruthy();
    // Past its valid-to date the status shows as 已过期, with the step it reached in the tooltip.
    expect(screen.getByText("已过期", { selector: ".ant-tag" }).getAttribute("title")).toBe(
      "审核中，已过有效期",
    );
    await waitFor(() => expect(asked).toBe("app-1"));
    expect(document.querySelector(".ant-modal")?.getAttribute("style") ?? "").toContain("1200");
  });
});
