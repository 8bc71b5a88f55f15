/** The JeecgBoot `Result` envelope. */
export interface Result<T = unknown> {
  success: boolean;
  message: string;
  code: number;
  result: T | null;
  timestamp: number;
}

export function ok<T>(result: T, message = "操作成功！", code = 200): Result<T> {
  return { success: true, message, code, result, timestamp: Date.now() };
}

/** `Result.OK(msg)`: the generated controllers put the text in both message and result. */
export function okMessage(message: string, code = 200): Result<string> {
  return { success: true, message, code, result: message, timestamp: Date.now() };
}

export function fail(message: string, code = 500, result: unknown = null): Result<unknown> {
  return { success: false, message, code, result, timestamp: Date.now() };
}

/**
 * A business error: answered as HTTP `httpStatus` (200 by default, as the original does) with
 * `success:false`, the message and the envelope code.
 */
export class BizError extends Error {
  constructor(
    message: string,
    readonly code = 500,
    readonly httpStatus = 200,
    readonly result: unknown = null,
  ) {
    super(message);
    this.name = "BizError";
  }
}

export const NO_PERMISSION = "没有权限，请联系管理员授权";
export const TOKEN_INVALID = "Token失效，请重新登录!";
