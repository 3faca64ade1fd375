import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../../db/create-db.js';
import type { MailMessage, Mailer } from './mailer.js';
import { recordMail } from './outbox-mailer.js';

/** Bounds on a slow or unreachable server, so a password-reset request does not hang for minutes. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/** Real SMTP through nodemailer (SMTP_URL = smtp://user:pass@host:port); every message is also recorded. */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(
    private readonly db: Db,
    opts: { url: string; from: string },
  ) {
    this.transport = nodemailer.createTransport({ url: opts.url, ...TIMEOUTS }, { from: opts.from });
  }

  async send(msg: MailMessage): Promise<void> {
    try {
      await this.transport.sendMail({ to: msg.to, subject: msg.subject, text: msg.text });
    } catch (error) {
      await recordMail(this.db, msg, 'failed');
      throw error;
    }
    await recordMail(this.db, msg, 'sent');
  }

  /** Ends pooled connections (tests; shutdown). */
  close(): void {
    this.transport.close();
  }
}
