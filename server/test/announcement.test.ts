/**
 * 系统通告: writing, publishing to everyone or to listed users, revoking, every user's bell and 我的消息 on
 * their own rows only, the tenant of the admin list, sanitised HTML, the permission codes, and the pushes
 * publishing and revoking request.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../src/core/passwords.ts";
import type { ServerModule } from "../src/core/server-module.ts";
import { announcementModule } from "../src/modules/announcement/index.ts";
import { sendSystemMessage } from "../src/modules/announcement/system-message.ts";
import { modules } from "../src/modules/index.ts";
import type { Pusher, PushFrame } from "../src/realtime/push.ts";
import { ADMIN, type ApiResponse, api, createTestApp, login, type TestApp } from "./helpers.ts";
import {
  ADMIN_ROLE_ID,
  expectOk,
  expectRefused,
  GOOD_PASSWORD,
  insertUser,
  NO_PERMISSION,
} from "./user-fixtures.ts";

type Client = ReturnType<typeof api>;

/** What a push was asked to reach: everyone, or these users. */
interface PushCall {
  to: "all" | readonly string[];
  frame: PushFrame;
}

const pushes: PushCall[] = [];

/** The app's pusher, recording each call before passing it on. */
function recording(push: Pusher): Pusher {
  return {
    async toAll(frame) {
      pushes.push({ to: "all", frame });
      await push.toAll(frame);
    },
    async toUsers(userIds, frame) {
      pushes.push({ to: [...userIds], frame });
      await push.toUsers(userIds, frame);
    },
  };
}

const watched: ServerModule = {
  ...announcementModule,
  register: (app, ctx) => announcementModule.register(app, { ...ctx, push: recording(ctx.push) }),
};

let t: TestApp;
let admin: Client;
let alice: Client;
let bob: Client;
let aliceId: string;
let bobId: string;

/** A user who can sign in, with these roles and tenants. */
async function signedIn(username: string, roles: string[] = [], tenants?: string): Promise<[string, string]> {
  const id = await insertUser(t.db, { username, password: await hashPassword(GOOD_PASSWORD) }, [], roles);
  if (tenants) await t.db.query("UPDATE sys_user SET rel_tenant_ids = $2 WHERE id = $1", [id, tenants]);
  const { token, body } = await login(t.app, username, GOOD_PASSWORD);
  if (!token) throw new Error(`login of ${username} failed: ${JSON.stringify(body)}`);
  return [id, token];
}

const URL = "/sys/annountCement";
const SEND = "/sys/sysAnnouncementSend";

async function add(fields: Record<string, unknown>): Promise<string> {
  const titile = String(fields.titile);
  expectOk(await admin.post(`${URL}/add`, { msgCategory: "1", priority: "M", msgType: "ALL", ...fields }));
  const row = await t.db.one<{ id: string }>("SELECT id FROM sys_announcement WHERE titile = $1", [titile]);
  if (!row) throw new Error(`announcement ${titile} not stored`);
  return row.id;
}

const release = (id: string) => admin.get(`${URL}/doReleaseData`, { id });
const revoke = (id: string) => admin.get(`${URL}/doReovkeData`, { id });

interface Bell {
  anntMsgList: { id: string; titile: string; msgContent: string }[];
  anntMsgTotal: number;
  sysMsgList: { id: string; titile: string }[];
  sysMsgTotal: number;
}

async function bell(client: Client): Promise<Bell> {
  const res = await client.get<Bell>(`${URL}/listByUser`);
  expect(res.body).toMatchObject({ success: true, code: 0 });
  return res.body.result;
}

/** A page of rows that carry a title (我的消息, the admin list). */
interface TitledPage {
  records: { titile: string; userId?: string; msgContent?: string }[];
  total: number;
}

const titles = (list: readonly { titile: string }[]) => list.map((m) => m.titile);

async function statusOf(id: string) {
  return t.db.one<{
    send_status: string;
    send_time: string | null;
    cancel_time: string | null;
    sender: string;
  }>("SELECT send_status, send_time, cancel_time, sender FROM sys_announcement WHERE id = $1", [id]);
}

async function receipt(anntId: string, userId: string) {
  return t.db.one<{ read_flag: string; read_time: string | null }>(
    "SELECT read_flag, read_time FROM sys_announcement_send WHERE annt_id = $1 AND user_id = $2",
    [anntId, userId],
  );
}

