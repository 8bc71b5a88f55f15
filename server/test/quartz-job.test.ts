/**
 * 定时任务 (/sys/quartzJob): every endpoint and its message, the refusals of an invalid expression and an
 * unknown class (which store nothing), a stopped job saved without its expression checked, the run history,
 * Excel, and 510 for a user without the codes.
 */
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JOB_CLASSES, QUARTZ_CODES, QUARTZ_MESSAGES } from "../../shared/modules/quartz-job.ts";
import { hashPassword } from "../src/core/passwords.ts";
import { derivedRowId } from "../src/modules/module-menus.ts";
import { ADMIN, API_PREFIX, api, createTestApp, login, type TestApp, xlsxMultipart } from "./helpers.ts";
import { GOOD_PASSWORD, insertUser, NO_PERMISSION } from "./user-fixtures.ts";

const URL = "/sys/quartzJob";
const NEVER = "0 0 12 1 1 ? 2099";

let t: TestApp;
let admin: ReturnType<typeof api>;
let nobody: ReturnType<typeof api>;

const count = async (where: string, params: unknown[]) =>
  (await t.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM sys_quartz_job WHERE ${where}`, params))?.n;

async function jobId(description: string): Promise<string> {
  const row = await t.db.one<{ id: string }>("SELECT id FROM sys_quartz_job WHERE description = $1", [
    description,
  ]);
  if (!row) throw new Error(`job ${description} not stored`);
  return row.id;
}

async function added(fields: Record<string, unknown>): Promise<string> {
  const res = await admin.post(`${URL}/add`, { jobClassName: JOB_CLASSES.sample, status: -1, ...fields });
  expect(res.body, res.text).toMatchObject({ success: true, message: QUARTZ_MESSAGES.add });
  return jobId(String(fields.description));
}

/** Polls until `check` holds (a short wait for the scheduler's work). */
async function until<T>(read: () => Promise<T>, check: (v: T) => boolean, ms = 5000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (check(value) || Date.now() > end) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
}

beforeAll(async () => {
  t = await createTestApp();
  admin = api(t.app, (await login(t.app, ADMIN.username, ADMIN.password)).token);
  await insertUser(t.db, { username: "quartz_nobody", password: await hashPassword(GOOD_PASSWORD) });
  nobody = api(t.app, (await login(t.app, "quartz_nobody", GOOD_PASSWORD)).token);
});

afterAll(async () => {
  await t?.close();
});

describe("the job list", () => {
  it("is seeded with the original's sample jobs (stopped) and this product's housekeeping (scheduled)", async () => {
    const res = await admin.get(`${URL}/list`, { pageSize: 50 });
    expect(res.body.success).toBe(true);
    const rows = res.body.result.records as unknown as Record<string, unknown>[];
    const byClass = (name: string) => rows.find((r) => r.jobClassName === name);
    expect(byClass(JOB_CLASSES.sendMsg)).toMatchObject({ cronExpression: "0/50 * * * * ? *", status: -1 });
    expect(byClass(JOB_CLASSES.sampleParam)).toMatchObject({
      parameter: "scott",
      status: -1,
      status_dictText: "停止",
    });
    expect(byClass(JOB_CLASSES.sample)).toMatchObject({
      cronExpression: "0/1 * * * * ?",
      nextFireTime: null,
    });
    const expire = byClass(JOB_CLASSES.permitExpire);
    expect(expire).toMatchObject({ status: 0, status_dictText: "正常" });
    expect(String(expire?.nextFireTime)).toMatch(/^\d{4}-\d{2}-\d{2} 00:05:00$/);
    for (const name of [JOB_CLASSES.logClean, JOB_CLASSES.sessionPurge, JOB_CLASSES.databaseBackup]) {
      expect(byClass(name)).toMatchObject({ status: 0 });
    }
  });

  it("has its menu row under 系统管理 and a button per code", async () => {
    const menuId = derivedRowId("quartz-job", "menu");
    const rows = await t.db.query<{ url: string | null; component: string | null; perms: string | null }>(
      "SELECT url, component, perms FROM sys_permission WHERE id = $1 OR parent_id = $1",
      [menuId],
    );
    expect(rows).toContainEqual(
      expect.objectContaining({ url: "/isystem/QuartzJobList", component: "system/QuartzJobList" }),
    );
    const codes = rows.map((r) => r.perms).filter(Boolean);
    for (const code of ["list", "add", "edit", "delete", "export", "import", "pause", "resume", "execute"]) {
      expect(codes).toContain(`quartzJob:${code}`);
    }
  });
});

describe("add and edit", () => {
  it("refuses an invalid expression of a scheduled job in Quartz's words and stores nothing", async () => {
    const res = await admin.post(`${URL}/add`, {
      jobClassName: JOB_CLASSES.sample,
      cronExpression: "0 0 12 * * * *",
      status: 0,
      description: "无效表达式",
    });
    expect(res.body).toMatchObject({
      success: false,
      message: "CronExpression '0 0 12 * * * *' is invalid.",
    });
    expect(await count("description = $1", ["无效表达式"])).toBe(0);
  });

  it("refuses an unknown class, scheduled or stopped, and stores nothing", async () => {
    for (const status of [0, -1]) {
      const res = await admin.post(`${URL}/add`, {
        jobClassName: "org.example.NoSuchJob",
        cronExpression: NEVER,
        status,
        description: "未知类",
      });
      expect(res.body).toMatchObject({ success: false, message: "后台找不到该类名：org.example.NoSuchJob" });
    }
    expect(await count("description = $1", ["未知类"])).toBe(0);
  });

  it("stores a stopped job without checking its expression, and refuses to start it", async () => {
    const id = await added({ cronExpression: "not a cron", status: -1, description: "停止的坏表达式" });
    const res = await admin.get(`${URL}/resume`, { id });
    expect(res.body).toMatchObject({ success: false, message: "CronExpression 'not a cron' is invalid." });
    expect(await count("id = $1 AND status = -1", [id])).toBe(1);
  });

  it("requires the class and the expression with the form's messages", async () => {
    const noClass = await admin.post(`${URL}/add`, { cronExpression: NEVER, description: "缺类名" });
    expect(noClass.body).toMatchObject({ success: false, message: "请输入任务类名!" });
    expect(await count("description = $1", ["缺类名"])).toBe(0);
  });

  it("schedules a valid job and answers its next fire time; edits it and refuses a bad edit", async () => {
    const id = await added({
      cronExpression: "0 0 12 * * ? *",
      status: 0,
      parameter: "p",
      description: "中午任务",
    });
    const one = await admin.get(`${URL}/queryById`, { id });
    expect(one.body.result).toMatchObject({
      id,
      cronExpression: "0 0 12 * * ? *",
      status: 0,
      parameter: "p",
    });
    const listed = await admin.get(`${URL}/list`, { description: "中午任务" });
    expect(String(listed.body.result.records[0].nextFireTime)).toMatch(/^\d{4}-\d{2}-\d{2} 12:00:00$/);

    const bad = await admin.put(`${URL}/edit`, { id, cronExpression: "0 0 12 * * * *" });
    expect(bad.body).toMatchObject({
      success: false,
      message: "CronExpression '0 0 12 * * * *' is invalid.",
    });
    const unknown = await admin.put(`${URL}/edit`, { id, jobClassName: "x.Y" });
    expect(unknown.body).toMatchObject({ success: false, message: "后台找不到该类名：x.Y" });
    expect(
      await count("id = $1 AND cron_expression = $2 AND job_class_name = $3", [
        id,
        "0 0 12 * * ? *",
        JOB_CLASSES.sample,
      ]),
    ).toBe(1);

    const good = await admin.put(`${URL}/edit`, { id, cronExpression: "0 30 8 ? * 2-6 *" });
    expect(good.body).toMatchObject({ success: true, message: QUARTZ_MESSAGES.edit });
    const stopped = await admin.post(`${URL}/edit`, { id, status: -1, cronExpression: "still not checked" });
    expect(stopped.body).toMatchObject({ success: true, message: QUARTZ_MESSAGES.edit });
    const missing = await admin.put(`${URL}/edit`, { id: "no-such-job", description: "x" });
    expect(missing.body).toMatchObject({ success: false, message: QUARTZ_MESSAGES.editFailed });
  });
});

describe("pause, resume, execute and the run history", () => {
  it("pauses and resumes with the original's messages; an unknown id is 定时任务不存在！", async () => {
    const id = await added({ cronExpression: NEVER, status: 0, description: "暂停恢复" });
    expect((await admin.get(`${URL}/pause`, { id })).body).toMatchObject({
      success: true,
      message: "暂停定时任务成功",
    });
    expect(await count("id = $1 AND status = -1", [id])).toBe(1);
    expect((await admin.get(`${URL}/resume`, { id })).body).toMatchObject({
      success: true,
      message: "恢复定时任务成功",
    });
    expect(await count("id = $1 AND status = 0", [id])).toBe(1);
    for (const path of ["pause", "resume"]) {
      expect((await admin.get(`${URL}/${path}`, { id: "nope" })).body).toMatchObject({
        success: false,
        message: "定时任务不存在！",
      });
    }
  });

  it("runs a job once at 立即执行 and lists the run with its outcome, paged", async () => {
    const id = await added({
      jobClassName: JOB_CLASSES.sampleParam,
      parameter: "scott",
      cronExpression: NEVER,
      description: "立即执行",
    });
    expect((await admin.get(`${URL}/execute`, { id })).body).toMatchObject({
      success: true,
      message: "执行成功!",
    });
    const runs = await until(
      () => admin.get(`${URL}/runs`, { jobId: id, pageNo: 1, pageSize: 10 }),
      (res) => String(res.body.result.records[0]?.status) === "success",
    );
    expect(runs.body.result).toMatchObject({ total: 1, current: 1, size: 10, pages: 1 });
    const run = runs.body.result.records[0];
    expect(run).toMatchObject({
      jobId: id,
      trigger: "manual",
      status: "success",
      status_dictText: "成功",
      message: "Hello scott",
    });
    expect(String(run.fireTime)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(String(run.endTime)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(Number(run.durationMs)).toBeGreaterThanOrEqual(0);
    expect(String(run.instanceId).length).toBeGreaterThan(0);
    const listed = await admin.get(`${URL}/list`, { description: "立即执行" });
    expect(listed.body.result.records[0]).toMatchObject({
      lastRunStatus: "success",
      lastRunStatus_dictText: "成功",
    });
    expect(String(listed.body.result.records[0].lastRunTime)).toMatch(/^\d{4}-\d{2}-\d{2} /);
    expect((await admin.get(`${URL}/execute`, { id: "nope" })).body).toMatchObject({
      success: false,
      message: "未找到对应实体",
    });
  });
});

describe("delete, Excel", () => {
  it("deletes one (删除成功!) or several (删除定时任务成功!); an unknown id is 未找到对应实体", async () => {
    const a = await added({ cronExpression: NEVER, description: "删一" });
    const b = await added({ cronExpression: NEVER, description: "删二" });
    const c = await added({ cronExpression: NEVER, description: "删三" });
    expect((await admin.delete(`${URL}/delete`, { id: a })).body).toMatchObject({
      success: true,
      message: "删除成功!",
    });
    expect((await admin.delete(`${URL}/delete`, { id: a })).body).toMatchObject({
      success: false,
      message: "未找到对应实体",
    });
    expect((await admin.delete(`${URL}/deleteBatch`, { ids: `${b},${c}` })).body).toMatchObject({
      success: true,
      message: "删除定时任务成功!",
    });
    expect(await count("id = ANY($1::varchar[])", [[a, b, c]])).toBe(0);
  });

  it("exports 定时任务列表 and imports jobs stopped, reporting an unknown class", async () => {
    const exported = await t.app.inject({
      method: "GET",
      url: `${API_PREFIX}${URL}/exportXls`,
      headers: { "x-access-token": String((await login(t.app, ADMIN.username, ADMIN.password)).token) },
    });
    expect(exported.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0].getRow(1).getCell(1).value).toBe("定时任务列表报表");
    expect(book.worksheets[0].getRow(3).values).toEqual([
      undefined,
      "任务类名",
      "Cron表达式",
      "参数",
      "描述",
      "状态",
    ]);

    const file = new ExcelJS.Workbook();
    const sheet = file.addWorksheet("定时任务列表");
    sheet.addRow(["任务类名", "Cron表达式", "参数", "描述", "状态"]);
    sheet.addRow([JOB_CLASSES.sample, "* * * * * ? *", "", "导入的任务", "正常"]);
    sheet.addRow(["org.example.Missing", "* * * * * ? *", "", "导入的坏任务", "正常"]);
    const res = await admin.inject({
      method: "POST",
      url: `${URL}/importExcel`,
      ...xlsxMultipart("file", [Buffer.from(await file.xlsx.writeBuffer())]),
    });
    expect(res.body).toMatchObject({ success: true, code: 201 });
    expect(res.body.result).toMatchObject({ totalCount: 2, successCount: 1, errorCount: 1 });
    expect(await count("description = $1 AND status = -1", ["导入的任务"])).toBe(1);
    expect(await count("description = $1", ["导入的坏任务"])).toBe(0);
  });
});

describe("permission codes", () => {
  it("refuses every endpoint (510) to a user without its code", async () => {
    const id = await added({ cronExpression: NEVER, description: "无权" });
    const calls = [
      nobody.get(`${URL}/list`),
      nobody.get(`${URL}/queryById`, { id }),
      nobody.post(`${URL}/add`, {
        jobClassName: JOB_CLASSES.sample,
        cronExpression: NEVER,
        description: "越权",
      }),
      nobody.put(`${URL}/edit`, { id, description: "越权" }),
      nobody.delete(`${URL}/delete`, { id }),
      nobody.delete(`${URL}/deleteBatch`, { ids: id }),
      nobody.get(`${URL}/pause`, { id }),
      nobody.get(`${URL}/resume`, { id }),
      nobody.get(`${URL}/execute`, { id }),
      nobody.get(`${URL}/runs`, { jobId: id }),
      nobody.get(`${URL}/exportXls`),
      nobody.inject({
        method: "POST",
        url: `${URL}/importExcel`,
        ...xlsxMultipart("file", [Buffer.from("x")]),
      }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.body, res.text).toMatchObject({ success: false, code: 510, message: NO_PERMISSION });
    }
    expect(await count("description = $1", ["越权"])).toBe(0);
    expect(await count("id = $1 AND description = $2 AND status = -1", [id, "无权"])).toBe(1);
    expect(Object.values(QUARTZ_CODES)).toEqual(["quartzJob:pause", "quartzJob:resume", "quartzJob:execute"]);
  });
});
