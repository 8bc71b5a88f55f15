// biome-ignore-all lint/suspicious/noTemplateCurlyInString: template texts hold ${name} placeholders
/**
 * 消息中心: templates (unique code, test JSON, type), rendering, sendMsg's answers, the sender's tries and
 * final status over a local SMS gateway and a local SMTP server, system messages in the receiver's bell,
 * resend of a failed message, and the button codes of every endpoint.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../src/config.ts";
import { mailSenderFromConfig } from "../src/modules/message/mail.ts";
import { renderTemplate } from "../src/modules/message/render.ts";
import { type SenderDeps, sendDueMessages, startMessageSender } from "../src/modules/message/sender.ts";
import { textSenderFromConfig } from "../src/modules/sms/sender.ts";
import { ADMIN, api, createTestApp, DEMO_USER, type Loose, login, noPush, type TestApp } from "./helpers.ts";

const T = "/sys/message/sysMessageTemplate";
const M = "/sys/message/sysMessage";

let t: TestApp;
let admin: ReturnType<typeof api>;
let demo: ReturnType<typeof api>;

const quietLog = { warn: () => undefined, error: () => undefined };

/** A local SMS gateway: answers 500 to the first `failures` requests, then 200; keeps every body. */
async function smsGateway(failures: number) {
  const bodies: { mobile: string; content: string }[] = [];
  let calls = 0;
  const server: Server = createServer((req, res) => {
    let text = "";
    req.on("data", (c: Buffer) => {
      text += c.toString("utf8");
    });
    req.on("end", () => {
      calls++;
      if (calls <= failures) {
        res.writeHead(500).end("busy");
        return;
      }
      bodies.push(JSON.parse(text));
      res.writeHead(200, { "content-type": "application/json" }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/sms`,
    bodies,
    calls: () => calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A local SMTP server without TLS or login that keeps each message's raw text. */
async function smtpServer() {
  const mails: { to: string[]; raw: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (c: Buffer) => {
        raw += c.toString("utf8");
      });
      stream.on("end", () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function deps(over: Partial<SenderDeps> = {}): SenderDeps {
  return {
    db: t.db,
    push: noPush,
    sms: textSenderFromConfig("log", { info: () => undefined } as never),
    mail: mailSenderFromConfig({ smtpUrl: undefined, smtpFrom: undefined }),
    log: quietLog,
    ...over,
  };
}

interface SmsRow {
  es_send_status: string;
  es_send_num: number;
  es_result: string | null;
  es_send_time: string | null;
  es_content: string;
  es_title: string;
}

const messageRow = async (id: string) =>
  (await t.db.one<SmsRow>("SELECT * FROM sys_sms WHERE id = $1", [id])) as SmsRow;

/** The message queued for this receiver (each test sends to receivers of its own). */
async function messageFor(receiver: string): Promise<string> {
  const row = await t.db.one<{ id: string }>("SELECT id FROM sys_sms WHERE es_receiver = $1", [receiver]);
  return row?.id ?? "";
}

async function addTemplate(code: string, type: string, content: string, name = "测试模板") {
  const res = await admin.post(`${T}/add`, {
    templateCode: code,
    templateName: name,
    templateType: type,
    templateContent: content,
    templateTestJson: '{"name":"张三"}',
  });
  expect(res.body, res.text).toMatchObject({ success: true });
}

/** Only this message waits: earlier tests' messages are out of the sender's way. */
async function onlyWaiting(id: string) {
  await t.db.query("UPDATE sys_sms SET es_send_status = '1' WHERE id <> $1 AND es_send_status = '0'", [id]);
}

beforeAll(async () => {
  t = await createTestApp({ env: { MESSAGE_SEND_INTERVAL_MS: "0" } });
  admin = api(t.app, (await login(t.app, ADMIN.username, ADMIN.password)).token);
  demo = api(t.app, (await login(t.app, DEMO_USER.username, DEMO_USER.password)).token);
});

afterAll(async () => {
  await t?.close();
});

describe("settings", () => {
  it("checks SMTP_URL, SMTP_FROM and MESSAGE_SEND_INTERVAL_MS at start", () => {
    expect(loadConfig({})).toMatchObject({ smtpUrl: undefined, messageSendIntervalMs: 5000 });
    expect(loadConfig({ SMTP_URL: "smtp://no%40reply.cn:pw@mail.example.com:25" })).toMatchObject({
      smtpFrom: "no@reply.cn",
    });
    expect(() => loadConfig({ SMTP_URL: "http://mail.example.com" })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ SMTP_URL: "smtp://user:pw@mail.example.com" })).toThrow(/SMTP_FROM/);
    expect(loadConfig({ SMTP_URL: "smtps://user:pw@mail.example.com", SMTP_FROM: "a@b.cn" }).smtpFrom).toBe(
      "a@b.cn",
    );
    expect(loadConfig({ MESSAGE_SEND_INTERVAL_MS: "0" }).messageSendIntervalMs).toBe(0);
    expect(() => loadConfig({ MESSAGE_SEND_INTERVAL_MS: "10" })).toThrow(/MESSAGE_SEND_INTERVAL_MS/);
  });
});

describe("rendering", () => {
  it("fills placeholders by plain lookup and leaves unknown ones visible", () => {
    expect(renderTemplate("你好 ${name}，编号 ${no}，${missing}", { name: "张三", no: 7 })).toBe(
      "你好 张三，编号 7，${missing}",
    );
  });

  it("never expands a placeholder that a value contains, nor evaluates anything", () => {
    const out = renderTemplate("A ${a} B ${b}", { a: "${b}", b: "${constructor}" });
    expect(out).toBe("A ${b} B ${constructor}");
    expect(renderTemplate("${toString}", {})).toBe("${toString}");
  });

  it("escapes values for HTML, not the template itself", () => {
    expect(
      renderTemplate("<p>${name}</p>", { name: '<img src=x onerror="alert(1)">&' }, { html: true }),
    ).toBe("<p>&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&amp;</p>");
  });
});

describe("templates", () => {
  it("adds a template and refuses a second one with the same code", async () => {
    await addTemplate("welcome_sms", "1", "欢迎 ${name}");
    const again = await admin.post(`${T}/add`, {
      templateCode: "welcome_sms",
      templateName: "另一个",
      templateType: "1",
      templateContent: "x",
    });
    expect(again.body).toMatchObject({ success: false, message: "模板编码已存在" });
    const list = await admin.get<{ records: Loose[] }>(`${T}/list`, { templateCode: "welcome_sms" });
    expect(list.body.result.records).toHaveLength(1);
    expect(list.body.result.records[0]).toMatchObject({ templateType: "1", templateType_dictText: "短信" });
  });

  it("refuses a test JSON that is no object and a type the centre does not send", async () => {
    const base = { templateCode: "bad_one", templateName: "x", templateType: "1", templateContent: "x" };
    expect((await admin.post(`${T}/add`, { ...base, templateTestJson: "{name" })).body).toMatchObject({
      success: false,
      message: "JSON格式不正确",
    });
    expect((await admin.post(`${T}/add`, { ...base, templateTestJson: "[1,2]" })).body).toMatchObject({
      success: false,
    });
    expect((await admin.post(`${T}/add`, { ...base, templateType: "3" })).body).toMatchObject({
      success: false,
      message: "消息类型只能是短信、邮件或系统消息",
    });
  });

  it("edits, reads and deletes a template", async () => {
    await addTemplate("to_delete", "4", "x");
    const row = await t.db.one<{ id: string }>(
      "SELECT id FROM sys_sms_template WHERE template_code = 'to_delete'",
    );
    const id = row?.id ?? "";
    expect((await admin.put(`${T}/edit`, { id, templateName: "改名" })).body.success).toBe(true);
    expect((await admin.get(`${T}/queryById`, { id })).body.result).toMatchObject({ templateName: "改名" });
    expect((await admin.delete(`${T}/delete`, { id })).body.success).toBe(true);
    expect(await t.db.one("SELECT 1 FROM sys_sms_template WHERE id = $1", [id])).toBeUndefined();
  });
});

describe("sendMsg", () => {
  it("answers the original's messages", async () => {
    await addTemplate("notice_mail", "2", "<p>您好 ${name}</p>", "通知邮件");
    const send = (body: object) => admin.post(`${T}/sendMsg`, body);
    expect(
      (await send({ templateCode: "notice_mail", testData: "{bad", receiver: "a@b.cn", msgType: "2" })).body,
    ).toMatchObject({ success: false, message: "解析Json出错！" });
    expect(
      (await send({ templateCode: "nope", testData: "{}", receiver: "a@b.cn", msgType: "2" })).body,
    ).toMatchObject({ success: false, message: "发送消息任务添加失败！" });
    expect(
      (await send({ templateCode: "notice_mail", testData: "{}", receiver: "", msgType: "2" })).body,
    ).toMatchObject({ success: false, message: "发送消息任务添加失败！" });
    expect(
      (await send({ templateCode: "notice_mail", testData: "{}", receiver: "no-address", msgType: "2" }))
        .body,
    ).toMatchObject({ success: false, message: "邮箱格式不正确: no-address" });
    const ok = await send({
      templateCode: "notice_mail",
      testData: '{"name":"<b>李四</b>"}',
      receiver: "li@example.com",
      msgType: "2",
    });
    expect(ok.body).toMatchObject({ success: true, message: "发送消息任务添加成功！" });
    const row = await messageRow(await messageFor("li@example.com"));
    expect(row).toMatchObject({
      es_title: "通知邮件",
      es_send_status: "0",
      es_send_num: 0,
      es_content: "<p>您好 &lt;b&gt;李四&lt;/b&gt;</p>",
    });
  });

  it("refuses system-message receivers who are no users", async () => {
    await addTemplate("sys_hello", "4", "<p>你好 ${name}</p>", "系统问候");
    const res = await admin.post(`${T}/sendMsg`, {
      templateCode: "sys_hello",
      testData: "{}",
      receiver: "nobody_here",
      msgType: "4",
    });
    expect(res.body).toMatchObject({ success: false, message: "接收人不存在: nobody_here" });
  });
});

describe("the sender", () => {
  it("tries an SMS again after failures and records the success", async () => {
    const gateway = await smsGateway(2);
    try {
      await admin.post(`${T}/sendMsg`, {
        templateCode: "welcome_sms",
        testData: '{"name":"王五"}',
        receiver: "13912345678",
        msgType: "1",
      });
      const id = await messageFor("13912345678");
      await onlyWaiting(id);
      const d = deps({ sms: textSenderFromConfig(gateway.url, {} as never) });
      const now = { retryDelaysSeconds: [0] };
      expect(await sendDueMessages(d, now)).toEqual({ sent: 0, retrying: 1, failed: 0 });
      expect(await messageRow(id)).toMatchObject({ es_send_status: "0", es_send_num: 1 });
      expect((await messageRow(id)).es_result).toContain("500");
      expect(await sendDueMessages(d, now)).toEqual({ sent: 0, retrying: 1, failed: 0 });
      expect(await sendDueMessages(d, now)).toEqual({ sent: 1, retrying: 0, failed: 0 });
      const row = await messageRow(id);
      expect(row).toMatchObject({ es_send_status: "1", es_send_num: 3, es_result: null });
      expect(row.es_send_time).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
      expect(gateway.bodies).toEqual([{ mobile: "13912345678", content: "欢迎 王五" }]);
    } finally {
      await gateway.close();
    }
  });

  it("waits the back-off before trying again", async () => {
    const gateway = await smsGateway(1);
    try {
      await admin.post(`${T}/sendMsg`, {
        templateCode: "welcome_sms",
        testData: "{}",
        receiver: "13912345679",
      });
      const id = await messageFor("13912345679");
      await onlyWaiting(id);
      const d = deps({ sms: textSenderFromConfig(gateway.url, {} as never) });
      expect((await sendDueMessages(d)).retrying).toBe(1);
      expect(await sendDueMessages(d)).toEqual({ sent: 0, retrying: 0, failed: 0 });
      expect(gateway.calls()).toBe(1);
    } finally {
      await gateway.close();
    }
  });

  it("gives up after three tries with the reason, and resend queues it again", async () => {
    const gateway = await smsGateway(1000);
    try {
      await admin.post(`${T}/sendMsg`, {
        templateCode: "welcome_sms",
        testData: "{}",
        receiver: "13800000000",
      });
      const id = await messageFor("13800000000");
      await onlyWaiting(id);
      const d = deps({ sms: textSenderFromConfig(gateway.url, {} as never) });
      const now = { retryDelaysSeconds: [0] };
      await sendDueMessages(d, now);
      await sendDueMessages(d, now);
      expect(await sendDueMessages(d, now)).toEqual({ sent: 0, retrying: 0, failed: 1 });
      expect(await sendDueMessages(d, now)).toEqual({ sent: 0, retrying: 0, failed: 0 });
      expect(gateway.calls()).toBe(3);
      const row = await messageRow(id);
      expect(row).toMatchObject({ es_send_status: "2", es_send_num: 3 });
      expect(row.es_result).toContain("HTTP 500");
      const listed = await admin.get<{ records: Loose[] }>(`${M}/list`, { esSendStatus: "2" });
      expect(listed.body.result.records.find((r) => r.id === (id as unknown as Loose))).toMatchObject({
        esSendStatus_dictText: "发送失败",
      });

      expect((await admin.post(`${M}/resend?id=${id}`)).body).toMatchObject({
        success: true,
        message: "已重新加入发送队列！",
      });
      expect(await messageRow(id)).toMatchObject({ es_send_status: "0", es_send_num: 0, es_result: null });
      expect((await admin.post(`${M}/resend?id=${id}`)).body).toMatchObject({
        success: false,
        message: "只有发送失败的消息可以重新发送",
      });
    } finally {
      await gateway.close();
    }
  });

  it("sends mail through SMTP with the rendered subject and body", async () => {
    const smtp = await smtpServer();
    const mail = mailSenderFromConfig({ smtpUrl: smtp.url, smtpFrom: "noreply@example.com" });
    try {
      await addTemplate("mail_ascii", "2", "<p>Hello ${name}</p>", "Welcome aboard");
      await admin.post(`${T}/sendMsg`, {
        templateCode: "mail_ascii",
        testData: '{"name":"<b>Tom</b>"}',
        receiver: "tom@example.com",
        msgType: "2",
      });
      const id = await messageFor("tom@example.com");
      await onlyWaiting(id);
      expect(await sendDueMessages(deps({ mail }))).toEqual({ sent: 1, retrying: 0, failed: 0 });
      expect(smtp.mails).toHaveLength(1);
      expect(smtp.mails[0].to).toEqual(["tom@example.com"]);
      expect(smtp.mails[0].raw).toContain("Subject: Welcome aboard");
      expect(smtp.mails[0].raw).toContain("<p>Hello &lt;b&gt;Tom&lt;/b&gt;</p>");
      expect(await messageRow(id)).toMatchObject({ es_send_status: "1" });
    } finally {
      mail.close();
      await smtp.close();
    }
  });

  it("fails a mail at once without a mail server, with a clear reason", async () => {
    await admin.post(`${T}/sendMsg`, {
      templateCode: "mail_ascii",
      testData: "{}",
      receiver: "x@example.com",
    });
    const id = await messageFor("x@example.com");
    await onlyWaiting(id);
    expect(await sendDueMessages(deps())).toEqual({ sent: 0, retrying: 0, failed: 1 });
    expect(await messageRow(id)).toMatchObject({
      es_send_status: "2",
      es_send_num: 1,
      es_result: "未配置邮件服务器(SMTP_URL)，邮件无法发送",
    });
  });

  it("puts a system message into the receiver's bell, on the sender's timer", async () => {
    await admin.post(`${T}/sendMsg`, {
      templateCode: "sys_hello",
      testData: '{"name":"演示用户"}',
      receiver: DEMO_USER.username,
      msgType: "4",
    });
    const id = await messageFor(DEMO_USER.username);
    await onlyWaiting(id);
    const running = startMessageSender(deps(), 100);
    try {
      await expect.poll(async () => (await messageRow(id)).es_send_status, { timeout: 5000 }).toBe("1");
    } finally {
      await running.stop();
    }
    const bell = await demo.get<{ sysMsgList: Loose[]; sysMsgTotal: number }>(
      "/sys/annountCement/listByUser",
    );
    expect(bell.body.result.sysMsgTotal).toBeGreaterThanOrEqual(1);
    expect(bell.body.result.sysMsgList[0]).toMatchObject({
      titile: "系统问候",
      sender: ADMIN.username,
      msgContent: "<p>你好 演示用户</p>",
    });
  });
});

describe("messages added by hand", () => {
  it("wait for the sender, and their receivers are checked", async () => {
    const add = (over: object) =>
      admin.post(`${M}/add`, {
        esTitle: "手工消息",
        esType: "1",
        esReceiver: "13912345670",
        esContent: "内容",
        esSendStatus: "1",
        ...over,
      });
    expect((await add({ esReceiver: "123" })).body).toMatchObject({
      success: false,
      message: "手机号格式不正确: 123",
    });
    expect((await add({})).body.success).toBe(true);
    const row = await t.db.one<SmsRow>("SELECT * FROM sys_sms WHERE es_receiver = '13912345670'");
    expect(row).toMatchObject({ es_send_status: "0", es_send_num: 0 });
  });
});

describe("button codes", () => {
  const id = "00000000000000000000000000000000";
  const calls: [string, string, (c: ReturnType<typeof api>) => ReturnType<ReturnType<typeof api>["get"]>][] =
    [
      ...[T, M].flatMap((p): typeof calls => [
        ["list", p, (c) => c.get(`${p}/list`)],
        ["queryById", p, (c) => c.get(`${p}/queryById`, { id })],
        ["add", p, (c) => c.post(`${p}/add`, {})],
        ["edit", p, (c) => c.put(`${p}/edit`, { id })],
        ["delete", p, (c) => c.delete(`${p}/delete`, { id })],
        ["deleteBatch", p, (c) => c.delete(`${p}/deleteBatch`, { ids: id })],
        ["exportXls", p, (c) => c.get(`${p}/exportXls`)],
        ["importExcel", p, (c) => c.post(`${p}/importExcel`, {})],
      ]),
      [
        "sendMsg",
        T,
        (c) =>
          c.post(`${T}/sendMsg`, { templateCode: "welcome_sms", testData: "{}", receiver: "13912345678" }),
      ],
      ["resend", M, (c) => c.post(`${M}/resend?id=${id}`)],
    ];

  it.each(calls)("%s of %s answers 510 without its code", async (_name, _prefix, call) => {
    const before = await t.db.one<{ n: number }>("SELECT count(*)::int AS n FROM sys_sms");
    const res = await call(demo);
    expect(res.body, res.text).toMatchObject({ success: false, code: 510 });
    expect(await t.db.one<{ n: number }>("SELECT count(*)::int AS n FROM sys_sms")).toEqual(before);
  });

  it("seeds the 消息中心 folder with both lists and their buttons for admin", async () => {
    const rows = await t.db.query<{
      name: string;
      url: string | null;
      component: string | null;
      perms: string | null;
    }>(
      `SELECT p.name, p.url, p.component, p.perms FROM sys_permission p
        WHERE p.id = '874864fffb374c7b81b2576694228ab5' OR p.parent_id = '874864fffb374c7b81b2576694228ab5'
        ORDER BY p.menu_type, p.sort_no`,
    );
    expect(rows).toEqual([
      { name: "消息中心", url: "/message", component: "layouts/RouteView", perms: null },
      {
        name: "消息管理",
        url: "/modules/message/sysMessageList",
        component: "modules/message/SysMessageList",
        perms: null,
      },
      {
        name: "模板管理",
        url: "/modules/message/sysMessageTemplateList",
        component: "modules/message/SysMessageTemplateList",
        perms: null,
      },
    ]);
    const codes = await t.db.query<{ perms: string }>(
      `SELECT p.perms FROM sys_permission p JOIN sys_role_permission rp ON rp.permission_id = p.id
         JOIN sys_role r ON r.id = rp.role_id
        WHERE r.role_code = 'admin' AND p.perms LIKE 'message:%' ORDER BY p.perms`,
    );
    expect(codes.map((c) => c.perms)).toEqual(
      expect.arrayContaining(["message:template:send", "message:message:resend", "message:template:add"]),
    );
  });
});