beforeAll(async () => {
  t = await createTestApp({ modules: modules.map((m) => (m === announcementModule ? watched : m)) });
  admin = api(t.app, (await login(t.app, ADMIN.username, ADMIN.password)).token);
  const [a, aliceToken] = await signedIn("ann_alice");
  const [b, bobToken] = await signedIn("ann_bob");
  [aliceId, bobId] = [a, b];
  alice = api(t.app, aliceToken);
  bob = api(t.app, bobToken);
});

afterAll(async () => {
  await t?.close();
});

describe("writing announcements", () => {
  it("stores the content without scripts, event handlers or javascript: links, and keeps the rest", async () => {
    const id = await add({
      titile: "含脚本的通告",
      msgContent:
        '<h2>标题</h2><p onclick="steal()">正文<strong>加粗</strong><script>window.hacked=1</script></p>' +
        '<ul><li>一</li></ul><a href="javascript:alert(1)">坏链接</a><a href="https://example.com">好链接</a>' +
        '<img src="/jeecg-boot/sys/common/static/jeditor/a.png" onerror="window.hacked=1">' +
        '<img src="data:text/html;base64,PHNjcmlwdD4=">',
    });
    const stored = await t.db.one<{ msg_content: string }>(
      "SELECT msg_content FROM sys_announcement WHERE id = $1",
      [id],
    );
    const html = stored?.msg_content ?? "";
    expect(html).not.toMatch(/script|onclick|onerror|javascript:|data:/i);
    expect(html).toContain("<h2>标题</h2>");
    expect(html).toContain("<strong>加粗</strong>");
    expect(html).toContain("<li>一</li>");
    expect(html).toContain('<a href="https://example.com">好链接</a>');
    expect(html).toContain('<img src="/jeecg-boot/sys/common/static/jeditor/a.png" />');
  });

  it("answers content stored before sanitising sanitised again", async () => {
    const id = await add({ titile: "旧数据通告", msgContent: "<p>旧</p>" });
    await t.db.query("UPDATE sys_announcement SET msg_content = $2 WHERE id = $1", [
      id,
      '<p>旧</p><img src="x" onerror="window.hacked=1"><script>window.hacked=1</script>',
    ]);
    const res = await admin.get(`${URL}/queryById`, { id });
    expectOk(res);
    expect(res.body.result.msgContent).toBe('<p>旧</p><img src="x" />');
    const list = await admin.get<TitledPage>(`${URL}/list`, { titile: "旧数据通告" });
    expect(list.body.result.records[0].msgContent).toBe('<p>旧</p><img src="x" />');
  });

  it("needs receivers for an announcement to listed users, each of them a user, stored as a,b,", async () => {
    expectRefused(await admin.post(`${URL}/add`, { titile: "无人", msgType: "USER" }), "请选择指定用户!");
    expectRefused(
      await admin.post(`${URL}/add`, { titile: "无此人", msgType: "USER", userIds: "nobody," }),
      "指定用户不存在或已删除",
    );
    const id = await add({ titile: "给两人", msgType: "USER", userIds: `${aliceId},${bobId}` });
    const res = await admin.get(`${URL}/queryById`, { id });
    expect(res.body.result).toMatchObject({
      userIds: `${aliceId},${bobId},`,
      userIds_dictText: "ann_alice,ann_bob",
      sendStatus: "0",
    });
    expect(res.body.result).not.toHaveProperty("tenantId");
  });

  it("refuses an end before the start", async () => {
    expectRefused(
      await admin.post(`${URL}/add`, {
        titile: "时间倒置",
        startTime: "2026-05-02 00:00:00",
        endTime: "2026-05-01 00:00:00",
      }),
      "结束时间不能早于开始时间",
    );
  });
});

