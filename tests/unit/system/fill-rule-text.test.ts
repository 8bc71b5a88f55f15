import { describe, expect, it } from "vitest";
import { departNameOf } from "@/features/account/account-names";
import { fillRuleKindName, fillRuleParamsText } from "@/features/fill-rule/fill-rule-text";

describe("fill rule texts", () => {
  it("names the kind and spells out a dated serial's parameters", () => {
    expect(fillRuleKindName("dated-serial")).toBe("日期流水号");
    expect(fillRuleKindName("other")).toBe("other");
    expect(fillRuleParamsText('{"prefix":"CN","dateFormat":"yyyyMMdd","digits":4}')).toBe(
      "前缀 CN + 年月日 + 4 位流水号",
    );
    expect(fillRuleParamsText('{"dateFormat":"","digits":6}')).toBe("6 位流水号");
    expect(fillRuleParamsText("{}")).toBe("年月日 + 4 位流水号");
  });

  it("shows parameters it cannot read as they are stored", () => {
    expect(fillRuleParamsText("not json")).toBe("not json");
    expect(fillRuleParamsText('{"dateFormat":"dd"}')).toBe('{"dateFormat":"dd"}');
    expect(fillRuleParamsText("")).toBe("");
  });
});

describe("departNameOf", () => {
  it("finds the department by its code, else shows the code", () => {
    const list = [{ orgCode: "A01", departName: "北京国炬软件" }, { orgCode: "A02" }];
    expect(departNameOf(list, "A01")).toBe("北京国炬软件");
    expect(departNameOf(list, "A02")).toBe("A02");
    expect(departNameOf(undefined, "A01")).toBe("A01");
  });
});
