import { afterEach, describe, expect, it } from "vitest";
import { getSign, signTimestamp } from "@/providers/http/sign";

afterEach(() => {
  window.__APP_CONFIG__ = undefined;
});

describe("getSign: known signatures", () => {
  it("no params", () => {
    expect(getSign("/sys/dict/getDictItems/sex", {})).toBe("E19D6243CB1945AB4F7202A1B00F77D5");
    expect(getSign("/sys/dict/getDictItems/sex")).toBe("E19D6243CB1945AB4F7202A1B00F77D5");
  });

  it("a path variable", () => {
    expect(getSign("/sys/dict/getDictItems/sys_user,realname,username")).toBe(
      "D9E9093773A902BBE1CF4FAE26BE5D1C",
    );
  });

  it("numbers become strings, in the caller's object too", () => {
    const params = { keyword: "ad", pageSize: 10 };
    expect(getSign("/sys/dict/loadDict/sys_user,realname,username", params)).toBe(
      "0D925D43AFDF1C7008E76183C7E69BFA",
    );
    expect(params).toEqual({ keyword: "ad", pageSize: "10" });
  });

  it("sorted keys, no path variable", () => {
    expect(getSign("/sys/anything", { b: "2", a: 1, c: "测试" })).toBe("2F37616B7DD954B7BC4D3AB324EE315C");
  });
});

describe("getSign: canonicalisation", () => {
  const sorted = { a: "1", b: "2", c: "测试" };

  it("adds the url's own query string raw, and the path variable without the query", () => {
    expect(getSign("/x?b=2&a=1", { c: "测试" })).toBe(getSign("/x", sorted));
    expect(getSign("/sys/dict/getDictItems/sys_user,realname,username?x=1")).toBe(
      getSign("/y", { "x-path-variable": "sys_user,realname,username", x: "1" }),
    );
    expect(getSign("/x?q=%E6%B5%8B")).toBe(getSign("/y", { q: "%E6%B5%8B" }));
  });

  it("decodes the path variable", () => {
    expect(getSign("/sys/dict/getDictItems/sys_user,realname,id,username!%3D'admin'")).toBe(
      getSign("/y", { "x-path-variable": "sys_user,realname,id,username!='admin'" }),
    );
  });

  it("leaves booleans, null, NaN and nested values alone; drops undefined", () => {
    const params = { flag: true, none: null, nan: Number.NaN, list: [1], gone: undefined };
    getSign("/x", params);
    expect(params.flag).toBe(true);
    expect(params.none).toBeNull();
    expect(Number.isNaN(params.nan)).toBe(true);
    expect(params.list).toEqual([1]);
    expect(getSign("/x", { a: "1", gone: undefined })).toBe(getSign("/x", { a: "1" }));
  });

  it("uses the configured secret", () => {
    window.__APP_CONFIG__ = { signSecret: "other" };
    expect(getSign("/sys/dict/getDictItems/sex")).not.toBe("E19D6243CB1945AB4F7202A1B00F77D5");
  });
});

describe("signTimestamp", () => {
  const instant = new Date("2024-03-01T02:20:05.003Z");

  it("formats yyyyMMddHHmmss in the backend zone, default Asia/Shanghai", () => {
    expect(signTimestamp(instant)).toBe("20240301102005");
    expect(signTimestamp(instant, "UTC")).toBe("20240301022005");
    expect(signTimestamp(instant, "America/New_York")).toBe("20240229212005");
  });

  it("follows the configured backend zone", () => {
    window.__APP_CONFIG__ = { backendTimeZone: "Europe/Berlin" };
    expect(signTimestamp(instant)).toBe("20240301032005");
  });

  it("writes midnight as 00, and keeps the real seconds (not the original's ms quirk)", () => {
    expect(signTimestamp(new Date("2024-03-01T16:00:09.004Z"))).toBe("20240302000009");
  });

  it("falls back to browser local time for an unknown zone", () => {
    const local = new Date(2024, 0, 2, 3, 4, 5);
    expect(signTimestamp(local, "Not/AZone")).toBe("20240102030405");
  });
});
