import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SaveMissionRequest } from '@bet/contracts/operator/operator-missions';
import { deposit, newPlayer, playerCall, settledBet, type TestPlayer } from '../../test/promotion-fixture.js';
import {
  createTestApp,
  operatorToken,
  operatorTokenWithRole,
  type TestContext,
} from '../../test/test-app.js';
import { expectLedgerSound, mainBalance, trialToken } from '../../test/wallet-client.js';
import { missionRewardKey } from './missions.service.js';

let t: TestContext;
let admin: string;

const saveMission = async (body: SaveMissionRequest, token = admin) =>
  t.app.inject({ method: 'POST', url: '/ops/missions', headers: { authorization: token }, payload: body });
const summary = async (p: TestPlayer) =>
  (await playerCall(t.app, p.token, 'GET', '/wps/mission/summary')).body;
const claim = (p: TestPlayer, id: number) => playerCall(t.app, p.token, 'POST', '/wps/mission/claim', { id });
const cardOf = async (p: TestPlayer, id: number) =>
  (await summary(p)).value.list.find((m: { id: number }) => m.id === id);
const recount = () => t.app.services.recountMissions();

let bet: number;
let deposits: number;
let login: number;

beforeAll(async () => {
  t = await createTestApp({ TEST_CLOCK_CONTROL: 'true' });
  admin = await operatorToken(t.app);
  // The demo seed's missions are paused: these tests count only their own.
  const seeded = await t.app.inject({
    method: 'GET',
    url: '/ops/missions',
    headers: { authorization: admin },
  });
  for (const m of seeded.json().value.list as { id: number }[])
    await t.app.inject({
      method: 'POST',
      url: '/ops/missions/status',
      headers: { authorization: admin },
      payload: { id: m.id, status: 'PAUSED' },
    });
  const made = [
    { task: 'BET', category: 'RNG', period: 'DAILY', target: 500, reward: 20, turnoverMultiple: 2 },
    { task: 'DEPOSITS', period: 'DAILY', target: 2, reward: 15 },
    { task: 'LOGIN_DAYS', period: 'WEEKLY', target: 1, reward: 5, turnoverMultiple: 0 },
  ] as const;
  const ids = await Promise.all(
    made.map(async (m): Promise<number> => {
      const res = await saveMission(m);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().value.id as number;
    }),
  );
  [bet, deposits, login] = [ids[0]!, ids[1]!, ids[2]!];
});
afterAll(() => t.close());

describe('mission progress from real rows', () => {
  it('counts valid bets of the category, deposits and login days, and pays a claim once', async () => {
    const p = await newPlayer(t.app, t.db); // its token came from a real login
    expect(await cardOf(p, login)).toMatchObject({ state: 'IN_PROGRESS', progress: 0, target: 1 });

    await settledBet(t.db, p.id, { category: 'RNG', stake: 30_000n });
    await settledBet(t.db, p.id, { category: 'LIVE', stake: 90_000n }); // another category: not counted
    await deposit(t.db, p.id, 10_000n);
    await recount();

    expect(await cardOf(p, bet)).toMatchObject({ state: 'IN_PROGRESS', progress: 300, target: 500 });
    expect(await cardOf(p, deposits)).toMatchObject({ state: 'IN_PROGRESS', progress: 1, target: 2 });
    expect(await cardOf(p, login)).toMatchObject({ state: 'CLAIM', progress: 1 });
    expect((await summary(p)).value.claimable).toBe(1);
    expect((await claim(p, bet)).body.errorCode).toBe('mission.not.complete');

    await settledBet(t.db, p.id, { category: 'RNG', stake: 25_000n });
    await recount();
    expect(await cardOf(p, bet)).toMatchObject({ state: 'CLAIM', progress: 500 }); // capped at the target
    expect((await summary(p)).value.claimable).toBe(2);

    const before = await mainBalance(t.db, p.id);
    const paid = await claim(p, bet);
    expect(paid.body.value).toEqual({ missionId: bet, amount: 20, turnoverRequired: 40, claimable: 1 });
    expect(await mainBalance(t.db, p.id)).toBe(before + 2_000n);
    expect((await claim(p, bet)).body.errorCode).toBe('mission.already.claimed');
    expect(await cardOf(p, bet)).toMatchObject({ state: 'CLAIMED' });

    const transfer = await t.db
      .selectFrom('ledger_transfers')
      .select(['id', 'type'])
      .where('idempotency_key', 'like', `mission:${bet}:${p.id}:%`)
      .execute();
    expect(transfer).toHaveLength(1);
    expect(transfer[0]!.type).toBe('BONUS');
    const bonus = await t.db
      .selectFrom('bonuses')
      .select(['name', 'amount', 'turnover_required'])
      .where('member_id', '=', p.id)
      .executeTakeFirstOrThrow();
    expect(bonus).toMatchObject({ name: 'Daily mission: bet 500.00 on RNG' });
    expect(BigInt(bonus.turnover_required)).toBe(4_000n);
    await expectLedgerSound(t.db);
  });

  it('writes the same progress when the feed is replayed, and pays nothing twice', async () => {
    const p = await newPlayer(t.app, t.db);
    await deposit(t.db, p.id, 10_000n);
    await deposit(t.db, p.id, 10_000n);
    await recount();
    expect((await claim(p, deposits)).body.value.amount).toBe(15);
    const balance = await mainBalance(t.db, p.id);

    // A crash after the recount but before the feed moved replays the same rows: same figures.
    await sql`update mission_feed set bound = '3'`.execute(t.db);
    await recount();
    await recount();
    expect(await cardOf(p, deposits)).toMatchObject({ state: 'CLAIMED', progress: 2 });
    expect(await mainBalance(t.db, p.id)).toBe(balance);
    expect((await claim(p, deposits)).body.errorCode).toBe('mission.already.claimed');
  });

  it('pays one of many concurrent claims of the same mission', async () => {
    const p = await newPlayer(t.app, t.db);
    await recount();
    const before = await mainBalance(t.db, p.id);
    const answers = await Promise.all(Array.from({ length: 8 }, () => claim(p, login)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.body.errorCode === 'mission.already.claimed')).toHaveLength(7);
    expect(await mainBalance(t.db, p.id)).toBe(before + 500n);
    const keys = await t.db
      .selectFrom('ledger_transfers')
      .select('idempotency_key')
      .where('idempotency_key', 'like', `${missionRewardKey(login, p.id, '')}%`)
      .execute();
    expect(keys).toHaveLength(1);
  });

  it('counts nothing for a paused mission and refuses its claim', async () => {
    const p = await newPlayer(t.app, t.db);
    const paused = (await saveMission({ task: 'LOGIN_DAYS', period: 'DAILY', target: 1, reward: 1 })).json()
      .value.id as number;
    const res = await t.app.inject({
      method: 'POST',
      url: '/ops/missions/status',
      headers: { authorization: admin },
      payload: { id: paused, status: 'PAUSED' },
    });
    expect(res.json().value.status).toBe('PAUSED');
    await recount();
    expect(await cardOf(p, paused)).toBeUndefined();
    expect((await claim(p, paused)).body.errorCode).toBe('mission.not.found');
  });
});

