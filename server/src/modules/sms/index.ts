import { registerIpLimits } from "../../core/rate-limit.ts";
import type { ServerModule } from "../../core/server-module.ts";
import { registerSmsRoutes } from "./routes.ts";
import { type SmsSender, senderFromConfig } from "./sender.ts";

export type { RecordingSender, SentSms, SmsMode, SmsSender } from "./sender.ts";
export { httpSender, logSender, recordingSender, senderFromConfig } from "./sender.ts";

export const SMS_MODULE_NAME = "sms";

export interface SmsModuleOptions {
  /** replaces the sender SMS_GATEWAY names (tests pass recordingSender()) */
  sender?: SmsSender;
}

/** /sys/sms and /sys/phoneLogin with the given sender, or the one SMS_GATEWAY configures. */
export function createSmsModule(opts: SmsModuleOptions = {}): ServerModule {
  return {
    name: SMS_MODULE_NAME,
    async register(app, ctx) {
      await registerIpLimits(app);
      registerSmsRoutes(app, ctx, opts.sender ?? senderFromConfig(ctx.config.smsGateway, app.log));
    },
  };
}

export const smsModule: ServerModule = createSmsModule();

/** The module list with the SMS module built on `sender` instead (tests inject recordingSender()). */
export function withSmsSender(list: readonly ServerModule[], sender: SmsSender): ServerModule[] {
  return list.map((m) => (m.name === SMS_MODULE_NAME ? createSmsModule({ sender }) : m));
}
