import { describe, expect, it } from "vitest";
import { formFields, rulesFor } from "@/components/crud/fields";
import { compareVersions, parseContent } from "@/features/data-log/compare";
import { logQuery } from "@/features/log/log-query";
import { tenantResource } from "@/features/tenant/tenant-resource";
import { PASSWORD_RULES } from "@/features/user/password-rules";
import { splitIds } from "@/features/user/user-selects";
import { serverChecksPass } from "../components/server-checks-pass";
import { validate } from "../components/validate-with-antd";

serverChecksPass();

describe("log query", () => {
  it("sends the type, a trimmed keyword and the whole days of the range, newest first", () => {
    expect(
      logQuery("1", { keyWord: "  登录 ", range: ["2026-11-01", "2026-11-02"], operateType: "2" }),
    ).toEqual({
      logType: "1",
      column: "createTime",
      order: "desc",
      keyWord: "登录",
      createTime_begin: "2026-11-01 00:00:00",
      createTime_end: "2026-11-02 23:59:59",
    });
  });

  it("filters by operation type only on the operation log, and drops empty filters", () => {
    expect(logQuery("2", { keyWord: " ", operateType: "4" })).toEqual({
      logType: "2",
      column: "createTime",
      order: "desc",
      operateType: "4",
    });
  });
});

describe("data log comparison", () => {
  it("lists every field of both versions and marks the changed ones", () => {
    const left = parseContent('{"name":"张三","age":20,"tags":["a"]}');
    const right = parseContent('{"name":"张三","age":21,"phone":"139"}');
    expect(compareVersions(left, right)).toEqual([
      { field: "name", left: "张三", right: "张三", changed: false },
      { field: "age", left: "20", right: "21", changed: true },
      { field: "tags", left: '["a"]', right: "", changed: true },
      { field: "phone", left: "", right: "139", changed: true },
    ]);
  });

  it("compares content that is not a JSON object as one field", () => {
    expect(parseContent("plain text")).toEqual({ 内容: "plain text" });
    expect(parseContent("[1,2]")).toEqual({ 内容: "[1,2]" });
    expect(parseContent("")).toEqual({});
    expect(parseContent(null)).toEqual({});
  });
});

describe("user form helpers", () => {
  it("reads comma-joined ids, ignoring empty parts", () => {
    expect(splitIds("a,b,,c,")).toEqual(["a", "b", "c"]);
    expect(splitIds("")).toEqual([]);
    expect(splitIds(undefined)).toEqual([]);
  });

  it("asks for a password of letters, digits and a special character, at least 8 long", async () => {
    expect(await validate(PASSWORD_RULES, "")).toEqual(["请输入登录密码!"]);
    expect(await validate(PASSWORD_RULES, "abc12345")).toEqual(["密码由8位数字、大小写字母和特殊符号组成!"]);
    expect(await validate(PASSWORD_RULES, "Abc@1234")).toEqual([]);
  });
});

describe("tenant form", () => {
  const field = (name: string) => tenantResource.fields.find((f) => f.dataIndex === name)!;

  it("edits number, name, dates and status; the number is kept once chosen", () => {
    expect(formFields(tenantResource, "create").map((f) => f.dataIndex)).toEqual([
      "id",
      "name",
      "beginDate",
      "endDate",
      "status",
    ]);
    expect(field("id").lockedOnEdit).toBe(true);
  });

  it("refuses a missing name, a bad number and an end before the begin", async () => {
    expect(await validate(rulesFor(field("name"), "create"), "")).toEqual(["请输入租户名称!"]);
    expect(await validate(rulesFor(field("id"), "create"), "0")).toEqual(["租户编号只能是正整数"]);
    expect(
      await validate(rulesFor(field("endDate"), "create"), "2026-01-01 00:00:00", {
        beginDate: "2026-02-01 00:00:00",
      }),
    ).toEqual(["结束时间不能早于开始时间"]);
    expect(
      await validate(rulesFor(field("endDate"), "create"), "2026-03-01 00:00:00", {
        beginDate: "2026-02-01 00:00:00",
      }),
    ).toEqual([]);
  });
});
