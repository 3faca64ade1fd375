import { ErrorCodes } from '@bet/contracts/error-codes';
import type { Config } from '../../config.js';
import type { Db } from '../../db/create-db.js';
import { AppError } from '../../shared/app-error.js';
import type { SmsPort } from '../../modules/verification/ports.js';

export type SmsSender = SmsPort;

const record = (db: Db, msg: { merchantId: number; to: string; body: string }, provider: string, status: string) =>
  db.insertInto('sms_outbox').values({ merchant_id: msg.merchantId, to_number: msg.to, body: msg.body, provider, status }).execute();

/** Default: messages stay in the outbox, where the operator (and the tests) read them. */
export const outboxSmsSender = (db: Db): SmsSender => ({
  send: async (msg) => {
    await record(db, msg, 'outbox', 'sent');
  },
});

/** A real provider over HTTP (POST JSON `{ to, body }`, bearer token); every message is also recorded. */
export const httpSmsSender = (db: Db, url: string, token: string | undefined): SmsSender => ({
  send: async (msg) => {
    let ok = false;
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ to: msg.to, body: msg.body }),
        signal: AbortSignal.timeout(5_000),
      });
      ok = res.ok;
    } catch {
      ok = false;
    }
    await record(db, msg, 'http', ok ? 'sent' : 'failed');
    if (!ok) throw new AppError(ErrorCodes.phoneUnknownError, 'the SMS could not be sent');
  },
});

export const createSmsSender = (config: Config, db: Db): SmsSender =>
  config.SMS_PROVIDER_URL ? httpSmsSender(db, config.SMS_PROVIDER_URL, config.SMS_PROVIDER_TOKEN) : outboxSmsSender(db);
