import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SavePromotionRequest } from '@bet/contracts/operator/operator-promotions';
import { newPlayer, playerCall, savePromotion } from '../../test/promotion-fixture.js';
import { createTestApp, operatorToken, type TestContext } from '../../test/test-app.js';
import { expectLedgerSound, mainBalance } from '../../test/wallet-client.js';
import { promotionRewardKey } from './pay-claim.js';

let t: TestContext;
let admin: string;
const DAY = 86_400_000;

/** `HH:MM` of an instant in the test app's report time zone (Asia/Manila). */
const hhmm = (at: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Manila',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
/** The wall-clock time `offsetMinutes` from now in the test app's report time zone. */
const manilaTime = (offsetMinutes = 0) => hhmm(new Date(Date.now() + offsetMinutes * 60_000));

type RainRules = Extract<SavePromotionRequest['rules'], { kind: 'RED_ENVELOPE' }>;
/** A rain falling now for an hour: 50.00 in 5 envelopes of at least 1.00. */
const rain = (
  rules: Partial<RainRules> = {},
  change: Partial<SavePromotionRequest> = {},
): SavePromotionRequest => ({
  art: 'envelope',
  startsAt: Date.now() - DAY,
  repeat: 'DAILY',
  rules: {
    kind: 'RED_ENVELOPE',
    times: [manilaTime(-1)],
    minutes: 60,
    envelopes: 5,
    rainBudget: 50,
    minAmount: 1,
    turnoverMultiple: 3,
    ...rules,
  },
  texts: [{ language: 'EN', title: 'Envelope rain', summary: 'Grab one', rules: 'Grab.' }],
  ...change,
});

const player = () => newPlayer(t.app, t.db);
const grab = (token: string, id: number) => playerCall(t.app, token, 'POST', '/wps/promotion/raffle', { id });
const detail = async (token: string, id: number) =>
  (await playerCall(t.app, token, 'GET', `/wps/promotion/detail?id=${id}`)).body.value;

beforeAll(async () => {
  t = await createTestApp();
  admin = await operatorToken(t.app);
});
afterAll(() => t.close());

describe('red-envelope rain', () => {
  it('during a rain a player grabs one envelope, paid through the ledger, once per rain', async () => {
    const promo = await savePromotion(t.app, admin, rain());
    const p = await player();
    const before = await detail(p.token, promo.id);
    expect(before.state).toBe('CLAIM');
    expect(before.progress.rain).toMatchObject({ live: true, envelopes: 5, envelopesLeft: 5, grabbed: null });
    expect(before.progress.reward).toBeNull();

    const balance = await mainBalance(t.db, p.id);
    const got = await grab(p.token, promo.id);
    expect(got.status, JSON.stringify(got.body)).toBe(200);
    const { amount } = got.body.value;
    expect(got.body.value).toMatchObject({ segment: null, state: 'CLAIMED' });
    // Turnover 3× the envelope, in cents (decimal amounts do not multiply exactly in floating point).
    expect(Math.round(got.body.value.turnoverRequired * 100)).toBe(Math.round(amount * 100) * 3);
    expect(amount).toBeGreaterThanOrEqual(1);
    expect(amount).toBeLessThanOrEqual(46); // 50 less the other four envelopes' minimum
    expect(await mainBalance(t.db, p.id)).toBe(balance + BigInt(Math.round(amount * 100)));
    expect((await grab(p.token, promo.id)).body.errorCode).toBe('promotion.already.claimed');

    const after = await detail(p.token, promo.id);
    expect(after.state).toBe('CLAIMED');
    expect(after.progress.rain).toMatchObject({ live: true, envelopesLeft: 4, grabbed: amount });
    // The rain's key: its start's day and time on the report clock (as the rules name it).
    const start = new Date(after.progress.rain.startsAt);
    const rainKey = `${new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(start)}T${hhmm(start)}`;
    const transfer = await t.db
      .selectFrom('ledger_transfers')
      .select('idempotency_key')
      .where('idempotency_key', '=', promotionRewardKey(promo.id, p.id, rainKey))
      .executeTakeFirst();
    expect(transfer).toBeDefined();
    await expectLedgerSound(t.db);
  });

  it('concurrent grabs share the rain exactly: its budget, no more, one envelope each', async () => {
    const promo = await savePromotion(t.app, admin, rain());
    const players = await Promise.all(Array.from({ length: 8 }, player));
    const answers = await Promise.all(players.map((p) => grab(p.token, promo.id)));
    const paid = answers.filter((a) => a.status === 200).map((a) => a.body.value.amount);
    expect(paid).toHaveLength(5);
    expect(Math.round(paid.reduce((sum, a) => sum + a, 0) * 100)).toBe(50_00);
    expect(new Set(answers.filter((a) => a.status !== 200).map((a) => a.body.errorCode))).toEqual(
      new Set(['promotion.nothing.to.claim']),
    );
    const envelopes = await t.db
      .selectFrom('promotion_envelopes')
      .selectAll()
      .where('promotion_id', '=', promo.id)
      .execute();
    expect(envelopes.every((e) => e.member_id !== null && e.claim_id !== null)).toBe(true);
    const row = await t.db
      .selectFrom('promotions')
      .select('budget_used')
      .where('id', '=', promo.id)
      .executeTakeFirstOrThrow();
    expect(BigInt(row.budget_used)).toBe(50_00n);
    expect((await detail(players[0]!.token, promo.id)).progress.rain.envelopesLeft).toBe(0);
    await expectLedgerSound(t.db);
  });

  it('between rains: the next rain is shown and nothing can be grabbed', async () => {
    const promo = await savePromotion(t.app, admin, rain({ times: [manilaTime(120)], minutes: 10 }));
    const p = await player();
    const d = await detail(p.token, promo.id);
    expect(d.state).toBe('JOINED');
    expect(d.progress.rain.live).toBe(false);
    expect(d.progress.rain.startsAt).toBeGreaterThan(Date.now() + 110 * 60_000);
    expect((await grab(p.token, promo.id)).body.errorCode).toBe('promotion.nothing.to.claim');
  });

  it("the promotion's budget caps every rain: a rain it cannot pay closes", async () => {
    const promo = await savePromotion(
      t.app,
      admin,
      rain({ envelopes: 5, rainBudget: 50, minAmount: 10 }, { budget: 15 }),
    );
    const [a, b] = [await player(), await player()];
    expect((await grab(a.token, promo.id)).body.value.amount).toBe(10);
    expect((await detail(b.token, promo.id)).closedReason).toBe('BUDGET');
    expect((await grab(b.token, promo.id)).body.errorCode).toBe('promotion.budget.exhausted');
  });

  it('the operator cannot save a rain that is not daily, overlaps itself, or cannot fill its envelopes', async () => {
    const bad = async (body: SavePromotionRequest) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/ops/promotions',
          headers: { authorization: admin },
          payload: body,
        })
      ).json().errorCode;
    expect(await bad(rain({}, { repeat: 'ONCE' }))).toBe('request_param_err');
    expect(await bad(rain({ times: ['12:00', '12:30'], minutes: 31 }))).toBe('request_param_err');
    expect(await bad(rain({ times: ['23:50', '00:10'], minutes: 30 }))).toBe('request_param_err');
    expect(await bad(rain({ envelopes: 100, rainBudget: 50, minAmount: 1 }))).toBe('request_param_err');
    expect(await bad(rain({ times: ['25:00'] }))).toBe('request_param_err');
  });
});
