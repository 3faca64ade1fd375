import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HARM_MARKERS } from '@bet/contracts/operator/operator-responsible-gaming';
import { DEMO_ACCOUNTS } from '../../seed/demo-members.js';
import { call } from '../../test/identity-client.js';
import { deposit, newPlayer, settledBet, type TestPlayer } from '../../test/promotion-fixture.js';
import {
  createTestApp,
  operatorToken,
  operatorTokenWithRole,
  type TestContext,
} from '../../test/test-app.js';
import { memberIdOf, newRequestId } from '../../test/wallet-client.js';

/** Markers of harm (issue 20, decision 0063): the operator's settings and the review list they fill. */
let t: TestContext;
let admin: string;
let support: string;
const DAY = 86_400_000;
const TZ = 'Asia/Manila';

const ops = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: { authorization: token }, ...(payload ? { payload } : {}) });
const openReviews = async () =>
  (await ops('GET', '/ops/responsible-gaming/reviews?status=OPEN&pageSize=100', support)).json().value
    .list as Array<{ id: string; memberId: string; marker: string; measured: number; seenAt: number }>;
const reviewsOf = async (p: TestPlayer) =>
  (await openReviews()).filter((r) => r.memberId === String(p.id)).map((r) => [r.marker, r.measured]);
const run = () => t.app.services.reviewHarmMarkers();
/** 01:30 on the merchant's calendar day `daysAgo` days back: a night-time moment. */
const nightOf = (daysAgo: number) => {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: TZ }).format(new Date(Date.now() - daysAgo * DAY));
  return new Date(`${day}T01:30:00+08:00`);
};
const ago = (days: number) => new Date(Date.now() - days * DAY);

beforeAll(async () => {
  t = await createTestApp();
  admin = await operatorToken(t.app);
  support = await operatorTokenWithRole(t.app, admin, 'support');
});
afterAll(() => t.close());

