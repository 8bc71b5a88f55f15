import { describe, expect, it } from "vitest";
import { canDeal, canEdit, canRevoke, canSubmit } from "@/features/permit/application-api";
import {
  checkIdCard,
  checkMobile,
  checkPlate,
  checkValidWindow,
  checkVin,
  idCardCheckChar,
  PERMIT_MESSAGES,
} from "@/features/permit/permit-rules";

const validId = (first17: string) => first17 + idCardCheckChar(first17);

describe("permit validators (mirror the server's messages)", () => {
  it("accepts standard, special-ending, new-energy and embassy plates", () => {
    for (const plate of ["京A12345", "沪AD12345", "粤B12345D", "京A1234学", "粤b d12345", "使123456"])
      expect(checkPlate(plate)).toBeUndefined();
  });
  it("refuses bad plates with an example message and asks for an empty one", () => {
    expect(checkPlate("A12345")).toBe(PERMIT_MESSAGES.plate);
    expect(checkPlate("京AI2345")).toBe(PERMIT_MESSAGES.plate);
    expect(checkPlate("")).toBe("请输入车牌号");
  });
  it("checks VIN: 17 characters without I, O, Q; empty is allowed", () => {
    expect(checkVin("LSVAM4187C2184847")).toBeUndefined();
    expect(checkVin("")).toBeUndefined();
    expect(checkVin("LSVAM4187C218484")).toBe(PERMIT_MESSAGES.vin);
    expect(checkVin("LSVAM4187C218484O")).toBe(PERMIT_MESSAGES.vin);
  });
  it("checks the ID number's length, birth date and checksum", () => {
    const good = validId("11010519491231002");
    expect(checkIdCard(good)).toBeUndefined();
    expect(checkIdCard(good.toLowerCase())).toBeUndefined();
    const wrong = good.slice(0, 17) + (good[17] === "1" ? "2" : "1");
    expect(checkIdCard(wrong)).toBe("身份证号校验位不正确，请核对");
    expect(checkIdCard("110105491231002")).toBe("身份证号应为18位（15位旧证已停用）");
    expect(checkIdCard(validId("11010519491332002"))).toBe("身份证号中的出生日期不正确");
    expect(checkIdCard("")).toBe("请输入身份证号");
    expect(checkIdCard("", false)).toBeUndefined();
  });
  it("checks mobile numbers 1[3-9] + 9 digits", () => {
    expect(checkMobile("16612345678")).toBeUndefined();
    expect(checkMobile("12612345678")).toBe("请输入正确手机号");
    expect(checkMobile("")).toBe("请输入手机号");
    expect(checkMobile("", false)).toBeUndefined();
  });
  it("checks the validity window against the type's maximum", () => {
    expect(checkValidWindow("visitor", "2026-01-01", "2026-01-08")).toBeUndefined();
    expect(checkValidWindow("visitor", "2026-01-01", "2026-01-09")).toBe("访客通行证的有效期最长7天");
    expect(checkValidWindow("temporary", "2026-01-01", "2026-01-01")).toBe("有效期止必须晚于有效期起");
    expect(checkValidWindow("long_term", "2026-01-01", "2026-12-31")).toBeUndefined();
  });
});

describe("row action visibility by status", () => {
  const row = (status: number) => ({ id: "a", status });
  it("hides 处理 for statuses 1, 3, 4 and 5 (expired)", () => {
    expect([0, 1, 2, 3, 4, 5].filter((s) => canDeal(row(s)))).toEqual([0, 2]);
  });
  it("offers 作废 for 1, 提交 for 3 and 编辑 for 0 and 3 only", () => {
    expect([0, 1, 2, 3, 4, 5].filter((s) => canRevoke(row(s)))).toEqual([1]);
    expect([0, 1, 2, 3, 4, 5].filter((s) => canSubmit(row(s)))).toEqual([3]);
    expect([0, 1, 2, 3, 4, 5].filter((s) => canEdit(row(s)))).toEqual([0, 3]);
  });
});
