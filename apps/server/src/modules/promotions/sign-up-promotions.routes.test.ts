import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SavePromotionRequest } from '@bet/contracts/operator/operator-promotions';
import {
  firstDepositBonus,
  newPlayer,
  playerCall,
  savePromotion,
  type TestPlayer,
} from '../../test/promotion-fixture.js';
import { createTestApp, operatorToken, type TestContext } from '../../test/test-app.js';
import { expectLedgerSound, mainBalance, merchantIdOf } from '../../test/wallet-client.js';
import { promotionRewardKey } from './pay-claim.js';

let t: TestContext;
let admin: string;
const DAY = 86_400_000;

/** "Free 77": for players registered since its start, within 5 days, with a mobile and a bank card. */
const signUpBonus = (change: Partial<SavePromotionRequest> = {}): SavePromotionRequest => ({
  art: 'welcome',
  startsAt: Date.now() - 2 * DAY,
  repeat: 'ONCE',
  claimDays: 5,
  budget: 10_000,
  rules: { kind: 'SIGN_UP', amount: 77, turnoverMultiple: 3, requires: ['MOBILE', 'BANK_CARD'] },
  texts: [{ language: 'EN', title: 'Free 77', summary: 'For new players', rules: 'Register and request.' }],
  ...change,
});

const call = (p: TestPlayer, path: string, id: number) =>
  playerCall(t.app, p.token, 'POST', `/wps/promotion/${path}`, { id });
const detail = async (p: TestPlayer, id: number) =>
  (await playerCall(t.app, p.token, 'GET', `/wps/promotion/detail?id=${id}`)).body.value;
const registerBonus = async () =>
  (await t.app.inject({ method: 'GET', url: '/wps/system/setting/register' })).json().value.bonus;
const addMobile = (p: TestPlayer) =>
  t.db
    .updateTable('members')
    .set({ mobile_num: `9${String(p.id).padStart(9, '0')}` })
    .where('id', '=', p.id)
    .execute();
/** A player registered an hour ago (after the promotions' start). */
const freshPlayer = (opts: { bankAccount?: string } = {}) =>
  newPlayer(t.app, t.db, { registeredAt: new Date(Date.now() - 3_600_000), ...opts });

beforeAll(async () => {
  t = await createTestApp();
  admin = await operatorToken(t.app);
});
afterAll(() => t.close());