describe('markers of harm', () => {
  it('starts every marker on at its default; only configure changes them, inside their range', async () => {
    const markers = (await ops('GET', '/ops/responsible-gaming/harm-markers', support)).json().value.markers;
    expect(markers).toEqual([
      { marker: 'DEPOSIT_SURGE', enabled: true, threshold: 3 },
      { marker: 'NIGHT_PLAY', enabled: true, threshold: 3 },
      { marker: 'LIMIT_REFUSALS', enabled: true, threshold: 3 },
      { marker: 'LIMIT_RAISES', enabled: true, threshold: 2 },
    ]);
    const change = { markers: [{ marker: 'NIGHT_PLAY', enabled: true, threshold: 8 }] };
    const tooHigh = await ops('PUT', '/ops/responsible-gaming/harm-markers', admin, change);
    expect(tooHigh.statusCode).toBe(400);
    const twice = {
      markers: [
        { marker: 'NIGHT_PLAY', enabled: true, threshold: 2 },
        { marker: 'NIGHT_PLAY', enabled: false, threshold: 2 },
      ],
    };
    expect((await ops('PUT', '/ops/responsible-gaming/harm-markers', admin, twice)).statusCode).toBe(400);
    const ok = { markers: [{ marker: 'NIGHT_PLAY', enabled: true, threshold: 2 }] };
    expect((await ops('PUT', '/ops/responsible-gaming/harm-markers', support, ok)).statusCode).toBe(403);
    expect((await ops('GET', '/ops/responsible-gaming/harm-markers', support)).json().value.markers).toEqual(
      markers,
    );
  });

  it('puts each player whose marker holds over the last 7 days on the review list, once', async () => {
    const [surging, steady, newcomer, nightOwl, dayPlayer, raiser] = await Promise.all(
      Array.from({ length: 6 }, () => newPlayer(t.app, t.db)),
    );
    // Deposits: 100 the week before, 450 this week (4.5×); 100 then 200 (2×); 500 with no week before.
    await deposit(t.db, surging!.id, 10_000n, ago(10));
    await deposit(t.db, surging!.id, 45_000n, ago(2));
    await deposit(t.db, steady!.id, 10_000n, ago(9));
    await deposit(t.db, steady!.id, 20_000n, ago(1));
    await deposit(t.db, newcomer!.id, 50_000n, ago(1));
    // Bets at 01:30 on three nights (twice on one of them) against bets at noon on four days.
    for (const daysAgo of [1, 2, 2, 4])
      await settledBet(t.db, nightOwl!.id, { category: 'SLOT', stake: 100n, at: nightOf(daysAgo) });
    for (const daysAgo of [1, 2, 3, 4])
      await settledBet(t.db, dayPlayer!.id, {
        category: 'SLOT',
        stake: 100n,
        at: new Date(nightOf(daysAgo).getTime() + 10.5 * 3_600_000),
      });
    // Two raises asked for by the player (each waits 24 hours); a new limit or a lowering is no marker.
    for (const [kind, values] of [
      ['WAGER', [100, 200]],
      ['LOSS', [100, 300]],
      ['DEPOSIT', [500, 100]],
    ] as const)
      for (const value of values)
        await call(t.app, 'rgSetLimit', { kind, period: 'WEEK', value }, { token: raiser!.token });

    await run();
    expect(await reviewsOf(surging!)).toEqual([['DEPOSIT_SURGE', 4.5]]);
    expect(await reviewsOf(steady!)).toEqual([]);
    expect(await reviewsOf(newcomer!)).toEqual([]);
    expect(await reviewsOf(nightOwl!)).toEqual([['NIGHT_PLAY', 3]]);
    expect(await reviewsOf(dayPlayer!)).toEqual([]);
    expect(await reviewsOf(raiser!)).toEqual([['LIMIT_RAISES', 2]]);

    // The demo seed's player refused by their weekly deposit limit on three days.
    const demoDown = String(await memberIdOf(t.db, DEMO_ACCOUNTS.downlines[1]));
    expect((await openReviews()).filter((r) => r.memberId === demoDown).map((r) => r.marker)).toEqual([
      'LIMIT_REFUSALS',
    ]);

    // A second look refreshes the open review rather than adding one.
    const before = (await openReviews()).length;
    await settledBet(t.db, nightOwl!.id, { category: 'SLOT', stake: 100n, at: nightOf(5) });
    await run();
    expect((await openReviews()).length).toBe(before);
    expect(await reviewsOf(nightOwl!)).toEqual([['NIGHT_PLAY', 4]]);
  });

  it('counts refusals by a limit, and an operator closes a review with a note, which stays closed', async () => {
    const player = await newPlayer(t.app, t.db);
    await call(t.app, 'rgSetLimit', { kind: 'DEPOSIT', period: 'DAY', value: 100 }, { token: player.token });
    const channels = (await call(t.app, 'depositChannels', undefined, { token: player.token })).json().value
      .channels;
    const offline = channels.find((c: { type: string }) => c.type === 'OFFLINE');
    for (let i = 0; i < 3; i++) {
      const refused = await call(
        t.app,
        'deposit',
        { requestId: newRequestId(), channelId: offline.id, amount: 500, reference: `HARM-${i}` },
        { token: player.token },
      );
      expect(refused.json().errorCode).toBe('rg.limit.reached');
    }
    await run();
    const review = (await openReviews()).find((r) => r.memberId === String(player.id))!;
    expect(review).toMatchObject({ marker: 'LIMIT_REFUSALS', measured: 3 });

    const close = { id: review.id, note: 'Called the player; they set a monthly limit.' };
    expect((await ops('POST', '/ops/responsible-gaming/reviews/close', support, close)).statusCode).toBe(403);
    const closed = await ops('POST', '/ops/responsible-gaming/reviews/close', admin, close);
    expect(closed.json().value).toMatchObject({
      id: review.id,
      reviewedBy: 'operator:ops-admin',
      note: close.note,
    });
    const again = await ops('POST', '/ops/responsible-gaming/reviews/close', admin, close);
    expect([again.statusCode, again.json().errorCode]).toEqual([404, 'rg.review.not.found']);

    // The same evidence does not put the player back on the list.
    await run();
    expect(await reviewsOf(player)).toEqual([]);
    const reviewed = (await ops('GET', '/ops/responsible-gaming/reviews?status=REVIEWED', support)).json()
      .value.list;
    expect(reviewed.map((r: { id: string }) => r.id)).toContain(review.id);
    const detail = (await ops('GET', `/ops/responsible-gaming/player?memberId=${player.id}`, support)).json()
      .value;
    expect(detail.reviews).toEqual([expect.objectContaining({ id: review.id, note: close.note })]);
  });

  it('leaves a marker the operator turned off', async () => {
    const off = { markers: HARM_MARKERS.map((marker) => ({ marker, enabled: false, threshold: 3 })) };
    expect((await ops('PUT', '/ops/responsible-gaming/harm-markers', admin, off)).statusCode).toBe(200);
    const player = await newPlayer(t.app, t.db);
    await deposit(t.db, player.id, 10_000n, ago(10));
    await deposit(t.db, player.id, 90_000n, ago(1));
    await run();
    expect(await reviewsOf(player)).toEqual([]);
  });
});
