import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/create-db.js';
import { startLocalSmtp, type LocalSmtp } from '../../test/local-smtp.js';
import { createTestDb } from '../../test/test-db.js';
import { createMailer } from './create-mailer.js';
import { OutboxMailer } from './outbox-mailer.js';
import { SmtpMailer } from './smtp-mailer.js';

let handle: DbHandle;
let smtp: LocalSmtp;
let merchantId: number;
beforeAll(async () => {
  handle = await createTestDb();
  smtp = await startLocalSmtp();
  merchantId = (
    await handle.db.selectFrom('merchants').select('id').where('code', '=', 'DEMO').executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => {
  await smtp.close();
  await handle.close();
});

const rowsFor = (to: string) =>
  handle.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', to).execute();

describe('mail adapters', () => {
  it('delivers through a real SMTP server and records the message', async () => {
    const mailer = new SmtpMailer(handle.db, { url: smtp.url, from: 'Demo <no-reply@demo.local>' });
    await mailer.send({
      merchantId,
      to: 'player@example.com',
      subject: 'Reset your password',
      text: 'code 123456',
    });
    mailer.close();
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]!.to).toEqual(['player@example.com']);
    expect(smtp.messages[0]!.raw).toContain('To: player@example.com');
    expect(smtp.messages[0]!.raw).toContain('From: Demo <no-reply@demo.local>');
    expect(smtp.messages[0]!.raw).toContain('Subject: Reset your password');
    expect(smtp.messages[0]!.raw).toContain('code 123456');
    expect(await rowsFor('player@example.com')).toMatchObject([
      { merchant_id: merchantId, subject: 'Reset your password', body: 'code 123456', status: 'sent' },
    ]);
  });

  it('records a failed delivery and reports it', async () => {
    const mailer = new SmtpMailer(handle.db, { url: 'smtp://127.0.0.1:1', from: 'x@y.z' });
    await expect(
      mailer.send({ merchantId, to: 'nobody@example.com', subject: 's', text: 't' }),
    ).rejects.toThrow();
    expect(await rowsFor('nobody@example.com')).toMatchObject([{ status: 'failed' }]);
  });

  it('keeps mail in the outbox in embedded mode', async () => {
    await new OutboxMailer(handle.db).send({
      merchantId,
      to: 'outbox@example.com',
      subject: 'Hi',
      text: 'body',
    });
    expect(await rowsFor('outbox@example.com')).toMatchObject([
      { subject: 'Hi', body: 'body', status: 'outbox' },
    ]);
  });

  it('createMailer uses SMTP only when SMTP_URL is set', () => {
    expect(createMailer({ SMTP_URL: undefined, MAIL_FROM: 'a@b.c' }, handle.db)).toBeInstanceOf(OutboxMailer);
    expect(createMailer({ SMTP_URL: smtp.url, MAIL_FROM: 'a@b.c' }, handle.db)).toBeInstanceOf(SmtpMailer);
  });
});
