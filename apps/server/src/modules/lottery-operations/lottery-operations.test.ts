import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@bet/contracts/routes';
import { LOTTERY_API } from '@bet/contracts/lottery/paths';
import { allOperatorRoutes } from '@bet/contracts/operator/operator-route-schemas';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../seed/demo-members.js';
import {
  createTestApp,
  operatorToken,
  operatorTokenWithRole,
  type TestContext,
} from '../../test/test-app.js';
import { call, login } from '../../test/identity-client.js';

let t: TestContext;
let admin: string;
let finance: string;
let support: string;
let session: string;
beforeAll(async () => {
  t = await createTestApp({ TEST_CLOCK_CONTROL: 'true' });
  admin = await operatorToken(t.app);
  finance = await operatorTokenWithRole(t.app, admin, 'finance', 'lottery-finance');
  support = await operatorTokenWithRole(t.app, admin, 'support', 'lottery-support');
});
afterAll(() => t.close());

type Name = keyof typeof allOperatorRoutes;
/** An operator call by its contract name: GET sends `input` as the query, others as the body. */
const ops = (token: string, name: Name, input?: Record<string, unknown>) => {
  const { method, path } = allOperatorRoutes[name];
  const query = method === 'GET' && input ? `?${new URLSearchParams(input as Record<string, string>)}` : '';
  return t.app.inject({
    method,
    url: path + query,
    headers: { authorization: token },
    ...(method === 'GET' || !input ? {} : { payload: input }),
  });
};
const value = async (p: ReturnType<typeof ops>) => {
  const res = await p;
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  return res.json().value;
};
const errorOf = async (p: ReturnType<typeof ops>) => {
  const res = await p;
  return [res.statusCode, res.json().errorCode] as const;
};
const audit = (action: string) =>
  t.db.selectFrom('audit_log').selectAll().where('action', '=', action).execute();
const lottery = () => t.app.services.lottery!;
const clock = () => t.app.services.lotteryClock;
type Term = { game: string; playType: string; edgeBp: number; odds: Record<string, number> };
const diceBs = async () =>
  ((await value(ops(admin, 'getLotteryTerms'))).terms as Term[]).find(
    (x) => x.game === 'FASTDICE' && x.playType === 'BS',
  )!;

