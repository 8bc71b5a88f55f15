/** The permit form rules: plates, VIN, national ID, mobile and the validity window. */
import { describe, expect, it } from "vitest";
import {
  checkIdCard,
  checkPermitMobile,
  checkPlate,
  checkValidWindow,
  checkVin,
  idCardCheckChar,
  PERMIT_MESSAGES as M,
  normalizePlate,
} from "../src/modules/permit/validators.ts";

describe("plates", () => {
  it.each([
    "京A12345",
    "沪AD12345",
    "京AF12345",
    "粤BD12345",
    "粤B12345D",
    "苏EFA1234",
    "京A1234学",
    "京A1234警",
    "沪A1234领",
    "粤Z1234港",
    "鲁B1234挂",
    "使014578",
    "京AB1C23",
  ])("accepts %s", (plate) => {
    expect(checkPlate(plate)).toBeUndefined();
  });

  it("accepts spaces, middle dots and lower case, stored normalised", () => {
    expect(checkPlate("粤B D12345")).toBeUndefined();
    expect(checkPlate("京a·12345")).toBeUndefined();
    expect(normalizePlate("粤B D12345")).toBe("粤BD12345");
  });

  it.each([
    "京A1234",
    "京A123456",
    "A12345",
    "港A12345",
    "京112345",
    "京AI2345",
    "京AO2345",
    "京A12345X学",
    "京AX12345",
    "京A12345Z",
  ])("refuses %s with the plate message", (plate) => {
    expect(checkPlate(plate)).toBe(M.plate);
  });

  it("asks for a missing plate", () => {
    expect(checkPlate("")).toBe(M.plateRequired);
    expect(checkPlate("  ")).toBe(M.plateRequired);
  });
});

describe("VIN", () => {
  it("accepts 17 characters without I, O, Q (check digit not enforced); empty is allowed", () => {
    expect(checkVin("LSVAU2180N2183294")).toBeUndefined();
    expect(checkVin("lsvau2180n2183294")).toBeUndefined();
    expect(checkVin("")).toBeUndefined();
  });
  it.each([
    "LSVAU2180N218329",
    "LSVAU2180N21832944",
    "LSVAU2180N218329I",
    "OSVAU2180N2183294",
    "QSVAU2180N218329-",
  ])("refuses %s", (vin) => expect(checkVin(vin)).toBe(M.vin));
});

describe("national ID (GB 11643)", () => {
  const today = new Date("2024-06-01T00:00:00Z");
  it("computes the check character", () => {
    expect(idCardCheckChar("11010519491231002")).toBe("X");
    expect(idCardCheckChar("44030119900307123")).toBe("0");
  });
  it("accepts valid numbers, x in either case", () => {
    expect(checkIdCard("11010519491231002X", true, today)).toBeUndefined();
    expect(checkIdCard("11010519491231002x", true, today)).toBeUndefined();
    expect(checkIdCard("440301199003071230", true, today)).toBeUndefined();
  });
  it("refuses a wrong check character, a bad birth date, 15 digits and other lengths", () => {
    expect(checkIdCard("110105194912310021", true, today)).toBe(M.idCardChecksum);
    expect(checkIdCard("110105194902300028", true, today)).toBe(M.idCardBirth);
    expect(checkIdCard("110105203001010020", true, today)).toBe(M.idCardBirth);
    expect(checkIdCard("110105491231002", true, today)).toBe(M.idCardLength);
    expect(checkIdCard("11010519491231002", true, today)).toBe(M.idCardLength);
    expect(checkIdCard("A1010519491231002X", true, today)).toBe(M.idCardLength);
  });
  it("required or optional", () => {
    expect(checkIdCard("")).toBe(M.idCardRequired);
    expect(checkIdCard("", false)).toBeUndefined();
  });
});

describe("mobile", () => {
  it("1[3-9] and 9 digits", () => {
    expect(checkPermitMobile("13800138000")).toBeUndefined();
    expect(checkPermitMobile("19912345678")).toBeUndefined();
    expect(checkPermitMobile("16612345678")).toBeUndefined();
    expect(checkPermitMobile("12812345678")).toBe(M.mobile);
    expect(checkPermitMobile("1381234567")).toBe(M.mobile);
    expect(checkPermitMobile("")).toBe(M.mobileRequired);
    expect(checkPermitMobile("", false)).toBeUndefined();
  });
});

describe("validity window", () => {
  it("valid-to strictly after valid-from, at most the type's maximum", () => {
    expect(checkValidWindow("temporary", "2024-06-01", "2024-07-01")).toBeUndefined();
    expect(checkValidWindow("temporary", "2024-06-01", "2024-07-02")).toBe("临时通行证的有效期最长30天");
    expect(checkValidWindow("visitor", "2024-06-01", "2024-06-09")).toBe("访客通行证的有效期最长7天");
    expect(checkValidWindow("long_term", "2024-06-01", "2025-06-01")).toBeUndefined();
    expect(checkValidWindow("long_term", "2024-06-01", "2025-06-02")).toBe("长期通行证的有效期最长365天");
    expect(checkValidWindow("special", "2024-06-01", "2024-11-28")).toBeUndefined();
    expect(checkValidWindow("temporary", "2024-06-01", "2024-06-01")).toBe(M.validToAfterFrom);
    expect(checkValidWindow("temporary", "2024-06-02", "2024-06-01")).toBe(M.validToAfterFrom);
    expect(checkValidWindow("temporary", "", "2024-06-01")).toBe(M.validFromRequired);
    expect(checkValidWindow("temporary", "2024-06-01", null)).toBe(M.validToRequired);
    expect(checkValidWindow("nope", "2024-06-01", "2024-06-02")).toBe(M.unknownType);
  });
});
