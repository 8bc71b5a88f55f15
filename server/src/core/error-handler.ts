import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { unauthorizedBody } from "./auth-hook.ts";
import { BizError, fail } from "./result.ts";
import { type ValidationIssue, validationMessage } from "./validation-message.ts";

/** Fastify's own client-error codes and the message each gets. */
const CLIENT_ERRORS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: "请求体不是有效的JSON",
  FST_ERR_CTP_EMPTY_JSON_BODY: "请求体不能为空",
  FST_ERR_CTP_BODY_TOO_LARGE: "请求体过大，超出服务器限制",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "不支持的请求内容类型(Content-Type)",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "请求体长度与Content-Length不一致",
  FST_ERR_CTP_INVALID_TYPE: "请求内容类型(Content-Type)不正确",
  FST_ERR_BAD_URL: "请求路径不合法",
  FST_ERR_ASYNC_CONSTRAINT: "请求路径不合法",
};

/** PostgreSQL error codes that mean "bad input", answered like the original's global handler. */
const DB_CLIENT_ERRORS: Record<string, string> = {
  "23505": "数据库中已存在该记录",
  "22001": "字段太长,超出数据库字段的长度",
  "22003": "数值超出范围",
  "22007": "日期时间格式不正确",
  "22008": "日期时间超出范围",
  "22P02": "参数格式不正确",
  "22021": "参数包含不允许的字符",
  "23502": "缺少必填字段",
  "23503": "关联数据不存在或仍被引用",
};

/**
 * Every error becomes the Result envelope; bad input never becomes an HTTP 5xx or a stack trace
 * Unexpected errors are logged and answered `操作失败，...`.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    if (err instanceof BizError) {
      const body =
        err.httpStatus === 401 ? unauthorizedBody(err.message) : fail(err.message, err.code, err.result);
      return reply.code(err.httpStatus).send(body);
    }
    if (err.validation) {
      const message = validationMessage(
        err.validation as unknown as ValidationIssue[],
        err.validationContext,
      );
      return reply.code(200).send(fail(message, 500));
    }
    // The JSON parser's own errors (e.g. a `__proto__` key) carry status 400 and no Fastify code.
    const clientText = err.code
      ? CLIENT_ERRORS[err.code]
      : err instanceof SyntaxError && err.statusCode === 400
        ? "请求体不是有效的JSON"
        : undefined;
    if (clientText) return reply.code(200).send(fail(clientText, 500));
    const pgCode = (err as { code?: unknown }).code;
    if (typeof pgCode === "string" && DB_CLIENT_ERRORS[pgCode]) {
      req.log.warn({ err }, "database refused the input");
      return reply.code(200).send(fail(DB_CLIENT_ERRORS[pgCode], 500));
    }
    if (typeof err.statusCode === "number" && err.statusCode >= 400 && err.statusCode < 500) {
      return reply.code(200).send(fail(`请求不合法：${err.message}`, 500));
    }
    req.log.error({ err }, "unexpected error");
    return reply.code(200).send(fail(`操作失败，服务器内部错误(请求编号 ${req.id})`, 500));
  });
}
