import { describe, expect, it } from "vitest";
import {
  canonicalJson,
  checkSignTimestamp,
  collectSignParams,
  computeSign,
  formatSignTimestamp,
  javaUrlDecode,
  parseSignTimestamp,
  TIMESTAMP_EXPIRED,
  TIMESTAMP_FORMAT,
} from "../src/core/sign.ts";

const SECRET = "dd05f1c54d63749eda95f9fa6d49v442a";
const sign = (url: string, method = "GET", body?: unknown) =>
  computeSign(collectSignParams({ url, method, body }), SECRET);

describe("X-Sign vectors", () => {
  it("1: no params signs {}", () => {
    expect(
      canonicalJson(collectSignParams({ url: "/jeecg-boot/sys/dict/getDictItems/sex", method: "GET" })),
    ).toBe("{}");
    expect(sign("/jeecg-boot/sys/dict/getDictItems/sex")).toBe("E19D6243CB1945AB4F7202A1B00F77D5");
  });

  it("2: a last path segment with commas is x-path-variable", () => {
    const params = collectSignParams({
      url: "/sys/dict/getDictItems/sys_user,realname,username",
      method: "GET",
    });
    expect(canonicalJson(params)).toBe('{"x-path-variable":"sys_user,realname,username"}');
    expect(sign("/sys/dict/getDictItems/sys_user,realname,username")).toBe(
      "D9E9093773A902BBE1CF4FAE26BE5D1C",
    );
    expect(sign("/sys/dict/getDictItems/sys_user%2Crealname%2Cusername")).not.toBe(
      "D9E9093773A902BBE1CF4FAE26BE5D1C",
    );
  });

  it("3: query values are strings, _t is ignored, keys sorted", () => {
    const url =
      "/jeecg-boot/sys/dict/loadDict/sys_user,realname,username?keyword=ad&pageSize=10&_t=1639100000";
    expect(canonicalJson(collectSignParams({ url, method: "GET" }))).toBe(
      '{"keyword":"ad","pageSize":"10","x-path-variable":"sys_user,realname,username"}',
    );
    expect(sign(url)).toBe("0D925D43AFDF1C7008E76183C7E69BFA");
  });

  it("3: {b:'2',a:1,c:'测试'} in the query string or a JSON body", () => {
    const expected = "2F37616B7DD954B7BC4D3AB324EE315C";
    expect(canonicalJson({ b: "2", a: "1", c: "测试" })).toBe('{"a":"1","b":"2","c":"测试"}');
    expect(sign(`/sys/x?b=2&a=1&c=${encodeURIComponent("测试")}`)).toBe(expected);
    expect(sign("/sys/x", "POST", { b: "2", a: 1, c: "测试" })).toBe(expected);
  });

  it("a GET body is not part of the sign input", () => {
    expect(sign("/sys/dict/getDictItems/sex", "GET", { a: 1 })).toBe("E19D6243CB1945AB4F7202A1B00F77D5");
  });
});

describe("canonicalisation details", () => {
  it("decodes like java.net.URLDecoder", () => {
    expect(javaUrlDecode("a+b%20c%E6%B5%8B")).toBe("a b c测");
    expect(() => javaUrlDecode("%zz")).toThrow();
  });
  it("splits the decoded query on & and the first =, skipping keys without =", () => {
    expect(collectSignParams({ url: "/x?a=1%3D2&flag&b=", method: "GET" })).toEqual({ a: "1=2", b: "" });
  });
  it("body values become strings; null is dropped", () => {
    expect(
      collectSignParams({ url: "/x", method: "PUT", body: { n: 10, t: true, z: null, o: { k: 1 } } }),
    ).toEqual({
      n: "10",
      t: "true",
      o: '{"k":1}',
    });
  });
  it("sorts keys by UTF-16 code unit (upper case before lower case)", () => {
    expect(canonicalJson({ b: "1", B: "2", a: "3", _x: "4" })).toBe('{"B":"2","_x":"4","a":"3","b":"1"}');
  });
});

describe("X-TIMESTAMP", () => {
  const tz = "Asia/Shanghai";
  const now = Date.UTC(2024, 2, 1, 2, 20, 0); // 2024-03-01 10:20:00 in Shanghai

  it("reads 14 digits in the server's time zone", () => {
    expect(formatSignTimestamp(now, tz)).toBe("20240301102000");
    expect(parseSignTimestamp("20240301102000", tz)).toBe(now);
    expect(parseSignTimestamp("20240301022000", "UTC")).toBe(now);
  });
  it("accepts epoch milliseconds", () => {
    expect(parseSignTimestamp(String(now), tz)).toBe(now);
    expect(checkSignTimestamp(String(now - 60_000), now, tz)).toBeUndefined();
  });
  it("accepts five minutes either way and refuses beyond", () => {
    expect(checkSignTimestamp("20240301101500", now, tz)).toBeUndefined();
    expect(checkSignTimestamp("20240301102500", now, tz)).toBeUndefined();
    expect(checkSignTimestamp("20240301101459", now, tz)).toBe(TIMESTAMP_EXPIRED);
    expect(checkSignTimestamp("20240301102501", now, tz)).toBe(TIMESTAMP_EXPIRED);
  });
  it("refuses a missing or malformed value with the original's message", () => {
    for (const bad of [undefined, "", "2024-03-01 10:20:00", "20241301102000", "abc", "1".repeat(20)]) {
      expect(checkSignTimestamp(bad, now, tz)).toBe(TIMESTAMP_FORMAT);
    }
  });
});
