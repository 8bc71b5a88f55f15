/** Dictionary reads and the request signature end to end. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newId } from "../src/core/ids.ts";
import { formatSignTimestamp } from "../src/core/sign.ts";
import { ADMIN, API_PREFIX, api, createTestApp, type Loose, login, type TestApp } from "./helpers.ts";
import { expectOk, expectRefused, signHeaders } from "./user-fixtures.ts";

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = (await login(t.app, ADMIN.username, ADMIN.password)).token;
  const sex = await t.db.one<{ id: string }>("SELECT id FROM sys_dict WHERE dict_code = 'sex'");
  await t.db.query(
    "INSERT INTO sys_dict_item (id, dict_id, item_text, item_value, sort_order, status) VALUES ($1, $2, '未知', '0', 9, 0)",
    [newId(), sex?.id],
  );
});
afterAll(async () => {
  await t?.close();
});

/** GET a path below the API prefix (with its raw query string) with the given headers. */
async function rawGet(pathAndQuery: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({
    method: "GET",
    url: `${API_PREFIX}${pathAndQuery}`,
    headers: { "x-access-token": token, "tenant-id": "0", ...headers },
  });
  let body: Loose;
  try {
    body = res.json<Loose>();
  } catch {
    body = {} as Loose;
  }
  return { status: res.statusCode, body, text: res.body };
}

const signed = (pathAndQuery: string, at?: number) =>
  rawGet(
    pathAndQuery,
    signHeaders(`${API_PREFIX}${pathAndQuery}`, t.config.signSecret, t.config.timeZone, at),
  );

describe("getDictItems signature", () => {
  it("vector 1: no params gives E19D6243CB1945AB4F7202A1B00F77D5 and the items, all statuses, in order", async () => {
    const headers = signHeaders(
      `${API_PREFIX}/sys/dict/getDictItems/sex`,
      t.config.signSecret,
      t.config.timeZone,
    );
    expect(headers["X-Sign"]).toBe("E19D6243CB1945AB4F7202A1B00F77D5");
    const res = await rawGet("/sys/dict/getDictItems/sex", headers);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, code: 0 });
    expect(res.body.result).toEqual([
      { value: "1", text: "男", title: "男" },
      { value: "2", text: "女", title: "女" },
      { value: "0", text: "未知", title: "未知" },
    ]);
  });

  it("a wrong or missing sign is refused with the original's body", async () => {
    for (const sign of ["0D925D43AFDF1C7008E76183C7E69BFA", "e19d6243cb1945ab4f7202a1b00f77d5", ""]) {
      const headers: Record<string, string> = {
        "X-TIMESTAMP": formatSignTimestamp(Date.now(), t.config.timeZone),
      };
      if (sign) headers["X-Sign"] = sign;
      const res = await rawGet("/sys/dict/getDictItems/sex", headers);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: false, message: "Sign签名校验失败！", code: 500 });
      expect(res.body).not.toHaveProperty("result");
    }
  });

  it("a sign over other parameters does not fit this request", async () => {
    const headers = signHeaders(
      `${API_PREFIX}/sys/dict/getDictItems/sex?a=1`,
      t.config.signSecret,
      t.config.timeZone,
    );
    const res = await rawGet("/sys/dict/getDictItems/sex?a=2", headers);
    expect(res.body.message).toBe("Sign签名校验失败！");
  });

  it("vector 2: the path variable of a whitelisted table dictionary is signed", async () => {
    const url = "/sys/dict/getDictItems/sys_user,realname,username";
    const headers = signHeaders(`${API_PREFIX}${url}`, t.config.signSecret, t.config.timeZone);
    expect(headers["X-Sign"]).toBe("D9E9093773A902BBE1CF4FAE26BE5D1C");
    const res = await rawGet(url, headers);
    expect(res.body).toMatchObject({ success: true, code: 0 });
    const wrong = await rawGet(url, { ...headers, "X-Sign": "E19D6243CB1945AB4F7202A1B00F77D5" });
    expect(wrong.body.message).toBe("Sign签名校验失败！");
  });

  it("vector 3: query values as strings, _t ignored", async () => {
    const url = "/sys/dict/getDictItems/sys_user,realname,username?keyword=ad&pageSize=10&_t=1639100000";
    const headers = signHeaders(
      `${API_PREFIX}/sys/dict/getDictItems/sys_user,realname,username?keyword=ad&pageSize=10`,
      t.config.signSecret,
      t.config.timeZone,
    );
    expect(headers["X-Sign"]).toBe("0D925D43AFDF1C7008E76183C7E69BFA");
    expect((await rawGet(url, headers)).body.success).toBe(true);
  });

  it("X-TIMESTAMP: missing, malformed or old is refused; epoch milliseconds are accepted", async () => {
    const url = `${API_PREFIX}/sys/dict/getDictItems/sex`;
    const sign = signHeaders(url, t.config.signSecret, t.config.timeZone)["X-Sign"];
    const format = "操作失败，签名验证失败:X-TIMESTAMP格式必须为:yyyyMMddHHmmss";
    expect((await rawGet("/sys/dict/getDictItems/sex", { "X-Sign": sign })).body.message).toBe(format);
    expect(
      (await rawGet("/sys/dict/getDictItems/sex", { "X-Sign": sign, "X-TIMESTAMP": "2021-12-10" })).body
        .message,
    ).toBe(format);
    const old = formatSignTimestamp(Date.now() - 10 * 60 * 1000, t.config.timeZone);
    expect(
      (await rawGet("/sys/dict/getDictItems/sex", { "X-Sign": sign, "X-TIMESTAMP": old })).body.message,
    ).toBe("操作失败，签名验证失败:X-TIMESTAMP已过期");
    const ms = await rawGet("/sys/dict/getDictItems/sex", {
      "X-Sign": sign,
      "X-TIMESTAMP": String(Date.now()),
    });
    expect(ms.body.success).toBe(true);
  });

  it("authentication comes before the signature", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: `${API_PREFIX}/sys/dict/getDictItems/sex`,
      headers: signHeaders(`${API_PREFIX}/sys/dict/getDictItems/sex`, t.config.signSecret, t.config.timeZone),
    });
    expect(res.statusCode).toBe(401);
  });
});

