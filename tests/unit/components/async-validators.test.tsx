import { HttpResponse, http as mock } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { serverRules } from "@/components/crud/from-module";
import { checkRule, duplicateCheck } from "@/components/crud/rules";
import { checkRuleModule } from "../../../shared/modules/check-rule";
import { permitVehicleModule } from "../../../shared/modules/permit-vehicle";
import { API, queryOf, rawQuery, server, setupMsw } from "../providers/msw";
import { installUi } from "../providers/test-ui";
import { validate } from "./validate-with-antd";

setupMsw();

beforeEach(() => {
  localStorage.clear();
  installUi();
});

/** Answers `body` on `path` and records each request. */
function answer(
  path: string,
  body: Record<string, unknown> | ((q: Record<string, string>) => Record<string, unknown>),
) {
  const seen: Request[] = [];
  server.use(
    mock.get(`${API}${path}`, ({ request }) => {
      seen.push(request);
      return HttpResponse.json(typeof body === "function" ? body(queryOf(request)) : body);
    }),
  );
  return seen;
}

describe("uniqueness validator (/sys/duplicate/check)", () => {
  const rule = duplicateCheck({ tableName: "sys_user", fieldName: "username" });

  it("sends tableName, fieldName, fieldVal and answers the server's message", async () => {
    const seen = answer("/sys/duplicate/check", (q) =>
      q.fieldVal === "admin"
        ? { success: false, code: 500, message: "该值不可用，系统中已存在！" }
        : { success: true, code: 200, message: "该值可用！" },
    );
    expect(await validate([rule], "admin")).toEqual(["该值不可用，系统中已存在！"]);
    expect(await validate([rule], "new_user")).toEqual([]);
    expect(queryOf(seen[0])).toMatchObject({
      tableName: "sys_user",
      fieldName: "username",
      fieldVal: "admin",
    });
    expect(queryOf(seen[0])).not.toHaveProperty("dataId");
    // A signed GET, as the original's getAction.
    expect(seen[0].headers.get("X-Sign")).toMatch(/^[0-9A-F]{32}$/);
  });

  it("excludes the record being edited through dataId", async () => {
    const seen = answer("/sys/duplicate/check", { success: true, code: 200, message: "该值可用！" });
    expect(await validate([rule], "admin", { id: "e9ca23d68d884d4ebb19d07889727dae" })).toEqual([]);
    expect(queryOf(seen[0]).dataId).toBe("e9ca23d68d884d4ebb19d07889727dae");
  });

  it("does not ask the server about an empty value", async () => {
    const seen = answer("/sys/duplicate/check", { success: false, message: "不应调用" });
    expect(await validate([rule], "")).toEqual([]);
    expect(await validate([rule], undefined)).toEqual([]);
    expect(seen).toHaveLength(0);
  });

  it("a failed request gives the exception's message", async () => {
    server.use(mock.get(`${API}/sys/duplicate/check`, () => HttpResponse.error()));
    const errors = await validate([rule], "admin");
    expect(errors).toHaveLength(1);
    expect(errors[0]).not.toBe("");
  });
});

describe("rule-code validator (/sys/checkRule/checkByCode)", () => {
  it("sends the rule code and the URL-encoded value and answers the server's message", async () => {
    const seen = answer("/sys/checkRule/checkByCode", {
      success: false,
      code: 500,
      message: "最多输入12位数",
      result: { passed: false },
    });
    expect(await validate([checkRule("common")], "abc def&12")).toEqual(["最多输入12位数"]);
    expect(queryOf(seen[0]).ruleCode).toBe("common");
    // Encoded once by the validator, once more on the wire: the server decodes twice.
    expect(queryOf(seen[0]).value).toBe(encodeURIComponent("abc def&12"));
    expect(rawQuery(seen[0])).toContain(`value=${encodeURIComponent(encodeURIComponent("abc def&12"))}`);
  });

  it("passes when the server says so, and needs both a rule code and a value", async () => {
    const seen = answer("/sys/checkRule/checkByCode", { success: true, code: 200, message: "" });
    expect(await validate([checkRule("common")], "abc")).toEqual([]);
    expect(await validate([checkRule("common")], "")).toEqual([]);
    expect(await validate([checkRule("")], "abc")).toEqual([]);
    expect(seen).toHaveLength(1);
  });
});

describe("checks while typing, from a declaration", () => {
  it("a unique field asks the duplicate check after a pause and shows the field's message", async () => {
    const seen = answer("/sys/duplicate/check", {
      success: false,
      code: 500,
      message: "该值不可用，系统中已存在！",
    });
    const [rule] = serverRules(checkRuleModule, "ruleCode", checkRuleModule.fields.ruleCode);
    expect(await validate([rule], "common")).toEqual(["规则编码已存在"]);
    expect(queryOf(seen[0])).toMatchObject({
      tableName: "sys_check_rule",
      fieldName: "rule_code",
      fieldVal: "common",
    });
  });

  it("only the last of quick successive checks asks the server", async () => {
    const seen = answer("/sys/duplicate/check", { success: true, code: 200, message: "该值可用！" });
    const rule = duplicateCheck({ tableName: "sys_user", fieldName: "username", debounceMs: 50 });
    const make = typeof rule === "function" ? rule : () => rule;
    const { validator } = make({ getFieldValue: () => undefined } as never) as {
      validator: (r: unknown, v: unknown) => Promise<void>;
    };
    await Promise.all([validator({}, "a"), validator({}, "ab"), validator({}, "abc")]);
    expect(seen.map((r) => queryOf(r).fieldVal)).toEqual(["abc"]);
  });

  it("a field bound to a check rule asks checkByCode with its code", async () => {
    const seen = answer("/sys/checkRule/checkByCode", {
      success: false,
      code: 500,
      message: "使馆、领馆和警用车辆的车牌不在此登记",
    });
    const rules = serverRules(permitVehicleModule, "plateNo", permitVehicleModule.fields.plateNo);
    expect(await validate(rules, "京A1234警")).toEqual(["使馆、领馆和警用车辆的车牌不在此登记"]);
    expect(queryOf(seen[0]).ruleCode).toBe("vehicle_plate");
  });
});
