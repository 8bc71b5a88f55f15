/**
 * What Fastify's router answers itself, before any route or error handler runs: a path whose percent
 * encoding does not decode (`%E0%A4%A`), a path parameter over the length limit, a failed route
 * constraint. Each gets the Result envelope with a clear message instead of Fastify's own JSON.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { fail } from "./result.ts";

const MESSAGES: Record<string, { status: number; message: string }> = {
  FST_ERR_BAD_URL: { status: 400, message: "请求路径不合法：含有无效的百分号编码(%)" },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: "请求路径过长" },
  FST_ERR_ASYNC_CONSTRAINT: { status: 400, message: "请求路径不合法" },
};

export function answerFrameworkError(error: FastifyError, _req: FastifyRequest, reply: FastifyReply): void {
  const known = MESSAGES[error.code] ?? { status: 400, message: "请求不合法" };
  reply.code(known.status).send(fail(known.message, known.status));
}