describe("getDictItems codes", () => {
  it("refuses a comma code with the wrong number of parts", async () => {
    expectRefusedBody((await signed("/sys/dict/getDictItems/a,b")).body, "字典Code格式不正确！");
    expectRefusedBody((await signed("/sys/dict/getDictItems/a,b,c,d,e")).body, "字典Code格式不正确！");
  });

  it("refuses table dictionary columns outside the whitelist (a password never)", async () => {
    const code = encodeURIComponent("sys_user,password,username,1=1");
    expectRefusedBody(
      (await signed(`/sys/dict/getDictItems/${code}`)).body,
      "不支持的表字典：sys_user.password",
    );
  });

  it("an unknown or hostile plain code is literal text: no items", async () => {
    expect((await signed("/sys/dict/getDictItems/nope")).body).toMatchObject({ success: true, result: [] });
    const hostile = encodeURIComponent("sex' OR '1'='1");
    expect((await signed(`/sys/dict/getDictItems/${hostile}`)).body).toMatchObject({
      success: true,
      result: [],
    });
  });
});

describe("queryAllDictItems and refleshCache", () => {
  it("answers every dictionary with enabled items only", async () => {
    const res = await api(t.app, token).get("/sys/dict/queryAllDictItems");
    expectOk(res);
    expect(res.body.result.sex).toEqual([
      { value: "1", text: "男", title: "男" },
      { value: "2", text: "女", title: "女" },
    ]);
    expect(res.body.result.user_status).toHaveLength(2);
  });

  it("refleshCache succeeds; both need a login", async () => {
    const res = await api(t.app, token).get("/sys/dict/refleshCache");
    expect(res.body).toMatchObject({ success: true });
    expect((await api(t.app).get("/sys/dict/refleshCache")).status).toBe(401);
    expect((await api(t.app).get("/sys/dict/queryAllDictItems")).status).toBe(401);
  });
});

function expectRefusedBody(body: Loose, message: string) {
  expectRefused({ status: 200, headers: {}, body: body as never, text: JSON.stringify(body) }, message);
}
