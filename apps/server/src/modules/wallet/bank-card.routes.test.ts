import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@bet/contracts/routes';
import { DEMO_ACCOUNTS } from '../../seed/demo-members.js';
import { DEMO_PAYMENT_PASSWORD } from '../../seed/demo-money.js';
import { call, smsOutbox } from '../../test/identity-client.js';
import { memberIdOf, memberToken, snapshot, trialToken } from '../../test/wallet-client.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { generateTotpSecret, totpAt } from '../identity/totp.js';

let t: TestContext;
let player: string;
let playerId: bigint;
let down: string;
let downId: bigint;

beforeAll(async () => {
  t = await createTestApp();
  player = await memberToken(t.app, DEMO_ACCOUNTS.player);
  playerId = await memberIdOf(t.db, DEMO_ACCOUNTS.player);
  down = await memberToken(t.app, DEMO_ACCOUNTS.downlines[0]);
  downId = await memberIdOf(t.db, DEMO_ACCOUNTS.downlines[0]);
});
afterAll(() => t.close());

// A fresh address per call: the per-address rate limits are not what these tests are about.
let ipSeq = 0;
const ip = () => `10.0.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;
const card = { bankName: 'Metrobank', accountName: 'Juan Dela Cruz', accountNumber: '1234567890123' };
const add = (token: string, extra: Record<string, unknown> = {}) =>
  call(
    t.app,
    'addBankCard',
    { ...card, paymentPassword: DEMO_PAYMENT_PASSWORD, ...extra },
    { token, ip: ip() },
  );
const remove = (token: string, body: Record<string, unknown>) =>
  call(t.app, 'removeBankCard', body, { token, ip: ip() });
const list = async (token: string) =>
  (await call(t.app, 'bankCards', undefined, { token })).json().value as {
    id: number;
    accountNumber: string;
  }[];
const activeCards = async (memberId: bigint) =>
  (
    await t.db
      .selectFrom('bank_cards')
      .select('id')
      .where('member_id', '=', memberId)
      .where('removed_at', 'is', null)
      .execute()
  ).length;

describe('bank cards', () => {
  it('lists the member own cards with only the last 4 digits', async () => {
    const cards = await list(player);
    expect(cards.length).toBeGreaterThan(0);
    for (const c of cards) expect(c.accountNumber).toMatch(/^\*{4}\d{4}$/);
  });

  it('adds a card with the payment password, audited; refuses a wrong one, a duplicate and a clear-text body', async () => {
    const before = await activeCards(downId);
    const wrong = await add(down, { paymentPassword: '000000' });
    expect(wrong.json()).toMatchObject({ errorCode: 'payment.password.wrong', value: { remainingTries: 4 } });
    expect(await activeCards(downId)).toBe(before);

    const ok = await add(down);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().value).toMatchObject({ bankName: 'Metrobank', accountNumber: '****0123' });
    expect(await activeCards(downId)).toBe(before + 1);
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'bank_card.add')
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(audit.detail)).not.toContain('1234567890123');

    expect((await add(down)).json()).toMatchObject({
      errorCode: 'field.invalid',
      value: { fields: [{ path: 'accountNumber', code: 'duplicate' }] },
    });
    const clear = await t.app.inject({
      method: 'POST',
      url: routes.addBankCard.path,
      headers: { authorization: down },
      payload: { ...card, paymentPassword: DEMO_PAYMENT_PASSWORD },
    });
    expect(clear.json().errorCode).toBe('encryption.required');
    expect((await add(down, { accountNumber: '12ab' })).json().errorCode).toBe('request_param_err');
    expect(await activeCards(downId)).toBe(before + 1);
  });

  it('holds the merchant card limit, also under parallel adds', async () => {
    await t.db.updateTable('money_settings').set({ max_bank_cards: 3 }).execute();
    const results = await Promise.all(
      ['11111111', '22222222', '33333333', '44444444'].map((n) => add(down, { accountNumber: n })),
    );
    expect(await activeCards(downId)).toBe(3);
    expect(results.filter((r) => r.json().errorCode === 'bank.card.limit').length).toBeGreaterThan(0);
    await t.db.updateTable('money_settings').set({ max_bank_cards: 5 }).execute();
  });

  it('needs a payment password to exist, and refuses trial accounts', async () => {
    const other = await memberToken(t.app, DEMO_ACCOUNTS.downlines[1]);
    const otherId = await memberIdOf(t.db, DEMO_ACCOUNTS.downlines[1]);
    await t.db
      .updateTable('members')
      .set({ payment_password_hash: null })
      .where('id', '=', otherId)
      .execute();
    expect((await add(other)).json().errorCode).toBe('payment.password.not.set');
    expect((await add(await trialToken(t.app))).json().errorCode).toBe('trial.account.forbidden');
    expect(await activeCards(otherId)).toBe(0);
  });

  it('removes only the member own card, after the payment password', async () => {
    const [target] = await list(down);
    const before = await snapshot(t.db, playerId);
    // The player cannot remove the downline's card, whatever the proof.
    expect(
      (
        await remove(player, {
          id: target!.id,
          method: 'PAYMENT_PASSWORD',
          paymentPassword: DEMO_PAYMENT_PASSWORD,
        })
      ).json().errorCode,
    ).toBe('bank.card.not.found');
    expect(
      (
        await remove(down, {
          id: 999_999,
          method: 'PAYMENT_PASSWORD',
          paymentPassword: DEMO_PAYMENT_PASSWORD,
        })
      ).json().errorCode,
    ).toBe('bank.card.not.found');
    expect((await remove(down, { id: target!.id, method: 'PAYMENT_PASSWORD' })).json().errorCode).toBe(
      'request_param_err',
    );
    expect(
      (await remove(down, { id: target!.id, method: 'PAYMENT_PASSWORD', paymentPassword: 'nope' })).json()
        .errorCode,
    ).toBe('payment.password.wrong');
    expect(await snapshot(t.db, playerId)).toEqual(before);

    const ok = await remove(down, {
      id: target!.id,
      method: 'PAYMENT_PASSWORD',
      paymentPassword: DEMO_PAYMENT_PASSWORD,
    });
    expect(ok.json().value).toEqual({ removed: true });
    expect((await list(down)).map((c) => c.id)).not.toContain(target!.id);
    expect(
      (
        await remove(down, {
          id: target!.id,
          method: 'PAYMENT_PASSWORD',
          paymentPassword: DEMO_PAYMENT_PASSWORD,
        })
      ).json().errorCode,
    ).toBe('bank.card.not.found');
  });

  it('removes with a code sent to the member own phone', async () => {
    const [target] = await list(player);
    const sent = await call(t.app, 'bankCardSmsCode', {}, { token: player });
    expect(sent.json().value.expiredMinutes).toBeGreaterThan(0);
    const code = /(\d{6})/.exec((await smsOutbox(t.db, '+639171234567'))[0]!.body)![1]!;
    expect((await remove(player, { id: target!.id, method: 'SMS' })).json().errorCode).toBe(
      'verification.code.missing',
    );
    const wrongCode = code === '000000' ? '000001' : '000000';
    expect((await remove(player, { id: target!.id, method: 'SMS', code: wrongCode })).json().errorCode).toBe(
      'verification.code.invalid',
    );
    expect((await remove(player, { id: target!.id, method: 'SMS', code })).json().value).toEqual({
      removed: true,
    });
    // A second send at once is refused by the per-number limit.
    expect((await call(t.app, 'bankCardSmsCode', {}, { token: player })).statusCode).toBe(429);
    // No phone on the account: nothing to send to.
    expect((await call(t.app, 'bankCardSmsCode', {}, { token: down })).json().errorCode).toBe(
      'phone.missing',
    );
  });

  it('removes with an authenticator code when one is bound', async () => {
    const added = await add(player, { accountNumber: '99887766' });
    const id = added.json().value.id as number;
    const now = totpAt(generateTotpSecret(), Date.now());
    expect((await remove(player, { id, method: 'TOTP', code: now })).json().errorCode).toBe(
      'verification.code.invalid',
    );
    const secret = generateTotpSecret();
    await t.db.updateTable('members').set({ totp_secret: secret }).where('id', '=', playerId).execute();
    expect(
      (await remove(player, { id, method: 'TOTP', code: totpAt(secret, Date.now() - 10 * 60_000) })).json()
        .errorCode,
    ).toBe('verification.code.invalid');
    expect(
      (await remove(player, { id, method: 'TOTP', code: totpAt(secret, Date.now()) })).json().value,
    ).toEqual({ removed: true });
  });

  it('locks the payment password after 5 wrong ones in a row, even for the right one', async () => {
    const agent = await memberToken(t.app, DEMO_ACCOUNTS.agent);
    for (let i = 0; i < 5; i++)
      expect((await add(agent, { paymentPassword: `bad${i}` })).json().errorCode).toBe(
        'payment.password.wrong',
      );
    const locked = await add(agent);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({
      errorCode: 'payment.password.locked',
      value: { retryAfterSeconds: expect.any(Number) },
    });
    // Login is not locked by it.
    await memberToken(t.app, DEMO_ACCOUNTS.agent);
  });
});
