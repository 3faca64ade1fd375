import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@bet/contracts/routes';
import { LOTTERY_API } from '@bet/contracts/lottery/paths';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../seed/demo-members.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { call, login } from '../../test/identity-client.js';
import { checkLedger } from '../ledger/ledger-check.repo.js';
import { commitOf, fairRng } from './games/fair-draw.js';
import * as draws from './draws.repo.js';
import * as bets from './lottery-bets.repo.js';
import { LOTTERY_GAMES } from './lottery-games.js';
import { payoutOfBet, settleDraw } from './settle-draw.js';

let t: TestContext;
let token: string;
let session: string;
beforeAll(async () => {
  t = await createTestApp({ TEST_CLOCK_CONTROL: 'true' });
  token = (await login(t.app, { username: DEMO_ACCOUNTS.player, password: DEMO_PASSWORD })).json().value
    .token;
  await t.app.services.lottery!.draws.run();
});
afterAll(() => t.close());

const s = () => t.app.services;
const lotteryGet = (url: string) => t.app.inject({ url, headers: { 'x-game-session': session } });
const lotteryPost = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { 'x-game-session': session }, payload });
const balance = async () => (await lotteryGet(LOTTERY_API.session)).json().value.balance as number;
const nextDraw = async (game: string) =>
  (
    (await t.app.inject({ url: LOTTERY_API.next })).json().value.draws as Array<{
      game: string;
      issue: string;
      closeAt: number;
      drawAt: number;
      commit: string;
      seed: string | null;
    }>
  ).find((d) => d.game === game)!;
/** Moves the lottery's clock just past a draw and runs the draw cycle. */
const drawNow = async (drawAt: number) => {
  s().lotteryClock.advance(Math.max(0, drawAt - s().lotteryClock.now() + 1));
  return s().lottery!.draws.run();
};

