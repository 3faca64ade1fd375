import nodemailer from 'nodemailer';
import type { Config } from '../../config.js';
import type { Db } from '../../db/create-db.js';
import type { MailPort } from '../../modules/verification/ports.js';

export type Mailer = MailPort;
type Message = Parameters<MailPort['send']>[0];

const record = (db: Db, msg: Message, status: string) =>
  db.insertInto('mail_outbox').values({ merchant_id: msg.merchantId, to_address: msg.to, subject: msg.subject, body: msg.text, status }).execute();

/** Default (embedded mode): mail stays in the outbox, where the operator (and the tests) read it. */
export const outboxMailer = (db: Db): Mailer => ({
  send: async (msg) => {
    await record(db, msg, 'outbox');
  },
});

/** Real SMTP through nodemailer; every message is also recorded with its outcome. */
export function smtpMailer(db: Db, smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    send: async (msg) => {
      try {
        await transport.sendMail({ from, to: msg.to, subject: msg.subject, text: msg.text });
        await record(db, msg, 'sent');
      } catch (error) {
        await record(db, msg, 'failed');
        throw error;
      }
    },
  };
}

export const createMailer = (config: Config, db: Db): Mailer =>
  config.SMTP_URL ? smtpMailer(db, config.SMTP_URL, config.MAIL_FROM) : outboxMailer(db);
