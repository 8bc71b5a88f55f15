/** Mail of the message centre through the SMTP server of SMTP_URL (nodemailer). */
import nodemailer from "nodemailer";
import type { AppConfig } from "../../config.ts";

/** Sends one mail; rejects with the reason when the server did not take it. */
export interface MailSender {
  send(to: readonly string[], subject: string, html: string): Promise<void>;
  close(): void;
}

/** A failure that trying again cannot mend (no mail server configured). */
export class PermanentSendError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PermanentSendError";
  }
}

export const NO_SMTP = "未配置邮件服务器(SMTP_URL)，邮件无法发送";

// Bounded like the other outside services, well inside the sender's lease on a claimed message.
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function mailSenderFromConfig(config: Pick<AppConfig, "smtpUrl" | "smtpFrom">): MailSender {
  const { smtpUrl, smtpFrom } = config;
  if (!smtpUrl || !smtpFrom) {
    return {
      async send() {
        throw new PermanentSendError(NO_SMTP);
      },
      close() {},
    };
  }
  const transport = nodemailer.createTransport({ url: smtpUrl, ...TIMEOUTS }, { from: smtpFrom });
  return {
    async send(to, subject, html) {
      await transport.sendMail({ to: [...to], subject, html });
    },
    close() {
      transport.close();
    },
  };
}