describe('house lottery', () => {
  it('launches through the platform as vendor HLOTT and funds the lottery wallet by transfer', async () => {
    const res = await t.app.inject({
      url: `${routes.launchAddress.path}?gameType=ELOTT&vassalage=HLOTT&gameCode=FASTDICE&launchMode=LOTT&prizeMode=Elott&view=betting`,
      headers: { authorization: token },
    });
    const url: string = res.json().value.content.game_url;
    expect(url).toMatch(/^\/hv\/lottery\/app\?t=/);
    session = new URL(url, 'http://x').searchParams.get('t')!;
    const moved = await call(
      t.app,
      'walletTransfer',
      {
        purpose: 'transfer',
        requestId: 'lottery-fund-1',
        fromAccountTypeId: 0,
        toAccountTypeId: 1501,
        amount: 100,
      },
      { token },
    );
    expect(moved.json().value.transfers[0]).toMatchObject({ status: 'DONE' });
    const described = (await lotteryGet(LOTTERY_API.session)).json().value;
    expect(described.balance).toBe(100);
    expect(described.games.map((g: { code: string }) => g.code)).toEqual([...LOTTERY_GAMES.keys()]);
    const dice = described.games.find((g: { code: string }) => g.code === 'FASTDICE');
    // 3 % edge on Big/Small (35/72): floor(0.97 × 72/35 × 10⁴) / 10⁴
    expect(dice.playTypes.find((p: { code: string }) => p.code === 'BS').odds).toEqual({
      B: 1.9954,
      S: 1.9954,
    });
  });

  it('commits to each draw before betting and keeps the seed secret until the draw', async () => {
    const draw = await nextDraw('FASTDICE');
    expect(draw.commit).toMatch(/^[0-9a-f]{64}$/);
    expect(draw.seed).toBeNull();
    const row = await t.db
      .selectFrom('house_lottery_draws')
      .select('seed')
      .where('game_code', '=', 'FASTDICE')
      .where('issue', '=', draw.issue)
      .executeTakeFirstOrThrow();
    expect(commitOf(row.seed!)).toBe(draw.commit);
  });

  it('refuses bad slips with a clear code and changes nothing', async () => {
    const draw = await nextDraw('FASTDICE');
    const before = await balance();
    const slip = (lines: object[], issue = draw.issue) =>
      lotteryPost(LOTTERY_API.bets, { game: 'FASTDICE', issue, lines });
    const line = { playType: 'SUM', content: '10', unitPrice: 1, multiple: 1 };
    expect((await slip([{ ...line, content: '3' }])).json()).toEqual({
      ok: false,
      error: 'lottery.content.invalid',
    });
    expect((await slip([{ ...line, content: '10,10' }])).json().error).toBe('lottery.content.invalid');
    expect((await slip([{ ...line, playType: 'NOPE' }])).json().error).toBe('lottery.playtype.unknown');
    expect((await slip([{ ...line, unitPrice: 0.5 }])).json().error).toBe('bet.out.of.limits');
    expect((await slip([{ ...line, unitPrice: 101 }])).json().error).toBe('balance.insufficient');
    expect((await slip([line], '19990101-0001')).json().error).toBe('lottery.draw.closed');
    expect((await slip([{ ...line, unitPrice: 'x' }])).json().error).toBe('request_param_err');
    expect(await balance()).toBe(before);
  });

  it('settles a two-play-type slip from the committed seed and pays stake × odds exactly, once', async () => {
    const draw = await nextDraw('FASTDICE');
    const placed = await lotteryPost(LOTTERY_API.bets, {
      game: 'FASTDICE',
      issue: draw.issue,
      lines: [
        { playType: 'BS', content: 'B,S', unitPrice: 2, multiple: 1 },
        { playType: 'SUM', content: '4,5,6,7,8,9,10,11,12,13,14,15,16,17', unitPrice: 0.5, multiple: 2 },
      ],
    });
    const value = placed.json().value;
    expect(value.orders.map((o: { stake: number; status: string }) => [o.stake, o.status])).toEqual([
      [4, 'PENDING'],
      [14, 'PENDING'],
    ]);
    const before = value.balance;
    // after close, the same issue takes no more bets
    s().lotteryClock.advance(draw.closeAt - s().lotteryClock.now());
    const late = await lotteryPost(LOTTERY_API.bets, {
      game: 'FASTDICE',
      issue: draw.issue,
      lines: [{ playType: 'BS', content: 'B', unitPrice: 1, multiple: 1 }],
    });
    expect(late.json().error).toBe('lottery.draw.closed');

    await drawNow(draw.drawAt);
    const published = (
      await t.app.inject({ url: `${LOTTERY_API.draw}?game=FASTDICE&issue=${draw.issue}` })
    ).json().value.draw;
    expect(published.status).toBe('SETTLED');
    expect(commitOf(published.seed)).toBe(draw.commit);
    const game = LOTTERY_GAMES.get('FASTDICE')!;
    expect(published.result).toEqual(game.draw(fairRng(published.seed, 'FASTDICE', draw.issue)));

    const dice = published.result.map(Number) as number[];
    const sum = dice.reduce((a, b) => a + b, 0);
    const triple = dice[0] === dice[1] && dice[1] === dice[2];
    // B/S: 2.00 × 1.9954 = 3.99 unless a triple; SUM: 50 × 2 × that sum's odds when the sum is one
    // of the picks, 4 to 17 (3 and 18, two throws in 216, pay nothing)
    const sumOdds = (await lotteryGet(LOTTERY_API.session))
      .json()
      .value.games.find((g: { code: string }) => g.code === 'FASTDICE')
      .playTypes.find((p: { code: string }) => p.code === 'SUM').odds[String(sum)] as number;
    const sumWins = sum >= 4 && sum <= 17;
    const expected =
      (triple ? 0 : 399) + (sumWins ? Math.floor((100 * Math.round(sumOdds * 10_000)) / 10_000) : 0);
    const orders = (await lotteryGet(`${LOTTERY_API.orders}?game=FASTDICE`)).json().value.orders;
    const payouts = orders
      .slice(0, 2)
      .reduce((a: number, o: { payout: number }) => a + Math.round(o.payout * 100), 0);
    expect(payouts).toBe(expected);
    expect(Math.round((await balance()) * 100)).toBe(Math.round(before * 100) + expected);

    // settling again (a repeated or resumed run) pays nothing more
    const row = (await t.db
      .selectFrom('house_lottery_draws')
      .selectAll()
      .where('game_code', '=', 'FASTDICE')
      .where('issue', '=', draw.issue)
      .executeTakeFirstOrThrow()) as never;
    await settleDraw(t.db, game, row, () => new Date());
    expect(Math.round((await balance()) * 100)).toBe(Math.round(before * 100) + expected);
  });

  it('pays each bet once when a settlement is cut short and resumed', async () => {
    const draw = await nextDraw('LUCKY5D');
    for (let i = 0; i < 3; i++)
      await lotteryPost(LOTTERY_API.bets, {
        game: 'LUCKY5D',
        issue: draw.issue,
        lines: [{ playType: 'DIGIT_1', content: '0,1,2,3,4,5,6,7,8,9', unitPrice: 0.1, multiple: 1 }],
      });
    const before = await balance();
    s().lotteryClock.advance(draw.drawAt - s().lotteryClock.now() + 1);
    await s().lottery!.draws.drawDue();
    const game = LOTTERY_GAMES.get('LUCKY5D')!;
    const row = (await t.db
      .selectFrom('house_lottery_draws')
      .selectAll()
      .where('game_code', '=', 'LUCKY5D')
      .where('issue', '=', draw.issue)
      .executeTakeFirstOrThrow()) as never as Parameters<typeof settleDraw>[2];
    const pending = await bets.pendingBets(t.db, 'LUCKY5D', draw.issue, 0n, 10);
    // the first batch of a run that died: one bet settled (twice, as a retry would)
    const first = { id: BigInt(pending[0]!.id), payout: payoutOfBet(game, pending[0]!, row.result!) };
    await bets.settleBatch(t.db, [first], new Date());
    await bets.settleBatch(t.db, [first], new Date());
    await s().lottery!.draws.settleDrawn();
    // each bet: 10 units of 0.10, one digit wins at 9.7 → 0.97
    expect(Math.round((await balance()) * 100)).toBe(Math.round(before * 100) + 3 * 97);
  });

  it('chases the next issues and stops after a win, refunding the rest', async () => {
    const draw = await nextDraw('FASTDICE');
    const before = await balance();
    const res = await lotteryPost(LOTTERY_API.bets, {
      game: 'FASTDICE',
      issue: draw.issue,
      lines: [
        { playType: 'SUM', content: '4,5,6,7,8,9,10,11,12,13,14,15,16,17', unitPrice: 0.1, multiple: 1 },
      ],
      chase: { issues: 5, stopOnWin: true },
    });
    const orders = res.json().value.orders;
    expect(
      orders.map((o: { chase: { index: number; of: number } }) => `${o.chase.index}/${o.chase.of}`),
    ).toEqual(['1/5', '2/5', '3/5', '4/5', '5/5']);
    expect(res.json().value.balance).toBeCloseTo(before - 7, 2);
    // Sums 4–17 lose only to 1-1-1 and 6-6-6 (2 in 216): draw until the chase wins, as it stops there.
    type Order = { status: string; payout: number };
    let after: Order[] = [];
    for (let issue = 0, drawAt = draw.drawAt; issue < 5; issue++) {
      await drawNow(drawAt);
      after = (await lotteryGet(`${LOTTERY_API.orders}?game=FASTDICE&pageSize=5`)).json().value.orders;
      if (after.some((o) => o.status === 'WON')) break;
      drawAt = (await nextDraw('FASTDICE')).drawAt;
    }
    const lost = after.filter((o) => o.status === 'LOST').length;
    expect(after.map((o) => o.status).sort()).toEqual([
      ...Array<string>(4 - lost).fill('CANCELLED'),
      ...Array<string>(lost).fill('LOST'),
      'WON',
    ]);
    // the cancelled issues come back whole (1.40 each) and the win is paid
    const won = after.find((o) => o.status === 'WON')!;
    expect(Math.round((await balance()) * 100)).toBe(
      Math.round(before * 100) - 700 + (4 - lost) * 140 + Math.round(won.payout * 100),
    );
  });

  it('caps the exposure of one number on one issue', async () => {
    const ops = s().lottery!.operations;
    const merchantId = (
      await t.db.selectFrom('merchants').select('id').where('code', '=', 'DEMO').executeTakeFirstOrThrow()
    ).id;
    await ops.setTerms(merchantId, {
      game: 'FASTDICE',
      playType: 'TRIPLE',
      enabled: true,
      edgeBp: 300,
      minBet: 100n,
      maxBet: 100_000n,
      maxExposure: 50_000n, // 500.00 payable on one pick
    });
    const draw = await nextDraw('FASTDICE');
    const bet = (unitPrice: number) =>
      lotteryPost(LOTTERY_API.bets, {
        game: 'FASTDICE',
        issue: draw.issue,
        lines: [{ playType: 'TRIPLE', content: '6', unitPrice, multiple: 1 }],
      });
    const first = (await bet(2)).json().value.orders[0]; // 2 × 209.52 = 419.04
    const before = await balance();
    expect((await bet(1)).json().error).toBe('lottery.exposure.full');
    expect(await balance()).toBe(before);
    // cancelling gives the room back: placing and cancelling cannot block a number
    expect((await lotteryPost(LOTTERY_API.cancel(first.id), {})).json().value.order.status).toBe('CANCELLED');
    const second = (await bet(1)).json();
    expect(second.ok).toBe(true);
    // two lines of one slip on the same number count together: 1.00 + 2.00 (628.56) is over the cap
    // although each line alone fits, and the refused slip leaves nothing behind
    await lotteryPost(LOTTERY_API.cancel(second.value.orders[0].id), {});
    const split = await lotteryPost(LOTTERY_API.bets, {
      game: 'FASTDICE',
      issue: draw.issue,
      lines: [
        { playType: 'TRIPLE', content: '6', unitPrice: 1, multiple: 1 },
        { playType: 'TRIPLE', content: '6', unitPrice: 2, multiple: 1 },
      ],
    });
    const afterRefusal = await balance();
    expect(split.json().error).toBe('lottery.exposure.full');
    expect((await bet(2)).json().ok).toBe(true);
    expect(await balance()).toBeCloseTo(afterRefusal - 2, 2);
  });

  it('voids a draw and refunds every bet on it', async () => {
    const draw = await nextDraw('RACE10');
    const before = await balance();
    await lotteryPost(LOTTERY_API.bets, {
      game: 'RACE10',
      issue: draw.issue,
      lines: [{ playType: 'POS_1', content: '01,02,03', unitPrice: 1, multiple: 2 }],
    });
    expect(await balance()).toBeCloseTo(before - 6, 2);
    const voided = await s().lottery!.operations.voidDraw('RACE10', draw.issue);
    expect(voided).toMatchObject({ refunded: 1, draw: { status: 'VOID' } });
    expect(await balance()).toBe(before);
    await expect(s().lottery!.operations.voidDraw('RACE10', draw.issue)).rejects.toThrow();
  });

  it('brings settled bets to the betting record, and money in and out of the vendor keeps the ledger whole', async () => {
    // (the background bet-sync job may have brought them already)
    await s().syncBets();
    const record = (
      await t.app.inject({
        url: `${routes.bettingRecord.path}?vendor=HLOTT`,
        headers: { authorization: token },
      })
    ).json().value;
    expect(record.totals.count).toBeGreaterThanOrEqual(5);
    const back = await call(
      t.app,
      'walletTransfer',
      { purpose: 'allToMain', requestId: 'lottery-back-1' },
      { token },
    );
    expect(back.json().value.transfers.some((x: { accountTypeId: number }) => x.accountTypeId === 1501)).toBe(
      true,
    );
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('after a pause longer than every scheduled draw, one run opens the next draws of every game', async () => {
    const lastDrawAt = await Promise.all(
      [...LOTTERY_GAMES.keys()].map(async (game) => {
        const newest = await draws.listDraws(t.db, { game, drawnOnly: false, offset: 0, limit: 1 });
        return new Date(newest.rows[0]!.draw_at).getTime();
      }),
    );
    s().lotteryClock.advance(Math.max(...lastDrawAt) - s().lotteryClock.now() + 60_000);
    await s().lottery!.draws.run();
    const open = (await t.app.inject({ url: LOTTERY_API.next })).json().value.draws as Array<{
      game: string;
      closeAt: number;
    }>;
    expect(open.map((d) => d.game).sort()).toEqual([...LOTTERY_GAMES.keys()].sort());
    expect(open.every((d) => d.closeAt > s().lotteryClock.now())).toBe(true);
  });
});
