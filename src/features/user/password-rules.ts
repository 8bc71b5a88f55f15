import type { FormRule } from "antd";

/**
 * The default password policy's shape (at least 8 characters with letters, digits and a special
 * character). The server's configured policy has the last word; its message is shown when it refuses.
 */
export const PASSWORD_PATTERN = /^(?=.*[a-zA-Z])(?=.*\d)(?=.*[~!@#$%^&*()_+`\-={}:";'<>?,./]).{8,}$/;

export const PASSWORD_RULES: FormRule[] = [
  { required: true, message: "请输入登录密码!" },
  { pattern: PASSWORD_PATTERN, message: "密码由8位数字、大小写字母和特殊符号组成!" },
];
