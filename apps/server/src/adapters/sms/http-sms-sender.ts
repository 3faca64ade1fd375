import { ErrorCodes } from '@bet/contracts/error-codes';
import type { Db } from '../../db/create-db.js';
import { AppError } from '../../shared/app-error.js';
import { recordSms } from './outbox-sms-sender.js';
import type { SmsMessage, SmsSender } from './sms-sender.js';

/** A hung provider must not hold the player's request (and a connection) open. */
const TIMEOUT_MS = 5_000;

/**
 * A real provider over HTTP: POST JSON `{ to, body }` with a bearer token. The outcome is recorded
 * either way, so the operator can see which messages never reached the provider.
 */
export class HttpSmsSender implements SmsSender {
  constructor(
    private readonly db: Db,
    private readonly opts: { url: string; token?: string | undefined; timeoutMs?: number },
  ) {}

  async send(msg: SmsMessage): Promise<void> {
    const ok = await this.post(msg);
    await recordSms(this.db, msg, 'http', ok ? 'sent' : 'failed');
    if (!ok) throw new AppError(ErrorCodes.phoneUnknownError, 'the SMS could not be sent');
  }

  private async post(msg: SmsMessage): Promise<boolean> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (this.opts.token) headers.authorization = `Bearer ${this.opts.token}`;
    try {
      const res = await fetch(this.opts.url, {
        method: 'POST',
        headers,
        body: JSON.stringify({ to: msg.to, body: msg.body }),
        signal: AbortSignal.timeout(this.opts.timeoutMs ?? TIMEOUT_MS),
      });
      // Drain the body so the keep-alive socket is released.
      await res.arrayBuffer();
      return res.ok;
    } catch {
      // Network error or timeout: the player sees "unknown error", the row says 'failed'.
      return false;
    }
  }
}