describe('sign-up bonus', () => {
  it('a new player joins, completes the account, requests the reward and is paid once', async () => {
    const promo = await savePromotion(t.app, admin, signUpBonus());
    const p = await freshPlayer();
    const before = await detail(p, promo.id);
    expect(before.state).toBe('JOIN');
    expect(before.reward).toMatchObject({ kind: 'SIGN_UP', amount: 77, requires: ['MOBILE', 'BANK_CARD'] });
    expect(before.progress.signUp.requirements).toEqual([
      { requirement: 'MOBILE', met: false },
      { requirement: 'BANK_CARD', met: false },
    ]);
    expect(before.progress.signUp.requestBy).toBe(before.progress.signUp.registeredAt + 5 * DAY);

    const joined = await call(p, 'signup/join', promo.id);
    expect(joined.status, JSON.stringify(joined.body)).toBe(200);
    expect(joined.body.value.state).toBe('JOINED');
    // Not yet complete: nothing to request, nothing paid.
    expect((await call(p, 'signup/reward', promo.id)).body.errorCode).toBe('promotion.nothing.to.claim');

    await addMobile(p);
    expect((await detail(p, promo.id)).state).toBe('JOINED');
    await t.db
      .insertInto('bank_cards')
      .values({
        merchant_id: await merchantIdOf(t.db),
        member_id: p.id,
        bank_name: 'BDO',
        account_name: p.username,
        account_number: `55${p.id}`,
      })
      .execute();
    const ready = await detail(p, promo.id);
    expect(ready.state).toBe('CLAIM');
    expect(ready.progress.reward).toBe(77);

    const balance = await mainBalance(t.db, p.id);
    const paid = await call(p, 'signup/reward', promo.id);
    expect(paid.body.value).toMatchObject({
      status: 'PAID',
      amount: 77,
      turnoverRequired: 231,
      state: 'CLAIMED',
    });
    expect(await mainBalance(t.db, p.id)).toBe(balance + 7700n);
    const transfer = await t.db
      .selectFrom('ledger_transfers')
      .select('id')
      .where('idempotency_key', '=', promotionRewardKey(promo.id, p.id, 'once'))
      .execute();
    expect(transfer).toHaveLength(1);
    expect((await call(p, 'signup/reward', promo.id)).body.errorCode).toBe('promotion.already.claimed');
    expect((await detail(p, promo.id)).state).toBe('CLAIMED');
    await expectLedgerSound(t.db);
  });

  it('a promotion without requirements is ready as soon as the player joins', async () => {
    const promo = await savePromotion(
      t.app,
      admin,
      signUpBonus({ rules: { kind: 'SIGN_UP', amount: 10, turnoverMultiple: 0, requires: [] } }),
    );
    const p = await freshPlayer();
    expect((await call(p, 'signup/join', promo.id)).body.value.state).toBe('CLAIM');
    expect((await call(p, 'signup/reward', promo.id)).body.value).toMatchObject({
      status: 'PAID',
      amount: 10,
    });
  });

  it('is only for players registered since its start, within its days', async () => {
    const promo = await savePromotion(t.app, admin, signUpBonus({ startsAt: Date.now() - 10 * DAY }));
    const before = await newPlayer(t.app, t.db, { registeredAt: new Date(Date.now() - 11 * DAY) });
    expect(await detail(before, promo.id)).toMatchObject({ state: 'CLOSED', closedReason: 'NOT_ELIGIBLE' });
    expect((await detail(before, promo.id)).progress.signUp).toBeNull();
    expect((await call(before, 'signup/join', promo.id)).body.errorCode).toBe('promotion.not.eligible');

    const late = await newPlayer(t.app, t.db, { registeredAt: new Date(Date.now() - 6 * DAY) });
    expect(await detail(late, promo.id)).toMatchObject({ state: 'CLOSED', closedReason: 'ENDED' });
    expect((await call(late, 'signup/join', promo.id)).body.errorCode).toBe('promotion.not.open');
  });

  it('a second account with the same bank card is held for review, not paid', async () => {
    const promo = await savePromotion(
      t.app,
      admin,
      signUpBonus({ rules: { kind: 'SIGN_UP', amount: 20, turnoverMultiple: 1, requires: ['BANK_CARD'] } }),
    );
    const card = `77${Date.now()}`;
    const first = await freshPlayer({ bankAccount: card });
    const second = await freshPlayer({ bankAccount: card });
    for (const p of [first, second]) await call(p, 'signup/join', promo.id);
    expect((await call(first, 'signup/reward', promo.id)).body.value.status).toBe('PAID');
    const balance = await mainBalance(t.db, second.id);
    expect((await call(second, 'signup/reward', promo.id)).body.value).toMatchObject({
      status: 'FLAGGED',
      state: 'PROCESS',
    });
    expect(await mainBalance(t.db, second.id)).toBe(balance);
  });

  it('has its own calls: the general join and claim refuse it, and it refuses other kinds', async () => {
    const promo = await savePromotion(t.app, admin, signUpBonus());
    const deposit = await savePromotion(t.app, admin, firstDepositBonus());
    const p = await freshPlayer();
    expect((await call(p, 'join', promo.id)).body.errorCode).toBe('request_param_err');
    expect((await call(p, 'claim', promo.id)).body.errorCode).toBe('request_param_err');
    expect((await call(p, 'signup/join', deposit.id)).body.errorCode).toBe('request_param_err');
    expect((await call(p, 'signup/reward', deposit.id)).body.errorCode).toBe('request_param_err');
    expect((await detail(p, promo.id)).state).toBe('JOIN');
  });

  it('the register title shows the open sign-up bonus, and no longer once it is paused', async () => {
    const promo = await savePromotion(
      t.app,
      admin,
      signUpBonus({ sort: 0, rules: { kind: 'SIGN_UP', amount: 123.45, turnoverMultiple: 1, requires: [] } }),
    );
    expect(await registerBonus()).toMatchObject({ amount: 123.45 });
    const paused = await t.app.inject({
      method: 'POST',
      url: '/ops/promotions/status',
      headers: { authorization: admin },
      payload: { id: promo.id, status: 'PAUSED' },
    });
    expect(paused.statusCode).toBe(200);
    expect((await registerBonus())?.amount).not.toBe(123.45);
  });

  it('an operator cannot make it repeat', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/ops/promotions',
      headers: { authorization: admin },
      payload: signUpBonus({ repeat: 'DAILY' }),
    });
    expect(res.json().errorCode).toBe('request_param_err');
  });
});
