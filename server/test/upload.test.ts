/** File upload and static downloads. */
import { readdir } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quotaMessage, tooLargeMessage, UPLOAD_MESSAGES } from "../src/modules/upload/index.ts";
import { ADMIN, API_PREFIX, api, createTestApp, DEMO_USER, login, type TestApp } from "./helpers.ts";

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==",
  "base64",
);
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
/** The smallest zip (an empty archive), the container of .docx/.xlsx. */
const EMPTY_ZIP = Buffer.from([0x50, 0x4b, 0x05, 0x06, ...new Array(18).fill(0)]);

let t: TestApp;
let token: string;
let admin: ReturnType<typeof api>;

beforeAll(async () => {
  t = await createTestApp({ env: { UPLOAD_MAX_MB: "1", UPLOAD_QUOTA_MB: "1" } });
  token = (await login(t.app, ADMIN.username, ADMIN.password)).token;
  admin = api(t.app, token);
});
afterAll(async () => {
  await t?.close();
});

interface Part {
  name: string;
  value: string | Buffer;
  fileName?: string;
  type?: string;
}

/** A multipart body as the browser's FormData sends it, built by hand for inject. */
function multipart(parts: Part[]) {
  const boundary = "----uploadtestboundary4f2a9c";
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const file = p.fileName === undefined ? "" : `; filename="${p.fileName}"`;
    const type = p.fileName === undefined ? "" : `\r\nContent-Type: ${p.type ?? "application/octet-stream"}`;
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${file}${type}\r\n\r\n`),
    );
    chunks.push(typeof p.value === "string" ? Buffer.from(p.value) : p.value);
    chunks.push(Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

async function upload(fileName: string, content: Buffer, biz?: string, as = admin, query?: string) {
  const parts: Part[] = [{ name: "file", value: content, fileName }];
  if (biz !== undefined) parts.push({ name: "biz", value: biz });
  const body = multipart(parts);
  return as.inject({
    method: "POST",
    url: `/sys/common/upload${query ?? ""}`,
    payload: body.payload,
    headers: { "content-type": body.contentType },
  });
}

async function download(relative: string, headers: Record<string, string> = { "x-access-token": token }) {
  return t.app.inject({ method: "GET", url: `${API_PREFIX}/sys/common/static/${relative}`, headers });
}

async function storedFiles(biz: string): Promise<string[]> {
  return readdir(path.join(t.config.dataDir, "upload", biz)).catch(() => []);
}

describe("POST /sys/common/upload", () => {
  it("stores a picture under a generated name in temp and serves the same bytes back", async () => {
    const res = await upload("../../车辆 照片.png", PNG);
    expect(res.body).toMatchObject({ success: true, code: 200 });
    const relative = String(res.body.message);
    // The client's name never becomes the path.
    expect(relative).toMatch(/^temp\/[0-9a-f]{32}\.png$/);
    expect(await storedFiles("temp")).toContain(relative.slice("temp/".length));

    const got = await download(relative);
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(PNG)).toBe(true);
    expect(got.headers["content-type"]).toBe("image/png");
    expect(got.headers["x-content-type-options"]).toBe("nosniff");
    expect(String(got.headers["content-disposition"])).toMatch(/^inline; /);
    expect(String(got.headers["content-disposition"])).toContain(encodeURIComponent("车辆 照片.png"));
  });

  it("takes biz from the form or the query, within the allow-list", async () => {
    const fromForm = await upload("a.png", PNG, "jeditor");
    expect(String(fromForm.body.message)).toMatch(/^jeditor\/[0-9a-f]{32}\.png$/);
    const fromQuery = await upload("a.png", PNG, undefined, admin, "?biz=permit");
    expect(String(fromQuery.body.message)).toMatch(/^permit\/[0-9a-f]{32}\.png$/);
    const screenshot = await upload("upload.png", PNG, "static/2026/11");
    expect(String(screenshot.body.message)).toMatch(/^static\/2026\/11\/[0-9a-f]{32}\.png$/);
    expect((await download(String(screenshot.body.message))).rawPayload.equals(PNG)).toBe(true);
  });

  it("stores a pasted screenshot (upload.png) in the day's folder under a generated name", async () => {
    const day = await upload("upload.png", PNG, "static/2026/11/26");
    expect(String(day.body.message)).toMatch(/^static\/2026\/11\/26\/[0-9a-f]{32}\.png$/);
    expect((await download(String(day.body.message))).rawPayload.equals(PNG)).toBe(true);
    for (const biz of ["static/2026/11/32", "static/2026/11/00", "static/2026/11/26/x"]) {
      expect((await upload("upload.png", PNG, biz)).body, biz).toMatchObject({
        success: false,
        message: UPLOAD_MESSAGES.badBiz,
      });
    }
  });

  it("serves documents as attachments under the client's name", async () => {
    const res = await upload("通行证说明.pdf", PDF);
    expect(String(res.body.message)).toMatch(/^temp\/[0-9a-f]{32}\.pdf$/);
    const got = await download(String(res.body.message));
    expect(got.headers["content-type"]).toBe("application/pdf");
    expect(String(got.headers["content-disposition"])).toMatch(/^attachment; /);
    expect(String(got.headers["content-disposition"])).toContain(encodeURIComponent("通行证说明.pdf"));
    expect(got.rawPayload.equals(PDF)).toBe(true);

    const docx = await upload("报表.docx", EMPTY_ZIP);
    expect(String(docx.body.message)).toMatch(/\.docx$/);
    const text = await upload("readme.txt", Buffer.from("车牌号 京A12345\n"));
    expect(String(text.body.message)).toMatch(/\.txt$/);
  });

  it("refuses a file whose content is not what its name says, and content outside the allow-list", async () => {
    const before = await storedFiles("temp");
    const textAsPng = await upload("photo.png", Buffer.from("just some text, not a picture"));
    expect(textAsPng.body).toMatchObject({ success: false, message: UPLOAD_MESSAGES.mismatch });
    const svg = await upload(
      "x.svg",
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
    );
    expect(svg.body).toMatchObject({ success: false, message: UPLOAD_MESSAGES.mismatch });
    const zipAsPdf = await upload("a.pdf", EMPTY_ZIP);
    expect(zipAsPdf.body).toMatchObject({ success: false, message: UPLOAD_MESSAGES.mismatch });
    const binary = await upload("tool.exe", Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00]));
    expect(binary.body).toMatchObject({ success: false, message: UPLOAD_MESSAGES.badType });
    const empty = await upload("empty.txt", Buffer.alloc(0));
    expect(empty.body).toMatchObject({ success: false, message: UPLOAD_MESSAGES.badType });
    expect(await storedFiles("temp")).toEqual(before);
  });

  it("refuses a file above the configured size with the original's message", async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]);
    const res = await upload("big.png", big);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: false, message: tooLargeMessage(1024 * 1024) });
    expect(tooLargeMessage(10 * 1024 * 1024)).toBe("文件大小超出10MB限制, 请压缩或降低文件质量! ");
  });

  it("keeps each account within its quota: a file that would pass it is refused and not stored", async () => {
    const demo = api(t.app, (await login(t.app, DEMO_USER.username, DEMO_USER.password)).token);
    const part = Buffer.concat([PNG, Buffer.alloc(600 * 1024)]);
    expect((await upload("first.png", part, "temp", demo)).body.success).toBe(true);
    const before = await storedFiles("temp");
    const second = await upload("second.png", part, "temp", demo);
    expect(second.body).toMatchObject({ success: false, message: quotaMessage(1024 * 1024) });
    expect(quotaMessage(1024 * 1024)).toBe("上传空间已满：每个账号最多保存1MB文件，请联系管理员");
    expect(await storedFiles("temp")).toEqual(before);
    expect((await upload("admin.png", part, "temp")).body.success).toBe(true);
  });

  it("refuses a biz outside the allow-list: .., slashes, absolute paths", async () => {
    for (const biz of [
      "..",
      "../temp",
      "temp/..",
      "temp/../../etc",
      "/etc",
      "jeditor/x",
      "static/2026/13",
      "other",
    ]) {
      const res = await upload("a.png", PNG, biz);
      expect(res.body, biz).toMatchObject({ success: false, message: UPLOAD_MESSAGES.badBiz });
    }
    // Only the folders of the accepted uploads above exist.
    expect((await readdir(path.join(t.config.dataDir, "upload"))).sort()).toEqual([
      "jeditor",
      "permit",
      "static",
      "temp",
    ]);
  });

  it("answers a clear message without a file, and refuses callers without a session", async () => {
    const noFile = multipart([{ name: "biz", value: "temp" }]);
    const res = await admin.inject({
      method: "POST",
      url: "/sys/common/upload",
      payload: noFile.payload,
      headers: { "content-type": noFile.contentType },
    });
    expect(res.body).toMatchObject({ success: false, message: UPLOAD_MESSAGES.noFile });
    const json = await admin.post("/sys/common/upload", { file: "x" });
    expect(json.body).toMatchObject({ success: false, message: UPLOAD_MESSAGES.noFile });

    const anonymous = await upload("a.png", PNG, undefined, api(t.app));
    expect(anonymous.status).toBe(401);
  });
});

describe("GET /sys/common/static/**", () => {
  let relative: string;
  beforeAll(async () => {
    relative = String((await upload("a.png", PNG, "permit")).body.message);
  });

  it("needs a session: the X-Access-Token header or the session cookie", async () => {
    expect((await download(relative, {})).statusCode).toBe(401);
    expect((await download(relative, { cookie: "X-Access-Token=not-a-token" })).statusCode).toBe(401);
    const byCookie = await download(relative, { cookie: `X-Access-Token=${encodeURIComponent(token)}` });
    expect(byCookie.statusCode).toBe(200);
    expect(byCookie.rawPayload.equals(PNG)).toBe(true);
    const demo = (await login(t.app, DEMO_USER.username, DEMO_USER.password)).token;
    expect((await download(relative, { "x-access-token": demo })).statusCode).toBe(200);
  });

  it("answers 404 for names the upload never wrote and for paths outside the folders", async () => {
    const name = relative.split("/")[1];
    for (const p of [
      `temp/${name}`,
      `permit/${"0".repeat(32)}.png`,
      `permit/..%2F..%2Fadmin-password.txt`,
      `permit/${name}/..`,
      "permit",
    ]) {
      const res = await download(p);
      expect(res.statusCode, p).toBe(404);
      expect(res.json(), p).toMatchObject({ success: false });
    }
    // A `..` segment is resolved before routing: it leaves the static route and is an unknown path.
    const outside = await download("../admin-password.txt");
    expect(outside.json()).toMatchObject({ success: false, code: 404 });
  });
});

describe("permit records keep uploaded files", () => {
  it("a vehicle stores its photos and licence scan as uploaded paths and refuses any other value", async () => {
    const photo = String((await upload("front.png", PNG, "permit")).body.message);
    const side = String((await upload("side.png", PNG, "permit")).body.message);
    const scan = String((await upload("行驶证.pdf", PDF, "permit")).body.message);
    const added = await admin.post("/permit/vehicle/add", {
      plateNo: "粤B12399",
      vehicleType: "small_car",
      photos: `${photo},${side}`,
      licenceScan: scan,
    });
    expect(added.body).toMatchObject({ success: true });
    const list = await admin.get("/permit/vehicle/list", { plateNo: "粤B12399" });
    const record = list.body.result.records[0];
    expect(record.photos).toBe(`${photo},${side}`);
    expect(record.licenceScan).toBe(scan);

    for (const bad of ["https://evil.example/x.png", "permit/../../admin-password.txt", "other/abc.png"]) {
      const res = await admin.put("/permit/vehicle/edit", { id: String(record.id), photos: bad });
      expect(res.body, bad).toMatchObject({ success: false, message: "车辆照片：文件路径无效，请重新上传" });
    }
    const seven = Array.from({ length: 7 }, () => photo).join(",");
    const tooMany = await admin.put("/permit/vehicle/edit", { id: String(record.id), photos: seven });
    expect(tooMany.body).toMatchObject({ success: false, message: "车辆照片最多6个" });
    const cleared = await admin.put("/permit/vehicle/edit", { id: String(record.id), photos: "" });
    expect(cleared.body).toMatchObject({ success: true });
  });
});
