import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SavePromotionRequest } from '@bet/contracts/operator/operator-promotions';
import { PROMOTION_CLAIMS_PER_HOUR } from '@bet/contracts/promotions/promotion-rules';
import { newPlayer, playerCall, savePromotion, type TestPlayer } from '../../test/promotion-fixture.js';
import { createTestApp, operatorToken, type TestContext } from '../../test/test-app.js';
import { expectLedgerSound, mainBalance } from '../../test/wallet-client.js';
import { promotionRewardKey } from './pay-claim.js';

let t: TestContext;
let admin: string;
const DAY = 86_400_000;

/** Image data URLs whose bytes start as the format says (the server checks the bytes). */
const PNG = `data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]).toString('base64')}`;
const JPG = `data:image/jpeg;base64,${Buffer.from([0xff, 0xd8, 0xff, 0xe0, 9, 8, 7]).toString('base64')}`;
const GIF_AS_PNG = `data:image/png;base64,${Buffer.from('GIF89a....').toString('base64')}`;

/** "Share your win": up to 500.00 per approved application, turnover ×2. */
const application = (change: Partial<SavePromotionRequest> = {}): SavePromotionRequest => ({
  art: 'apply',
  startsAt: Date.now() - DAY,
  repeat: 'ONCE',
  budget: 10_000,
  rules: { kind: 'APPLICATION', maxAmount: 500, turnoverMultiple: 2 },
  texts: [
    { language: 'EN', title: 'Share your win', summary: 'Up to 500', rules: 'Apply with a screenshot.' },
  ],
  ...change,
});

const apply = (p: TestPlayer | undefined, body: object) =>
  playerCall(t.app, p?.token, 'POST', '/wps/promotion/apply', body);
const detail = async (p: TestPlayer, id: number) =>
  (await playerCall(t.app, p.token, 'GET', `/wps/promotion/detail?id=${id}`)).body.value;
const ops = (url: string, payload?: object) =>
  t.app.inject({
    method: payload ? 'POST' : 'GET',
    url,
    headers: { authorization: admin },
    ...(payload ? { payload } : {}),
  });
const decide = (id: number, body: object) => ops('/ops/promotions/claims/decide', { id, ...body });
const applicationOf = async (promotionId: number, username: string) => {
  const page = (await ops(`/ops/promotions/claims?status=APPLIED&promotionId=${promotionId}`)).json().value;
  return page.list.find((c: { username: string }) => c.username === username);
};
const budgetUsed = async (id: number) =>
  BigInt(
    (await t.db.selectFrom('promotions').select('budget_used').where('id', '=', id).executeTakeFirstOrThrow())
      .budget_used,
  );

beforeAll(async () => {
  t = await createTestApp();
  admin = await operatorToken(t.app);
});
afterAll(() => t.close());

