import type { Config } from '../../config.js';
import type { Db } from '../../db/create-db.js';
import { HttpSmsSender } from './http-sms-sender.js';
import { OutboxSmsSender } from './outbox-sms-sender.js';
import type { SmsSender } from './sms-sender.js';

/** The real provider when SMS_PROVIDER_URL is set, otherwise the outbox (works offline on one machine). */
export const createSmsSender = (
  config: Pick<Config, 'SMS_PROVIDER_URL' | 'SMS_PROVIDER_TOKEN'>,
  db: Db,
): SmsSender =>
  config.SMS_PROVIDER_URL
    ? new HttpSmsSender(db, { url: config.SMS_PROVIDER_URL, token: config.SMS_PROVIDER_TOKEN })
    : new OutboxSmsSender(db);
