import { delay, HttpResponse, http as mock } from "msw";
import { describe, expect, it } from "vitest";
import { buildUrl, HttpRequestError, isCancelled, send } from "@/providers/http/transport";
import { API, server, setupMsw } from "./msw";

setupMsw();

describe("the query string, as axios wrote it", () => {
  it("keeps : $ and , sends a space as +, lists arrays as key[] and nested objects as key[sub]", () => {
    const when = new Date(Date.UTC(2026, 0, 2, 3, 4, 5));
    const params = {
      q: "a b:c,d$e/f?g&h=i#j[k]",
      n: 10,
      t: true,
      z: null,
      u: undefined,
      ids: ["1", 2, null],
      when,
      o: { x: 1, y: "z w" },
      cn: "中文",
    };
    expect(buildUrl({ url: "/a", params })).toBe(
      "/a?q=a+b:c,d$e%2Ff%3Fg%26h%3Di%23j%5Bk%5D&n=10&t=true&ids%5B%5D=1&ids%5B%5D=2" +
        "&when=2026-01-02T03:04:05.000Z&o%5Bx%5D=1&o%5By%5D=z+w&cn=%E4%B8%AD%E6%96%87",
    );
  });

  it("appends to a query already in the URL, drops a fragment, and sends URLSearchParams as they are", () => {
    expect(buildUrl({ url: "/a?x=1#frag", params: { y: 2 } })).toBe("/a?x=1&y=2");
    expect(buildUrl({ url: "/a", params: new URLSearchParams({ "a b": "c d", k: "中" }) })).toBe(
      "/a?a+b=c+d&k=%E4%B8%AD",
    );
    const superQuery = encodeURI(JSON.stringify([{ field: "name", val: "a b" }]));
    expect(buildUrl({ url: "/a", params: { superQueryParams: superQuery } })).toBe(
      "/a?superQueryParams=%255B%257B%2522field%2522:%2522name%2522,%2522val%2522:%2522a%2520b%2522%257D%255D",
    );
  });

  it("joins the base URL and a relative path with one slash, and leaves an absolute URL alone", () => {
    expect(buildUrl({ baseURL: "/jeecg-boot/", url: "/sys/ping" })).toBe("/jeecg-boot/sys/ping");
    expect(buildUrl({ baseURL: "/jeecg-boot", url: "sys/ping" })).toBe("/jeecg-boot/sys/ping");
    expect(buildUrl({ baseURL: "/jeecg-boot", url: "https://x.test/a" })).toBe("https://x.test/a");
  });
});

describe("send", () => {
  it("sends an object as JSON with axios's Accept header and parses a JSON answer", async () => {
    const seen: Request[] = [];
    server.use(
      mock.post(`${API}/echo`, async ({ request }) => {
        seen.push(request);
        return HttpResponse.json({ got: await request.json() });
      }),
    );
    const answer = await send({ baseURL: "/jeecg-boot", url: "/echo", method: "post", data: { a: 1 } });
    expect(answer.data).toEqual({ got: { a: 1 } });
    expect(seen[0].headers.get("content-type")).toBe("application/json");
    expect(seen[0].headers.get("accept")).toBe("application/json, text/plain, */*");
  });

  it("sends a string that already is JSON as it is when the body is declared JSON", async () => {
    const bodies: string[] = [];
    server.use(
      mock.put(`${API}/echo`, async ({ request }) => {
        bodies.push(await request.text());
        return HttpResponse.json({});
      }),
    );
    const headers = { "Content-Type": "application/json" };
    await send({ baseURL: "/jeecg-boot", url: "/echo", method: "put", headers, data: ' {"a":1} ' });
    await send({ baseURL: "/jeecg-boot", url: "/echo", method: "put", headers, data: "plain" });
    expect(bodies).toEqual(['{"a":1}', '"plain"']);
  });

  it("sends no Content-Type without a body, keeps a text answer as text and reads the headers", async () => {
    const seen: Request[] = [];
    server.use(
      mock.post(`${API}/text`, ({ request }) => {
        seen.push(request);
        return new HttpResponse("plain", { headers: { "Content-Type": "text/plain", "X-Mine": "1" } });
      }),
    );
    const answer = await send({
      baseURL: "/jeecg-boot",
      url: "/text",
      method: "post",
      headers: { "Content-Type": "application/json;charset=UTF-8" },
    });
    expect(seen[0].headers.get("content-type")).toBeNull();
    expect(answer.data).toBe("plain");
    expect(answer.headers["x-mine"]).toBe("1");
  });

  it("rejects an answer outside 2xx with its status, parsed body and axios's message and code", async () => {
    server.use(mock.get(`${API}/fail`, () => HttpResponse.json({ message: "no" }, { status: 500 })));
    const error = await send({ baseURL: "/jeecg-boot", url: "/fail" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpRequestError);
    expect(error).toMatchObject({
      message: "Request failed with status code 500",
      code: "ERR_BAD_RESPONSE",
      response: { status: 500, data: { message: "no" } },
    });
  });

  it("times out with axios's message, and a cancelled call rejects as cancelled", async () => {
    server.use(
      mock.get(`${API}/slow`, async () => {
        await delay("infinite");
        return HttpResponse.json({});
      }),
    );
    await expect(send({ baseURL: "/jeecg-boot", url: "/slow", timeout: 30 })).rejects.toMatchObject({
      code: "ECONNABORTED",
      message: "timeout of 30ms exceeded",
    });
    const controller = new AbortController();
    const call = send({ baseURL: "/jeecg-boot", url: "/slow", signal: controller.signal });
    controller.abort();
    const error = await call.catch((e: unknown) => e);
    expect(isCancelled(error)).toBe(true);
  });
});