describe("publishing and revoking", () => {
  it("publishes to listed users: stamps sender and time, gives each a receipt, pushes to them", async () => {
    const id = await add({
      titile: "给爱丽丝",
      msgType: "USER",
      userIds: aliceId,
      msgContent: "<p>你好</p>",
    });
    pushes.length = 0;
    const res = await release(id);
    expectOk(res, "该系统通知发布成功");
    expect(await statusOf(id)).toMatchObject({ send_status: "1", sender: "admin" });
    expect((await statusOf(id))?.send_time).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(await receipt(id, aliceId)).toMatchObject({ read_flag: "0" });
    expect(await receipt(id, bobId)).toBeUndefined();
    expect(pushes).toEqual([{ to: [aliceId], frame: { cmd: "user", msgId: id, msgTxt: "给爱丽丝" } }]);

    expect(titles((await bell(alice)).anntMsgList)).toContain("给爱丽丝");
    expect(titles((await bell(bob)).anntMsgList)).not.toContain("给爱丽丝");

    expectRefused(await release(id), "该通告已发布，请勿重复发布");
    expectRefused(
      await admin.put(`${URL}/edit`, { id, titile: "改标题" }),
      "只有未发布的通告可以编辑，已发布的请先撤销",
    );
    expectRefused(await admin.delete(`${URL}/delete`, { id }), "已发布的通告不能删除，请先撤销");
    expectRefused(
      await admin.delete(`${URL}/deleteBatch`, { ids: `${id},` }),
      "已发布的通告不能删除，请先撤销",
    );
  });

  it("publishes to all: pushes a topic, and each user's bell gets a receipt when it reads", async () => {
    const id = await add({ titile: "全员通知", msgType: "ALL" });
    pushes.length = 0;
    expectOk(await release(id));
    expect(pushes).toEqual([{ to: "all", frame: { cmd: "topic", msgId: id, msgTxt: "全员通知" } }]);
    expect(await receipt(id, bobId)).toBeUndefined();
    const seen = await bell(bob);
    expect(titles(seen.anntMsgList)).toContain("全员通知");
    expect(await receipt(id, bobId)).toMatchObject({ read_flag: "0" });
  });

  it("back-fills an announcement to all only for users created before it ended", async () => {
    const id = await add({ titile: "早已结束", msgType: "ALL", endTime: "2021-01-01 00:00:00" });
    expectOk(await release(id));
    const [oldId, oldToken] = await signedIn("ann_old");
    await t.db.query("UPDATE sys_user SET create_time = '2020-01-01 00:00:00' WHERE id = $1", [oldId]);
    const old = api(t.app, oldToken);
    // alice was created (2022-06-01) after the end: no receipt; the older account gets one, but the
    // expired announcement is not shown.
    expect(titles((await bell(old)).anntMsgList)).not.toContain("早已结束");
    await bell(alice);
    expect(await receipt(id, oldId)).toMatchObject({ read_flag: "0" });
    expect(await receipt(id, aliceId)).toBeUndefined();
  });

  it("revokes: status 2 with the time, pushes the same way, and the bells drop it", async () => {
    const id = await add({ titile: "将撤销", msgType: "USER", userIds: `${aliceId},${bobId}` });
    expectRefused(await revoke(id), "该通告尚未发布，无需撤销");
    expectOk(await release(id));
    expect(titles((await bell(alice)).anntMsgList)).toContain("将撤销");
    pushes.length = 0;
    expectOk(await revoke(id), "该系统通知撤销成功");
    expect(await statusOf(id)).toMatchObject({ send_status: "2" });
    expect((await statusOf(id))?.cancel_time).toMatch(/^\d{4}-/);
    expect(pushes).toEqual([{ to: [aliceId, bobId], frame: { cmd: "user", msgId: id, msgTxt: "将撤销" } }]);
    expect(titles((await bell(alice)).anntMsgList)).not.toContain("将撤销");
    expectRefused(await revoke(id), "该通告已撤销，请勿重复撤销");
    expectRefused(await release(id), "该通告已撤销，不能再次发布");
    expectOk(await admin.delete(`${URL}/delete`, { id }));
    expect(await receipt(id, aliceId)).toBeUndefined();
  });
});