describe('application promotions', () => {
  it('an application with two images is reviewed and approved with an amount, paid once', async () => {
    const promo = await savePromotion(t.app, admin, application());
    const p = await newPlayer(t.app, t.db);
    expect((await detail(p, promo.id)).state).toBe('JOIN');

    const sent = await apply(p, { id: promo.id, comment: '  Zalo 0912 345 678  ', images: [PNG, JPG] });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.value).toMatchObject({ status: 'APPLIED', state: 'APPLYING', amount: 0 });
    const waiting = await detail(p, promo.id);
    expect(waiting.state).toBe('APPLYING');
    expect(waiting.progress.application).toMatchObject({
      comment: 'Zalo 0912 345 678',
      images: 2,
      reason: null,
    });
    expect((await apply(p, { id: promo.id, comment: 'again' })).body.errorCode).toBe(
      'promotion.already.claimed',
    );

    const queued = await applicationOf(promo.id, p.username);
    expect(queued).toMatchObject({
      comment: 'Zalo 0912 345 678',
      amount: 0,
      maxAmount: 500,
      status: 'APPLIED',
    });
    expect(queued.imageIds).toHaveLength(2);
    const images = await Promise.all(
      (queued.imageIds as number[]).map(async (id) =>
        (await ops(`/ops/promotions/claims/image?id=${id}`)).json(),
      ),
    );
    expect(images.map((i) => i.value.dataUrl)).toEqual([PNG, JPG]);

    // The amount is the operator's, within the promotion's maximum; a refused one changes nothing.
    const before = await mainBalance(t.db, p.id);
    for (const body of [{ approve: true }, { approve: true, amount: 500.01 }]) {
      const res = await decide(queued.id, body);
      expect(res.json().errorCode, JSON.stringify(body)).toBe('promotion.amount.invalid');
    }
    expect(await mainBalance(t.db, p.id)).toBe(before);
    expect(await budgetUsed(promo.id)).toBe(0n);

    const approved = await decide(queued.id, { approve: true, amount: 300 });
    expect(approved.json().value).toMatchObject({
      status: 'PAID',
      amount: 300,
      decidedBy: expect.any(String),
    });
    expect(await mainBalance(t.db, p.id)).toBe(before + 30_000n);
    expect(await budgetUsed(promo.id)).toBe(30_000n);
    expect((await decide(queued.id, { approve: true, amount: 300 })).json().errorCode).toBe(
      'promotion.claim.not.flagged',
    );
    expect(await mainBalance(t.db, p.id)).toBe(before + 30_000n);

    const transfer = await t.db
      .selectFrom('ledger_transfers')
      .select('id')
      .where('idempotency_key', '=', promotionRewardKey(promo.id, p.id, 'once'))
      .executeTakeFirst();
    expect(transfer).toBeDefined();
    const bonus = await t.db
      .selectFrom('bonuses')
      .select(['amount', 'turnover_required'])
      .where('member_id', '=', p.id)
      .executeTakeFirstOrThrow();
    expect([BigInt(bonus.amount), BigInt(bonus.turnover_required)]).toEqual([30_000n, 60_000n]);
    const paid = await detail(p, promo.id);
    expect(paid.state).toBe('CLAIMED');
    expect(paid.progress.reward).toBe(300);
    const rewards = await playerCall(t.app, p.token, 'GET', '/wps/promotion/rewards?pageNo=1&pageSize=5');
    expect(rewards.body.value.list[0]).toMatchObject({ promotionId: promo.id, status: 'PAID', amount: 300 });
    // The promotion's winners list names the player, masked, with what was paid (public).
    const winners = await playerCall(t.app, undefined, 'GET', `/wps/promotion/detail/winners?id=${promo.id}`);
    expect(winners.body.value.list).toEqual([
      {
        maskedName: `${p.username.slice(0, 2)}***${p.username.slice(-2)}`,
        amount: 300,
        at: expect.any(Number),
      },
    ]);
    await expectLedgerSound(t.db);
  });

  it('a rejection says why, pays nothing and shows the player the reason', async () => {
    const promo = await savePromotion(t.app, admin, application());
    const p = await newPlayer(t.app, t.db);
    await apply(p, { id: promo.id, comment: 'my win', images: [PNG] });
    const queued = await applicationOf(promo.id, p.username);
    const before = await mainBalance(t.db, p.id);
    expect((await decide(queued.id, { approve: false })).statusCode).toBe(400);
    const rejected = await decide(queued.id, { approve: false, reason: 'The screenshot is not a win' });
    expect(rejected.json().value).toMatchObject({
      status: 'REJECTED',
      reason: 'The screenshot is not a win',
    });
    expect(await mainBalance(t.db, p.id)).toBe(before);
    expect(await budgetUsed(promo.id)).toBe(0n);
    const seen = await detail(p, promo.id);
    expect(seen.state).toBe('REJECTED');
    expect(seen.progress.application.reason).toBe('The screenshot is not a win');
  });

  it('an approval the budget cannot cover is refused and pays nothing', async () => {
    const promo = await savePromotion(t.app, admin, application({ budget: 100 }));
    const p = await newPlayer(t.app, t.db);
    await apply(p, { id: promo.id, comment: 'my win' });
    const queued = await applicationOf(promo.id, p.username);
    const before = await mainBalance(t.db, p.id);
    expect((await decide(queued.id, { approve: true, amount: 150 })).json().errorCode).toBe(
      'promotion.budget.exhausted',
    );
    expect(await mainBalance(t.db, p.id)).toBe(before);
    expect((await applicationOf(promo.id, p.username)).status).toBe('APPLIED');
    expect((await decide(queued.id, { approve: true, amount: 100 })).json().value.status).toBe('PAID');
    await expectLedgerSound(t.db);
  });

  it('a player who took 10 rewards in the last hour takes no more until it has passed (velocity)', async () => {
    const promo = await savePromotion(t.app, admin, application());
    const p = await newPlayer(t.app, t.db);
    const merchantId = (
      await t.db
        .selectFrom('promotions')
        .select('merchant_id')
        .where('id', '=', promo.id)
        .executeTakeFirstOrThrow()
    ).merchant_id;
    // Ten earlier rewards of this hour (other periods of the promotion stand in for other promotions).
    await t.db
      .insertInto('promotion_claims')
      .values(
        Array.from({ length: PROMOTION_CLAIMS_PER_HOUR }, (_, i) => ({
          merchant_id: merchantId,
          promotion_id: promo.id,
          member_id: p.id,
          period: `earlier-${i}`,
          amount: 0n,
          turnover_required: 0n,
          status: 'APPLIED' as const,
          signals: '[]',
          comment: 'earlier',
        })),
      )
      .execute();
    expect((await apply(p, { id: promo.id, comment: 'one more' })).body.errorCode).toBe('promotion.too.fast');
    expect((await detail(p, promo.id)).state).toBe('JOIN');
    await sql`update promotion_claims set created_at = now() - interval '61 minutes' where member_id = ${p.id}`.execute(
      t.db,
    );
    expect((await apply(p, { id: promo.id, comment: 'one more' })).body.value.state).toBe('APPLYING');
  });

  it('refuses bad applications with a clear code and keeps nothing', async () => {
    const promo = await savePromotion(t.app, admin, application());
    const p = await newPlayer(t.app, t.db);
    const cases: [object, string][] = [
      [{ id: promo.id, comment: '' }, 'request_param_err'],
      [{ id: promo.id, comment: 'x'.repeat(141) }, 'request_param_err'],
      [{ id: promo.id, comment: 'four', images: [PNG, PNG, PNG, PNG] }, 'request_param_err'],
      [{ id: promo.id, comment: 'gif', images: [PNG, GIF_AS_PNG] }, 'promotion.image.invalid'],
    ];
    for (const [body, code] of cases) {
      const res = await apply(p, body);
      expect(res.body.errorCode, JSON.stringify(body).slice(0, 80)).toBe(code);
    }
    const code = await savePromotion(t.app, admin, {
      ...application(),
      rules: { kind: 'BONUS_CODE', amount: 5, turnoverMultiple: 0 },
    });
    expect((await apply(p, { id: code.id, comment: 'not an application' })).body.errorCode).toBe(
      'request_param_err',
    );
    expect((await apply(undefined, { id: promo.id, comment: 'visitor' })).status).toBe(401);
    const kept = await t.db
      .selectFrom('promotion_claims')
      .select('id')
      .where('member_id', '=', p.id)
      .execute();
    expect(kept).toEqual([]);
    expect((await detail(p, promo.id)).state).toBe('JOIN');
  });
});