describe('house lottery operations', () => {
  it('changes a play type house edge and the offered odds follow (configure only, audited)', async () => {
    expect((await diceBs()).odds).toEqual({ B: 1.9954, S: 1.9954 });
    const change = { game: 'FASTDICE', playType: 'BS', enabled: true, minBet: 1, maxBet: 500 };
    const saved = await value(ops(admin, 'setLotteryTerms', { ...change, edgeBp: 500, maxExposure: 20_000 }));
    // 5 % edge on Big/Small (35/72): floor(0.95 × 72/35 × 10⁴) / 10⁴
    expect(saved).toMatchObject({ edgeBp: 500, minBet: 1, maxBet: 500, maxExposure: 20_000 });
    expect(saved.odds).toEqual({ B: 1.9542, S: 1.9542 });
    expect((await diceBs()).odds).toEqual({ B: 1.9542, S: 1.9542 });
    expect(await audit('lottery.terms.set')).toHaveLength(1);

    const edge = { ...change, edgeBp: 300, maxExposure: 20_000 };
    expect(await errorOf(ops(finance, 'setLotteryTerms', edge))).toEqual([403, 'forbidden']);
    expect(await errorOf(ops(admin, 'setLotteryTerms', { ...edge, playType: 'NOPE' }))).toEqual([
      404,
      'lottery.playtype.unknown',
    ]);
    expect(await errorOf(ops(admin, 'setLotteryTerms', { ...edge, game: 'NOPE' }))).toEqual([
      404,
      'game.not.found',
    ]);
    expect((await errorOf(ops(admin, 'setLotteryTerms', { ...edge, maxBet: 0.5 })))[0]).toBe(400);
    expect((await errorOf(ops(admin, 'setLotteryTerms', { ...edge, edgeBp: 5001 })))[0]).toBe(400);
    expect((await diceBs()).edgeBp).toBe(500);
    expect(await audit('lottery.terms.set')).toHaveLength(1);
  });

  it('switches a game schedule off and on again', async () => {
    const sched = { game: 'RACE10', enabled: false, closeSeconds: 10, resultSource: 'HOUSE' };
    expect(await value(ops(admin, 'setLotterySchedule', sched))).toMatchObject(sched);
    const listed = (await value(ops(support, 'getLotterySchedules'))).schedules as Array<{
      game: string;
      enabled: boolean;
      layout: unknown[];
    }>;
    expect(listed.find((s) => s.game === 'RACE10')).toMatchObject({ enabled: false, closeSeconds: 10 });
    expect(listed.find((s) => s.game === 'VN_NORTH')!.layout.length).toBeGreaterThan(0);
    expect(await errorOf(ops(support, 'setLotterySchedule', sched))).toEqual([403, 'forbidden']);
    await value(ops(admin, 'setLotterySchedule', { ...sched, enabled: true, closeSeconds: 5 }));
    // VN North's results are entered by operators from here on (its draws are scheduled after this)
    const manual = { game: 'VN_NORTH', enabled: true, closeSeconds: 900, resultSource: 'MANUAL' };
    await value(ops(admin, 'setLotterySchedule', manual));
    expect((await audit('lottery.schedule.set')).map((a) => a.detail)).toEqual([
      expect.objectContaining({ enabled: false }),
      expect.objectContaining({ enabled: true, before: expect.objectContaining({ enabled: false }) }),
      expect.objectContaining({
        resultSource: 'MANUAL',
        before: expect.objectContaining({ resultSource: 'HOUSE' }),
      }),
    ]);
  });

  it('voids a draw with a bet on it: the bet is refunded and the draw shows VOID', async () => {
    await lottery().draws.run();
    const token = (await login(t.app, { username: DEMO_ACCOUNTS.player, password: DEMO_PASSWORD })).json()
      .value.token as string;
    const launched = await t.app.inject({
      url: `${routes.launchAddress.path}?gameType=ELOTT&vassalage=HLOTT&gameCode=RACE10&launchMode=LOTT&prizeMode=Elott&view=betting`,
      headers: { authorization: token },
    });
    session = new URL(launched.json().value.content.game_url, 'http://x').searchParams.get('t')!;
    const fund = { purpose: 'transfer', requestId: 'lottery-ops-fund', fromAccountTypeId: 0 };
    const wallet = await t.db
      .selectFrom('vendors')
      .select('account_type_id')
      .where('code', '=', 'HLOTT')
      .executeTakeFirstOrThrow();
    const toAccountTypeId = wallet.account_type_id;
    const moved = await call(t.app, 'walletTransfer', { ...fund, toAccountTypeId, amount: 50 }, { token });
    expect(moved.json()).toMatchObject({ value: { transfers: [{ status: 'DONE' }] } });
    const player = { 'x-game-session': session };
    const balance = async () =>
      (await t.app.inject({ url: LOTTERY_API.session, headers: player })).json().value.balance as number;
    const next = (await t.app.inject({ url: LOTTERY_API.next })).json().value.draws as Array<{
      game: string;
      issue: string;
    }>;
    const draw = next.find((d) => d.game === 'RACE10')!;
    const before = await balance();
    const placed = await t.app.inject({
      method: 'POST',
      url: LOTTERY_API.bets,
      headers: player,
      payload: {
        game: 'RACE10',
        issue: draw.issue,
        lines: [{ playType: 'POS_1', content: '01,02', unitPrice: 1, multiple: 3 }],
      },
    });
    expect(placed.json()).toEqual({ ok: true, value: expect.anything() });
    expect(await balance()).toBeCloseTo(before - 6, 2);
    const page = await value(ops(support, 'listLotteryDraws', { game: 'RACE10', pageSize: '100' }));
    expect(page.list.find((d: { issue: string }) => d.issue === draw.issue)).toMatchObject({
      bets: 1,
      stake: 6,
      payout: 0,
      profit: 6,
    });

    const voiding = { game: 'RACE10', issue: draw.issue, reason: 'feed outage' };
    expect(await errorOf(ops(support, 'voidLotteryDraw', voiding))).toEqual([403, 'forbidden']);
    expect(await value(ops(finance, 'voidLotteryDraw', voiding))).toMatchObject({
      refunded: 1,
      draw: { status: 'VOID' },
    });
    expect(await balance()).toBe(before);
    expect(await errorOf(ops(admin, 'voidLotteryDraw', voiding))).toEqual([409, 'lottery.draw.closed']);
    expect(await audit('lottery.draw.void')).toEqual([
      expect.objectContaining({ detail: expect.objectContaining({ reason: 'feed outage', refunded: 1 }) }),
    ]);
  });

  it('takes a hand-entered result only when a second operator approves it', async () => {
    await lottery().draws.run();
    const listed = await value(ops(admin, 'listLotteryDraws', { game: 'VN_NORTH', pageSize: '100' }));
    const draw = (listed.list as Array<{ issue: string; source: string; drawAt: number }>)
      .filter((d) => d.source === 'MANUAL')
      .sort((a, b) => a.drawAt - b.drawAt)[0]!;
    const schedules = (await value(ops(admin, 'getLotterySchedules'))).schedules;
    const layout = schedules.find((s: { game: string }) => s.game === 'VN_NORTH').layout as Array<{
      count: number;
      digits: number;
    }>;
    const result = layout.flatMap((tier, i) =>
      Array.from({ length: tier.count }, (_, j) => String((i * 7 + j * 3) % 10).repeat(tier.digits)),
    );
    const propose = { game: 'VN_NORTH', issue: draw.issue, result };
    // before its time the vendor refuses; a wrong shape is refused at once
    expect(
      await errorOf(ops(admin, 'proposeLotteryResult', { ...propose, result: result.slice(1) })),
    ).toEqual([400, 'lottery.content.invalid']);
    expect(await errorOf(ops(support, 'proposeLotteryResult', propose))).toEqual([403, 'forbidden']);
    const early = await value(ops(admin, 'proposeLotteryResult', propose));
    expect(await errorOf(ops(finance, 'approveLotteryResult', { id: early.id }))).toEqual([
      409,
      'lottery.draw.closed',
    ]);

    clock().advance(Math.max(0, draw.drawAt - clock().now() + 1));
    await lottery().draws.run();
    const first = await value(ops(admin, 'proposeLotteryResult', propose));
    expect(first).toMatchObject({ status: 'PENDING', proposedBy: 'ops-admin', result });
    const pending = (await value(ops(support, 'listLotteryResults'))).list;
    expect(pending.map((p: { id: number }) => p.id)).toEqual([first.id]); // the early one is superseded
    expect(await errorOf(ops(admin, 'approveLotteryResult', { id: first.id }))).toEqual([
      403,
      'lottery.result.same.operator',
    ]);
    const approved = await value(ops(finance, 'approveLotteryResult', { id: first.id }));
    expect(approved.proposal).toMatchObject({ status: 'APPROVED', approvedBy: 'lottery-finance' });
    expect(approved.draw).toMatchObject({ issue: draw.issue, result, source: 'MANUAL' });
    expect((await value(ops(admin, 'listLotteryResults'))).list).toEqual([]);
    expect(await errorOf(ops(finance, 'approveLotteryResult', { id: first.id }))).toEqual([
      404,
      'lottery.result.not.found',
    ]);
    expect(await errorOf(ops(finance, 'approveLotteryResult', { id: early.id }))).toEqual([
      404,
      'lottery.result.not.found',
    ]);
    expect((await audit('lottery.result.propose')).length).toBe(2);
    expect(await audit('lottery.result.approve')).toEqual([
      expect.objectContaining({ actor_type: 'operator', detail: expect.objectContaining({ result }) }),
    ]);
  });
});
