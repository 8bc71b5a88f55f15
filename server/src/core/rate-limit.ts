import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import { BizError } from "./result.ts";

export const RATE_LIMITED = "请求过于频繁，请稍后再试";

/**
 * Requests per client address per minute on the ways in a script can automate: enough for an office
 * behind one address, too few to spray passwords across accounts. Counted in each server process.
 */
export const IP_LIMITS = {
  login: { max: 60, timeWindow: 60_000 },
  captcha: { max: 120, timeWindow: 60_000 },
  phoneLogin: { max: 30, timeWindow: 60_000 },
  sms: { max: 30, timeWindow: 60_000 },
  checkOnlyUser: { max: 60, timeWindow: 60_000 },
} as const;

/**
 * Makes `config.rateLimit` (one of IP_LIMITS) work on the routes this scope declares after the call.
 * Over the limit a request gets HTTP 429 with the envelope and RATE_LIMITED.
 */
export async function registerIpLimits(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    keyGenerator: (req) => req.ip,
    errorResponseBuilder: () => new BizError(RATE_LIMITED, 429, 429),
  });
}
