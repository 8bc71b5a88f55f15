/**
 * Server-side copies of the web forms' rules, so a client that
 * skips the form gets the same messages. Each check returns the message of the first failure.
 */

export type Check = (value: string | null | undefined) => string | undefined;

const empty = (v: string | null | undefined): v is null | undefined | "" =>
  v === null || v === undefined || v === "";

export const MOBILE = /^1[3-9]\d{9}$/;
export const USERNAME_CHARS = /^[A-Za-z0-9_]+$/;
export const EMAIL = /^[A-Za-z0-9_.+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
/** The original's user form rule: letters, digits and a symbol, at least 8 characters. */
export const PASSWORD = /^(?=.*[a-zA-Z])(?=.*\d)(?=.*[~!@#$%^&*()_+`\-={}:";'<>?,./]).{8,}$/;
export const PASSWORD_MAX = 100;

export const MESSAGES = {
  usernameRequired: "请输入用户名",
  usernameChars: "只允许字母、数字、下划线",
  usernameLength: "长度4到18个字符",
  mobileRequired: "请输入手机号",
  mobile: "请输入正确手机号",
  email: "邮箱格式不正确",
  passwordRequired: "请输入密码",
  password: "密码由8位数字、大小写字母和特殊符号组成!",
  passwordTooLong: `密码长度不能超过${PASSWORD_MAX}个字符`,
} as const;

export const checkUsername: Check = (v) => {
  if (empty(v)) return MESSAGES.usernameRequired;
  if (!USERNAME_CHARS.test(v)) return MESSAGES.usernameChars;
  if (v.length < 4 || v.length > 18) return MESSAGES.usernameLength;
  return undefined;
};

export const checkMobile: Check = (v) => {
  if (empty(v)) return MESSAGES.mobileRequired;
  return MOBILE.test(v) ? undefined : MESSAGES.mobile;
};

/** A name of `min` to `max` characters (the forms' 长度在 2 到 30 个字符). */
export const lengthBetween =
  (min: number, max: number): Check =>
  (v) => {
    const n = v?.trim().length ?? 0;
    return empty(v) || (n >= min && n <= max) ? undefined : `长度在 ${min} 到 ${max} 个字符`;
  };

/** E-mail is optional. */
export const checkEmail: Check = (v) => (empty(v) || EMAIL.test(v) ? undefined : MESSAGES.email);

export const checkPassword: Check = (v) => {
  if (empty(v)) return MESSAGES.passwordRequired;
  if (v.length > PASSWORD_MAX) return MESSAGES.passwordTooLong;
  return PASSWORD.test(v) ? undefined : MESSAGES.password;
};

/** Generic required rule with optional bounds (messages 最小长度N位字符 / 最大长度N位字符). */
export function requiredRule(message: string, min?: number, max?: number): Check {
  return (v) => {
    if (empty(v) || v.trim() === "") return message;
    if (min !== undefined && v.length < min) return `最小长度${min}位字符`;
    if (max !== undefined && v.length > max) return `最大长度${max}位字符`;
    return undefined;
  };
}

export const AVATAR_OUTSIDE = "头像必须是本系统上传的图片";

/**
 * An avatar is a picture this server stored: a relative path of its upload folder (generated names, or
 * the original's `<folder>/<name>_<time>.png`). A URL of another site, a data: or script URL, or a path
 * that climbs out of the folder would make every viewer's browser fetch or run what its writer chose.
 */
const STORED_IMAGE = /^(?![/\\])(?!.*\.\.)[\w\-./\u4e00-\u9fa5]{1,250}\.(png|jpe?g|gif|webp|bmp)$/i;

export const checkAvatar: Check = (v) => (empty(v) || STORED_IMAGE.test(v) ? undefined : AVATAR_OUTSIDE);
