import type { Db } from '../../db/create-db.js';
import type { SmsMessage, SmsSender } from './sms-sender.js';

/** Every sender keeps a copy in sms_outbox: the operator reads it, and it is the audit trail of what was sent. */
export const recordSms = (db: Db, msg: SmsMessage, provider: string, status: 'sent' | 'failed') =>
  db
    .insertInto('sms_outbox')
    .values({ merchant_id: msg.merchantId, to_number: msg.to, body: msg.body, provider, status })
    .execute();

/** Default (embedded mode): nothing leaves the machine; the message waits in the outbox the operator and tests read. */
export class OutboxSmsSender implements SmsSender {
  constructor(private readonly db: Db) {}

  async send(msg: SmsMessage): Promise<void> {
    await recordSms(this.db, msg, 'outbox', 'sent');
  }
}
