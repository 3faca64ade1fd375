import type { Db } from '../../db/create-db.js';
import type { MailMessage, Mailer } from './mailer.js';

/**
 * Every mailer keeps a copy in mail_outbox: the operator reads it, and it is the trail of what was sent.
 * 'outbox' = kept here only (embedded mode); 'sent' / 'failed' = the SMTP server's answer.
 */
export const recordMail = (db: Db, msg: MailMessage, status: 'outbox' | 'sent' | 'failed') =>
  db
    .insertInto('mail_outbox')
    .values({ merchant_id: msg.merchantId, to_address: msg.to, subject: msg.subject, body: msg.text, status })
    .execute();

/** Default (embedded mode): nothing leaves the machine; the mail waits in the outbox the operator and tests read. */
export class OutboxMailer implements Mailer {
  constructor(private readonly db: Db) {}

  async send(msg: MailMessage): Promise<void> {
    await recordMail(this.db, msg, 'outbox');
  }
}