describe("a user's own messages", () => {
  let carolId: string;
  let carol: Client;
  const sysIds: string[] = [];

  beforeAll(async () => {
    const [id, token] = await signedIn("ann_carol");
    carolId = id;
    carol = api(t.app, token);
    for (const n of [1, 2, 3]) {
      sysIds.push(
        await sendSystemMessage(
          { db: t.db, push: { toAll: async () => undefined, toUsers: async () => undefined } },
          { toUserIds: [carolId], title: `系统消息${n}`, content: `<p>第${n}条</p>` },
        ),
      );
    }
    const notice = await add({ titile: "卡萝尔的通知", msgType: "USER", userIds: carolId });
    expectOk(await release(notice));
  });

  it("the bell lists unread notices and system messages with their counts, code 0", async () => {
    const seen = await bell(carol);
    expect(seen.sysMsgTotal).toBe(3);
    expect(titles(seen.sysMsgList).sort()).toEqual(["系统消息1", "系统消息2", "系统消息3"]);
    expect(titles(seen.anntMsgList)).toContain("卡萝尔的通知");
    expect(seen.anntMsgTotal).toBe(seen.anntMsgList.length);
  });

  it("getMyAnnouncementSend pages and filters the caller's rows only", async () => {
    const page = await carol.get<TitledPage>(`${SEND}/getMyAnnouncementSend`, {
      pageNo: 1,
      pageSize: 2,
      msgCategory: "2",
    });
    expect(page.body.success, page.text).toBe(true);
    expect(page.body.result).toMatchObject({ total: 3, size: 2, current: 1, pages: 2 });
    expect(page.body.result.records).toHaveLength(2);
    expect(Object.keys(page.body.result.records[0]).sort()).toEqual(
      [
        "anntId",
        "busId",
        "busType",
        "id",
        "msgAbstract",
        "msgCategory",
        "msgContent",
        "openPage",
        "openType",
        "priority",
        "readFlag",
        "sendTime",
        "sender",
        "titile",
        "userId",
      ].sort(),
    );
    expect(page.body.result.records.every((r) => r.userId === carolId)).toBe(true);
    const second = await carol.get<TitledPage>(`${SEND}/getMyAnnouncementSend`, {
      pageNo: 2,
      pageSize: 2,
      msgCategory: "2",
    });
    expect(second.body.result.records).toHaveLength(1);
    const byTitle = await carol.get<TitledPage>(`${SEND}/getMyAnnouncementSend`, { titile: "*消息2*" });
    expect(titles(byTitle.body.result.records)).toEqual(["系统消息2"]);
    const notices = await carol.get<TitledPage>(`${SEND}/getMyAnnouncementSend`, { msgCategory: "1" });
    expect(titles(notices.body.result.records)).toContain("卡萝尔的通知");
    expect(titles(notices.body.result.records)).not.toContain("系统消息1");
    const others = await bob.get<TitledPage>(`${SEND}/getMyAnnouncementSend`, { titile: "系统消息" });
    expect(others.body.result.total).toBe(0);
  });

  it("editByAnntIdAndUserId marks the caller's receipt read, never another user's", async () => {
    const [first] = sysIds;
    expectRefused(await bob.put(`${SEND}/editByAnntIdAndUserId`, { anntId: first }));
    expect(await receipt(first, carolId)).toMatchObject({ read_flag: "0", read_time: null });
    expectOk(await carol.put(`${SEND}/editByAnntIdAndUserId`, { anntId: first }));
    expect((await receipt(first, carolId))?.read_flag).toBe("1");
    expect((await receipt(first, carolId))?.read_time).toMatch(/^\d{4}-/);
    expect((await bell(carol)).sysMsgTotal).toBe(2);
    const unread = await carol.get<TitledPage>(`${SEND}/getMyAnnouncementSend`, {
      readFlag: "0",
      msgCategory: "2",
    });
    expect(unread.body.result.total).toBe(2);
  });

  it("readAll marks every unread receipt of the caller read, and no one else's", async () => {
    const bobUnread = await t.db.one<{ n: number }>(
      "SELECT count(*)::int AS n FROM sys_announcement_send WHERE user_id = $1 AND read_flag = '0'",
      [bobId],
    );
    expect(bobUnread?.n).toBeGreaterThan(0);
    expectOk(await carol.put(`${SEND}/readAll`), "全部已读");
    const seen = await bell(carol);
    expect([seen.anntMsgTotal, seen.sysMsgTotal]).toEqual([0, 0]);
    const bobAfter = await t.db.one<{ n: number }>(
      "SELECT count(*)::int AS n FROM sys_announcement_send WHERE user_id = $1 AND read_flag = '0'",
      [bobId],
    );
    expect(bobAfter?.n).toBe(bobUnread?.n);
  });

  it("queryById shows a user an announcement that reached them, and nothing else", async () => {
    const mine = await carol.get(`${URL}/queryById`, { id: sysIds[1] });
    expectOk(mine);
    expect(mine.body.result).toMatchObject({
      id: sysIds[1],
      titile: "系统消息2",
      msgContent: "<p>第2条</p>",
    });
    expectRefused(await bob.get(`${URL}/queryById`, { id: sysIds[1] }), "未找到对应实体");
    const draft = await add({ titile: "草稿", msgType: "ALL" });
    expectRefused(await bob.get(`${URL}/queryById`, { id: draft }), "未找到对应实体");
  });
});