describe('the leaderboard', () => {
  it('ranks this week by missions completed, names masked, with the caller\u2019s own line', async () => {
    const p = await newPlayer(t.app, t.db);
    await settledBet(t.db, p.id, { category: 'RNG', stake: 60_000n });
    await deposit(t.db, p.id, 10_000n);
    await deposit(t.db, p.id, 10_000n);
    await recount();
    const board = await playerCall(t.app, p.token, 'GET', '/wps/mission/leaderboard');
    expect(board.status).toBe(200);
    const { list, me } = board.body.value;
    expect(me).toMatchObject({ rank: 1, completed: 3 });
    expect(list[0]).toMatchObject({ rank: 1, completed: 3 });
    expect(list[0].username).toMatch(/^pr\*\*\*.{2}$/);
    expect(list.some((e: { username: string }) => e.username === p.username)).toBe(false);

    const visitor = await playerCall(t.app, undefined, 'GET', '/wps/mission/leaderboard');
    expect(visitor.body.value.me).toBeNull();
  });
});

describe('bad input and roles', () => {
  it('refuses what the contract refuses, changing nothing', async () => {
    const p = await newPlayer(t.app, t.db);
    for (const id of [0, -1, 1.5, 'x'])
      expect((await claim(p, id as number)).body.errorCode).toBe('request_param_err');
    expect((await claim(p, 999_999)).body.errorCode).toBe('mission.not.found');
    expect((await playerCall(t.app, undefined, 'GET', '/wps/mission/summary')).status).toBe(401);

    const before = (
      await t.app.inject({ method: 'GET', url: '/ops/missions', headers: { authorization: admin } })
    ).json().value.list.length;
    const refused = [
      { task: 'LOGIN_DAYS', period: 'WEEKLY', target: 8, reward: 1 },
      { task: 'LOGIN_DAYS', period: 'DAILY', target: 2, reward: 1 },
      { task: 'DEPOSITS', category: 'RNG', period: 'DAILY', target: 2, reward: 1 },
      { task: 'DEPOSITS', period: 'DAILY', target: 1.5, reward: 1 },
      { task: 'BET', period: 'DAILY', target: 0.001, reward: 1 },
      { task: 'BET', period: 'DAILY', target: 10, reward: 0 },
    ] as const;
    for (const body of refused) expect((await saveMission(body)).json().errorCode).toBe('request_param_err');
    const after = (
      await t.app.inject({ method: 'GET', url: '/ops/missions', headers: { authorization: admin } })
    ).json().value.list.length;
    expect(after).toBe(before);
  });

  it('lets every role read and only `configure` save; a trial account claims nothing', async () => {
    const support = await operatorTokenWithRole(t.app, admin, 'support');
    const list = await t.app.inject({
      method: 'GET',
      url: '/ops/missions',
      headers: { authorization: support },
    });
    expect(list.statusCode).toBe(200);
    const mission = list.json().value.list.find((m: { id: number }) => m.id === bet);
    expect(mission).toMatchObject({
      task: 'BET',
      target: 500,
      reward: 20,
      completed: 2,
      claimed: 1,
      paidTotal: 20,
    });
    const denied = await saveMission({ task: 'LOGIN_DAYS', period: 'DAILY', target: 1, reward: 1 }, support);
    expect(denied.statusCode).toBe(403);

    const trial = await trialToken(t.app);
    const answer = await playerCall(t.app, trial, 'POST', '/wps/mission/claim', { id: login });
    expect(answer.body.errorCode).toBe('trial.account.forbidden');
  });
});
