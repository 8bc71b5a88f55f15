import type { FastifyInstance } from "fastify";
import { loginLogText, writeLoginLog } from "../../core/login-log.ts";
import { IP_LIMITS } from "../../core/rate-limit.ts";
import { fail, ok, type Result } from "../../core/result.ts";
import type { AppContext } from "../../core/server-module.ts";
import { checkMobile } from "../../core/validators.ts";
import { loginReply, requestMeta } from "../auth/login-reply.ts";
import { completeLogin, findLoginUser, LOGIN_MESSAGES, refuseUser } from "../auth/login-service.ts";
import { checkCode, dropCode, hasLiveCode, newSmsCode, storeCode } from "./codes.ts";
import { codeFailureMessage, REGISTER_CLOSED, SMS_MESSAGES } from "./messages.ts";
import { ipOverLimit, markSent, mobileOverLimit, RATE_LIMIT_MESSAGE, recordRequest } from "./rate-limit.ts";
import { isSmsMode, type SmsSender } from "./sender.ts";

const text = (max: number) => ({ type: ["string", "number", "null"], maxLength: max });

const smsSchema = {
  body: {
    type: "object",
    properties: { mobile: text(20), smsmode: text(2) },
  },
} as const;

const phoneLoginSchema = {
  body: {
    type: "object",
    properties: { mobile: text(20), captcha: text(20), remember_me: {} },
  },
} as const;

const asText = (v: unknown) => (v === undefined || v === null ? "" : String(v).trim());

/** `success:true` with code 0: how the original answers a wrong phone code. */
function codeRefusal(message: string): Result<unknown> {
  return { success: true, message, code: 0, result: null, timestamp: Date.now() };
}

/** POST /sys/sms and POST /sys/phoneLogin, both anonymous. */
export function registerSmsRoutes(app: FastifyInstance, ctx: AppContext, sender: SmsSender): void {
  const { db } = ctx;

  app.post(
    "/sys/sms",
    { config: { auth: "anonymous", rateLimit: IP_LIMITS.sms }, schema: smsSchema },
    async (req) => {
      const body = req.body as Record<string, unknown>;
      const mobile = asText(body.mobile);
      const badMobile = checkMobile(mobile);
      if (badMobile) return fail(badMobile);
      const mode = asText(body.smsmode);
      if (!isSmsMode(mode)) return fail(SMS_MESSAGES.badMode);
      // No registration code goes out (nor costs an SMS) while nobody may register.
      if (mode === "1" && !ctx.config.allowRegister) return fail(REGISTER_CLOSED);

      if (await ipOverLimit(db, req.ip)) return fail(RATE_LIMIT_MESSAGE);
      const requestId = await recordRequest(db, mobile, req.ip);
      // The original's order: a live code is reported before anything about the account.
      if (await hasLiveCode(db, mobile, mode)) return fail(SMS_MESSAGES.stillValid, 0);
      if (await mobileOverLimit(db, mobile)) return fail(RATE_LIMIT_MESSAGE);

      if (mode === "1") {
        // Deleted accounts keep their phone number (unique index), so they count as taken too.
        const taken = await db.one("SELECT 1 AS x FROM sys_user WHERE phone = $1", [mobile]);
        if (taken) return fail(SMS_MESSAGES.phoneRegistered);
      } else {
        const user = await findLoginUser(db, { phone: mobile });
        if (!user) return fail(SMS_MESSAGES.unknownPhone);
        if (user.status === 2) return fail(LOGIN_MESSAGES.frozen);
      }

      const code = newSmsCode();
      if (!(await storeCode(db, mobile, mode, code))) return fail(SMS_MESSAGES.stillValid, 0);
      await markSent(db, requestId);
      try {
        await sender.send(mobile, code, mode);
      } catch (err) {
        req.log.error({ err, mobile, mode }, "SMS gateway failed");
        await dropCode(db, mobile, mode, code);
        return fail(SMS_MESSAGES.sendFailed);
      }
      return ok(null, SMS_MESSAGES.sent);
    },
  );

  app.post(
    "/sys/phoneLogin",
    { config: { auth: "anonymous", rateLimit: IP_LIMITS.phoneLogin }, schema: phoneLoginSchema },
    async (req, reply) => {
      const body = req.body as Record<string, unknown>;
      const mobile = asText(body.mobile);
      const badMobile = checkMobile(mobile);
      if (badMobile) return fail(badMobile);
      const typed = asText(body.captcha);
      if (typed === "") return fail(SMS_MESSAGES.codeRequired);
      const meta = requestMeta(req);

      const user = await findLoginUser(db, { phone: mobile });
      if (!user) {
        await writeLoginLog(db, {
          content: loginLogText.unknownUser(),
          username: mobile,
          ip: meta.ip,
          requestUrl: meta.url,
        });
        return fail(LOGIN_MESSAGES.unknownUser);
      }
      const refused = await refuseUser(ctx, user, meta);
      if (refused) return refused;

      const check = await checkCode(db, mobile, "0", typed, { consume: true });
      if (check !== "ok") return codeRefusal(codeFailureMessage(check));
      return loginReply(req, reply, ctx.config.apiPrefix, await completeLogin(ctx, user, meta));
    },
  );
}
