import type { CodeCheck } from "./codes.ts";

/** The original's texts where it has them, otherwise our own. */
export const SMS_MESSAGES = {
  stillValid: "验证码10分钟内，仍然有效！",
  unknownPhone: "该用户不存在或未绑定手机号",
  phoneRegistered: "手机号已经注册，请直接登录！",
  sendFailed: "短信验证码发送失败,请稍后重试",
  sent: "短信验证码发送成功",
  badMode: "短信模式不正确，应为0(登录)、1(注册)或2(忘记密码)",
  codeRequired: "请输入手机验证码",
  codeWrong: "手机验证码错误",
  codeExpired: "手机验证码失效，请重新获取",
  codeExhausted: "手机验证码错误次数过多，请重新获取",
} as const;

/** The answer to every registration step while self-registration is off. */
export const REGISTER_CLOSED = "系统未开放注册，请联系管理员开通账号";

/** The message of a failed check, in the wording of register, phone login and phone verification. */
export function codeFailureMessage(check: Exclude<CodeCheck, "ok">): string {
  if (check === "wrong") return SMS_MESSAGES.codeWrong;
  if (check === "exhausted") return SMS_MESSAGES.codeExhausted;
  return SMS_MESSAGES.codeExpired;
}
