import type { Config } from '../../config.js';
import type { Db } from '../../db/create-db.js';
import type { Mailer } from './mailer.js';
import { OutboxMailer } from './outbox-mailer.js';
import { SmtpMailer } from './smtp-mailer.js';

/** Real SMTP when SMTP_URL is set, otherwise the outbox (works offline on one machine). */
export const createMailer = (config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM'>, db: Db): Mailer =>
  config.SMTP_URL
    ? new SmtpMailer(db, { url: config.SMTP_URL, from: config.MAIL_FROM })
    : new OutboxMailer(db);
