import type { FastifyBaseLogger } from "fastify";
import { outboundRequest } from "../../core/outbound-http.ts";

/** smsmode of /sys/sms: "0" login, "1" register, "2" forgot password. */
export type SmsMode = "0" | "1" | "2";

export const SMS_MODES: readonly SmsMode[] = ["0", "1", "2"];

export const isSmsMode = (v: string): v is SmsMode => (SMS_MODES as readonly string[]).includes(v);

/** Delivers one verification code; rejects when the code did not go out. */
export interface SmsSender {
  send(mobile: string, code: string, mode: SmsMode): Promise<void>;
}

/** SMS_GATEWAY=log: the code goes to the server log, for development and one-machine installs. */
export function logSender(log: FastifyBaseLogger): SmsSender {
  return {
    async send(mobile, code, mode) {
      log.info(
        { sms: { mobile, mode, code } },
        `SMS verification code for ${mobile} (mode ${mode}): ${code}`,
      );
    },
  };
}

/** SMS_GATEWAY=http(s)://...: POST JSON {mobile, code, mode}; any 2xx answer counts as sent. */
export function httpSender(url: string): SmsSender {
  return {
    async send(mobile, code, mode) {
      const res = await outboundRequest(url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ mobile, code, mode }),
      });
      if (res.status < 200 || res.status >= 300) {
        throw new Error(`SMS gateway answered HTTP ${res.status}`);
      }
    },
  };
}

export function senderFromConfig(smsGateway: string, log: FastifyBaseLogger): SmsSender {
  return smsGateway === "log" ? logSender(log) : httpSender(smsGateway);
}

export interface SentSms {
  mobile: string;
  code: string;
  mode: SmsMode;
}

/** A sender for tests: keeps every message, and can be told to fail like a broken gateway. */
export interface RecordingSender extends SmsSender {
  readonly sent: SentSms[];
  /** the code last sent to this mobile (optionally in this mode) */
  lastCode(mobile: string, mode?: SmsMode): string | undefined;
  /** while true, send() rejects */
  failing: boolean;
}

export function recordingSender(): RecordingSender {
  const sent: SentSms[] = [];
  const sender: RecordingSender = {
    sent,
    failing: false,
    async send(mobile, code, mode) {
      if (sender.failing) throw new Error("recording sender set to fail");
      sent.push({ mobile, code, mode });
    },
    lastCode(mobile, mode) {
      for (let i = sent.length - 1; i >= 0; i--) {
        const m = sent[i];
        if (m.mobile === mobile && (mode === undefined || m.mode === mode)) return m.code;
      }
      return undefined;
    },
  };
  return sender;
}

/** Delivers the text of a message-centre SMS; rejects with the reason when it did not go out. */
export interface SmsTextSender {
  sendText(mobile: string, content: string): Promise<void>;
}

/**
 * The message centre's SMS through the same gateway as the codes: `log` writes the text to the server log,
 * an http(s) URL receives `POST {mobile, content}`; any 2xx answer counts as sent.
 */
export function textSenderFromConfig(smsGateway: string, log: FastifyBaseLogger): SmsTextSender {
  if (smsGateway === "log") {
    return {
      async sendText(mobile, content) {
        log.info({ sms: { mobile, content } }, `SMS message for ${mobile}: ${content}`);
      },
    };
  }
  return {
    async sendText(mobile, content) {
      const res = await outboundRequest(smsGateway, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ mobile, content }),
      });
      if (res.status < 200 || res.status >= 300) {
        throw new Error(`SMS gateway answered HTTP ${res.status}`);
      }
    },
  };
}
