export interface LoginValues {
  username: string;
  password: string;
  captcha: string;
}

export type LoginErrors = Partial<Record<keyof LoginValues, string>>;

/** The login form's checks, with the messages of the original's login page. */
export function validateLogin(values: LoginValues, withCaptcha: boolean): LoginErrors {
  const errors: LoginErrors = {};
  if (values.username.trim() === "") errors.username = "请输入用户名";
  if (values.password === "") errors.password = "请输入密码";
  if (withCaptcha && values.captcha.trim() === "") errors.captcha = "请输入验证码!";
  return errors;
}

/** The server asks for the captcha with these answers. */
export function isCaptchaMessage(message: string): boolean {
  return message.includes("验证码");
}