describe("sendSystemMessage", () => {
  it("stores a published message to users, one receipt each, sanitised, and pushes to them", async () => {
    const calls: PushCall[] = [];
    const push: Pusher = {
      toAll: async (frame) => void calls.push({ to: "all", frame }),
      toUsers: async (ids, frame) => void calls.push({ to: [...ids], frame }),
    };
    const id = await sendSystemMessage(
      { db: t.db, push },
      {
        toUserIds: [aliceId, bobId, aliceId],
        title: "通行证已通过",
        content: '<p>已通过</p><script>window.hacked=1</script><img src="x" onerror="window.hacked=1">',
        busType: "permit_application",
        busId: "app-1",
        openType: "component",
        openPage: "permit/ApplicationDetail",
        priority: "H",
      },
    );
    const row = await t.db.one(
      `SELECT titile, msg_content, sender, msg_category, msg_type, send_status, send_time, bus_type, bus_id,
              open_type, open_page, priority, user_ids, tenant_id
         FROM sys_announcement WHERE id = $1`,
      [id],
    );
    expect(row).toMatchObject({
      titile: "通行证已通过",
      msg_content: '<p>已通过</p><img src="x" />',
      sender: "system",
      msg_category: "2",
      msg_type: "USER",
      send_status: "1",
      bus_type: "permit_application",
      bus_id: "app-1",
      open_type: "component",
      open_page: "permit/ApplicationDetail",
      priority: "H",
      user_ids: `${aliceId},${bobId},`,
      tenant_id: 0,
    });
    const receipts = await t.db.query("SELECT user_id FROM sys_announcement_send WHERE annt_id = $1", [id]);
    expect(receipts.map((r) => r.user_id).sort()).toEqual([aliceId, bobId].sort());
    expect(calls).toEqual([
      { to: [aliceId, bobId], frame: { cmd: "user", msgId: id, msgTxt: "通行证已通过" } },
    ]);
    const seen = await bell(bob);
    expect(seen.sysMsgList.find((m) => m.id === id)).toMatchObject({ busId: "app-1", openType: "component" });
  });
});

describe("permission codes and tenants", () => {
  it("refuses every coded endpoint (510) to a user without its code", async () => {
    const id = await add({ titile: "无权访问", msgType: "ALL" });
    const refused = (res: ApiResponse) => {
      expect(res.status, res.text).toBe(200);
      expect(res.body).toMatchObject({ success: false, code: 510, message: NO_PERMISSION });
    };
    refused(await bob.get(`${URL}/list`));
    refused(await bob.post(`${URL}/add`, { titile: "越权" }));
    refused(await bob.put(`${URL}/edit`, { id, titile: "越权" }));
    refused(await bob.delete(`${URL}/delete`, { id }));
    refused(await bob.delete(`${URL}/deleteBatch`, { ids: id }));
    refused(await bob.get(`${URL}/exportXls`));
    refused(await bob.get(`${URL}/doReleaseData`, { id }));
    refused(await bob.get(`${URL}/doReovkeData`, { id }));
    expect(await statusOf(id)).toMatchObject({ send_status: "0" });
  });

  it("the admin list and single-row writes stay in the acting tenant; the announcement carries it", async () => {
    await t.db.query(
      "INSERT INTO sys_tenant (id, name, status) VALUES (7, '通告租户', 1) ON CONFLICT DO NOTHING",
    );
    const [, token] = await signedIn("ann_tenant_admin", [ADMIN_ROLE_ID], "7");
    const other = api(t.app, token, { tenantId: 7 });
    expectOk(
      await other.post(`${URL}/add`, {
        titile: "租户七通告",
        msgCategory: "1",
        priority: "L",
        msgType: "ALL",
      }),
    );
    const stored = await t.db.one<{ id: string; tenant_id: number }>(
      "SELECT id, tenant_id FROM sys_announcement WHERE titile = '租户七通告'",
    );
    expect(stored?.tenant_id).toBe(7);
    const theirs = await other.get<TitledPage>(`${URL}/list`, { pageSize: 100 });
    expect(titles(theirs.body.result.records)).toEqual(["租户七通告"]);
    const ours = await admin.get<TitledPage>(`${URL}/list`, { pageSize: 100 });
    expect(titles(ours.body.result.records)).not.toContain("租户七通告");
    expectRefused(await admin.get(`${URL}/doReleaseData`, { id: stored?.id }), "未找到对应实体");
    // Published, it reaches users without a tenant list (alice) but not users of another tenant.
    expectOk(await other.get(`${URL}/doReleaseData`, { id: stored?.id }));
    expect(titles((await bell(alice)).anntMsgList)).toContain("租户七通告");
    await t.db.query(
      "INSERT INTO sys_tenant (id, name, status) VALUES (8, '别的租户', 1) ON CONFLICT DO NOTHING",
    );
    const [, eightToken] = await signedIn("ann_tenant_eight", [], "8");
    const eight = api(t.app, eightToken, { tenantId: 8 });
    expect(titles((await bell(eight)).anntMsgList)).not.toContain("租户七通告");
  });
});
