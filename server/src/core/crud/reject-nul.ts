import type { FastifyRequest } from "fastify";
import { BizError } from "../result.ts";

/** PostgreSQL refuses NUL in text: such input gets a clear message instead of a database error. */
function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (depth > 8 || value === null || typeof value !== "object") return false;
  for (const [k, v] of Object.entries(value))
    if (k.includes("\u0000") || containsNul(v, depth + 1)) return true;
  return false;
}

/** preValidation hook for a module's routes: query, path parameters and body. */
export async function rejectNul(req: FastifyRequest): Promise<void> {
  if (containsNul(req.query) || containsNul(req.params) || containsNul(req.body)) {
    throw new BizError("请求参数含有非法字符");
  }
}
