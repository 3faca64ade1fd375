import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/create-db.js';
import { startLocalSmtp, type LocalSmtp } from '../../test/local-smtp.js';
import { createTestDb } from '../../test/test-db.js';
import { outboxMailer, smtpMailer } from './mailer.js';

let handle: DbHandle;
let smtp: LocalSmtp;
let merchantId: number;
beforeAll(async () => {
  handle = await createTestDb();
  smtp = await startLocalSmtp();
  merchantId = (await handle.db.selectFrom('merchants').select('id').executeTakeFirstOrThrow()).id;
});
afterAll(async () => {
  await smtp.close();
  await handle.close();
});

describe('mail adapters', () => {
  it('delivers through a real SMTP server and records the message', async () => {
    await smtpMailer(handle.db, smtp.url, 'Demo <no-reply@demo.local>').send({ merchantId, to: 'player@example.com', subject: 'Reset your password', text: 'code 123456' });
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]!.to).toEqual(['player@example.com']);
    expect(smtp.messages[0]!.raw).toContain('Subject: Reset your password');
    expect(smtp.messages[0]!.raw).toContain('code 123456');
    const row = await handle.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', 'player@example.com').executeTakeFirstOrThrow();
    expect(row.status).toBe('sent');
  });

  it('records a failed delivery and reports it', async () => {
    await expect(
      smtpMailer(handle.db, 'smtp://127.0.0.1:1', 'x@y.z').send({ merchantId, to: 'nobody@example.com', subject: 's', text: 't' }),
    ).rejects.toThrow();
    const row = await handle.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', 'nobody@example.com').executeTakeFirstOrThrow();
    expect(row.status).toBe('failed');
  });

  it('keeps mail in the outbox in embedded mode', async () => {
    await outboxMailer(handle.db).send({ merchantId, to: 'outbox@example.com', subject: 'Hi', text: 'body' });
    const rows = await handle.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', 'outbox@example.com').execute();
    expect(rows).toHaveLength(1);
  });
});
