import { render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { buildColumns } from "@/components/crud/columns";
import { fieldControl, valueProps } from "@/components/crud/field-control";
import { rulesFor } from "@/components/crud/fields";
import { gatewayRouteResource } from "@/features/gateway-route/gateway-route-resource";
import { checkField } from "../../../shared/modules/module-rules";
import { validate } from "./validate-with-antd";

const predicates = gatewayRouteResource.fields.find((f) => f.dataIndex === "predicates")!;
const ROUTE = [{ name: "Path", args: ["/sys/**"] }];

describe("a JSON field of a declaration", () => {
  it("is edited as JSON text and refused with the field's message when it is no JSON array", async () => {
    expect(predicates.type).toBe("json");
    const rules = rulesFor(predicates, "create");
    expect(await validate(rules, "{bad")).toEqual(["路由条件必须是JSON数组"]);
    expect(await validate(rules, '{"name":"Path"}')).toEqual(["路由条件必须是JSON数组"]);
    expect(await validate(rules, '[{"name":"Path"}]')).toEqual([]);
    expect(await validate(rules, "")).toEqual([]);
    // The record's own parsed value is sent back as it came.
    expect(await validate(rules, ROUTE)).toEqual([]);
  });

  it("shows the record's parsed value as text in the form and in the list", () => {
    expect(valueProps(predicates).getValueProps?.(ROUTE)).toEqual({ value: JSON.stringify(ROUTE) });
    expect(valueProps(predicates).getValueProps?.('[{"name"')).toEqual({ value: '[{"name"' });
    render(<div>{fieldControl(predicates, "form")}</div>);
    expect(screen.getByRole("textbox")).toHaveAttribute(
      "placeholder",
      '[{"name":"Path","args":["/sys/**"]}]',
    );
    const column = buildColumns(gatewayRouteResource, []).find((c) => c.key === "predicates")!;
    const short = [{ name: "Path" }];
    render(<div>{column.render?.(short, { id: "1", predicates: short }, 0) as ReactNode}</div>);
    expect(screen.getByText('[{"name":"Path"}]')).toBeInTheDocument();
  });

  it("is checked by the same shared rule on any shape", () => {
    const any = { title: "附加信息", type: "json" } as const;
    expect(checkField(any, "3")).toBeUndefined();
    expect(checkField(any, "not json")).toBe("附加信息必须是有效的JSON");
    expect(checkField({ ...any, jsonShape: "object" }, "[]")).toBe("附加信息必须是JSON对象");
    expect(checkField({ ...any, invalid: "请输入JSON" }, "{")).toBe("请输入JSON");
  });
});

describe("the gateway route list", () => {
  it("keeps the original's paths: one updateAll for add and edit, no paged reads", () => {
    expect(gatewayRouteResource.api).toEqual({
      list: "/sys/gatewayRoute/list",
      add: "/sys/gatewayRoute/updateAll",
      edit: "/sys/gatewayRoute/updateAll",
      delete: "/sys/gatewayRoute/delete",
    });
    expect(gatewayRouteResource.fields.map((f) => f.dataIndex)).toEqual([
      "routerId",
      "name",
      "uri",
      "predicates",
      "filters",
      "status",
    ]);
  });
});
