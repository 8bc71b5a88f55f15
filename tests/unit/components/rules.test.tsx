import { describe, expect, it } from "vitest";
import { checked, required, rules, sameAs, select } from "@/components/crud/rules";
import { validate } from "./validate-with-antd";

describe("form rule presets", () => {
  it("username: required, letters/digits/underscore, 4 to 18 with the message 长度4到18个字符", async () => {
    expect(await validate(rules.userName, "")).toEqual(["请输入用户名"]);
    expect(await validate(rules.userName, "ab-c")).toContain("只允许字母、数字、下划线");
    expect(await validate(rules.userName, "abc")).toEqual(["长度4到18个字符"]);
    expect(await validate(rules.userName, "a".repeat(19))).toEqual(["长度4到18个字符"]);
    expect(await validate(rules.userName, "user_01")).toEqual([]);
    expect(await validate(rules.userName, "a".repeat(18))).toEqual([]);
  });

  it("mobile: required, 1[3-9] and 9 more digits (16x and 19x included)", async () => {
    expect(await validate(rules.mobile, "")).toEqual(["请输入手机号"]);
    expect(await validate(rules.mobile, "12345678901")).toEqual(["请输入正确手机号"]);
    expect(await validate(rules.mobile, "1861111111")).toEqual(["请输入正确手机号"]);
    for (const ok of ["13800138000", "16612345678", "19912345678", "14712345678"]) {
      expect(await validate(rules.mobile, ok)).toEqual([]);
    }
    expect(await validate(rules.mobileOptional, "")).toEqual([]);
    expect(await validate(rules.mobileOptional, "10000000000")).toEqual(["请输入正确手机号"]);
  });

  it("e-mail is optional with the message 邮箱格式不正确", async () => {
    expect(await validate(rules.email, "")).toEqual([]);
    expect(await validate(rules.email, "not-an-email")).toEqual(["邮箱格式不正确"]);
    expect(await validate(rules.email, "jeecg@163.com")).toEqual([]);
  });

  it("the other presets answer their exact messages", async () => {
    const cases: [keyof typeof rules, string, string, string][] = [
      ["naturalNumber", "-1", "请输入自然数", "12"],
      ["english", "abc1", "请输入英文字符", "abc"],
      ["telephone", "12345", "请输入正确的座机号", "010-12345678"],
      ["bankCard", "0123456789", "请输入正确的银行卡号码", "6222021234567890"],
      ["idNumber", "a-b", "请输入正确的证件号码", "AB12345"],
      ["idCard", "123", "请输入正确的身份证号码", "11010519491231002X"],
      ["qq", "1234", "请输入正确的QQ号码", "12345"],
      ["url", "ftp://x.y", "请输入以http和https开头的网址", "https://example.com/a?b=1"],
      ["enNum0to20", "a".repeat(21), "请输入20位以内的英文字符和数字", "abc123"],
      ["cnEnSpace2to100", "a", "请输入2到100位的中英文字符和空格", "通行 证 pass"],
      ["numLinefeed", "12a", "请输入数字和换行符", "12\n34"],
      ["char0to255", "x".repeat(256), "请输入255位以内的字符", "x".repeat(255)],
      ["order", "256", "排序值不可以大于255", "255"],
    ];
    for (const [name, bad, message, good] of cases) {
      expect(await validate(rules[name], bad), name).toEqual([message]);
      expect(await validate(rules[name], good), name).toEqual([]);
    }
  });

  it("required, select and checked build their messages from their bounds", async () => {
    expect(await validate(required("姓名"), "")).toEqual(["请输入姓名!"]);
    expect(await validate(required(undefined, 3, 5), "ab")).toEqual(["最小长度3位字符"]);
    expect(await validate(required(undefined, 3, 5), "abcdef")).toEqual(["最大长度5位字符"]);
    expect(await validate(select("性别"), undefined)).toEqual(["请选择性别!"]);
    expect(await validate(checked(2, 3), ["a"])).toEqual(["最少选择2项"]);
    expect(await validate(checked(2, 3), ["a", "b", "c", "d"])).toEqual(["最多选择3项"]);
    expect(await validate(checked(2, 3), ["a", "b"])).toEqual([]);
  });

  it("a confirmation must equal its field: 两次输入的密码不一样！", async () => {
    expect(await validate([sameAs("password")], "abc", { password: "abd" })).toEqual([
      "两次输入的密码不一样！",
    ]);
    expect(await validate([sameAs("password")], "abc", { password: "abc" })).toEqual([]);
  });
});
