import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../test/identity-client.js';
import { checkLedger } from '../modules/ledger/ledger-check.repo.js';
import { createTestApp, type TestContext } from '../test/test-app.js';
import { DEMO_TEAM, seedDemoAgentTeam } from './demo-agent-team.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-members.js';

const TZ = 'Asia/Manila';
let t: TestContext;
let agentToken: string;
const DAY = 86_400_000;
const get = (path: string, query: string) =>
  t.app.inject({
    method: 'GET',
    url: `/wps/agent/team/${path}?${query}`,
    headers: { authorization: agentToken },
  });
const idOf = async (username: string) =>
  (await t.db.selectFrom('members').select('id').where('username', '=', username).executeTakeFirstOrThrow())
    .id;

beforeAll(async () => {
  t = await createTestApp({ REPORT_TIME_ZONE: TZ });
});
afterAll(() => t.close());

describe('the demo agent team', () => {
  it('is seeded once: a tree three levels deep, through the ledger', async () => {
    expect(await seedDemoAgentTeam(t.db, { merchantCode: 'DEMO', timeZone: TZ })).toBe(true);
    const counts = async () => ({
      members: Number(
        (
          await t.db
            .selectFrom('members')
            .select((e) => e.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
      bets: Number(
        (
          await t.db
            .selectFrom('bets')
            .select((e) => e.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
      contracts: Number(
        (
          await t.db
            .selectFrom('agent_contracts')
            .select((e) => e.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    });
    const before = await counts();
    expect(await seedDemoAgentTeam(t.db, { merchantCode: 'DEMO', timeZone: TZ })).toBe(false);
    expect(await counts()).toEqual(before);
    expect(await checkLedger(t.db)).toEqual([]);

    const agent = await idOf(DEMO_ACCOUNTS.agent);
    const depths = await t.db
      .selectFrom('member_tree')
      .select((e) => e.fn.max('depth').as('deepest'))
      .where('ancestor_id', '=', BigInt(agent))
      .executeTakeFirstOrThrow();
    expect(Number(depths.deepest)).toBeGreaterThanOrEqual(3);
    const agentOnly = await t.db
      .selectFrom('members')
      .select(['type', 'agent_only', 'upline_id'])
      .where('username', '=', DEMO_TEAM.agentOnly)
      .executeTakeFirstOrThrow();
    expect(agentOnly).toMatchObject({ type: 1, agent_only: true });
    expect(String(agentOnly.upline_id)).toBe(String(agent));
    const bets = await t.db
      .selectFrom('bets')
      .select(['placed_at', 'vendor', 'status'])
      .where('vendor_bet_id', 'like', 'seed-team-%')
      .execute();
    expect(bets.length).toBeGreaterThan(50);
    expect(bets.every((b) => b.vendor === 'HOUSE' && b.status === 'SETTLED')).toBe(true);
    const oldest = Math.min(...bets.map((b) => new Date(b.placed_at).getTime()));
    expect(Date.now() - oldest).toBeGreaterThan(7 * DAY);
    expect(bets.every((b) => new Date(b.placed_at).getTime() < Date.now())).toBe(true);
  });

  it('holds the house terms, an accepted daily wage within the ceiling and a pending offer', async () => {
    const kinds = await t.db.selectFrom('agent_top_terms').select(['kind', 'max_rate_bp']).execute();
    expect(kinds.map((k) => k.kind).sort()).toEqual(['DAILY_WAGE', 'DIVIDEND', 'REALTIME_SALARY']);
    const contracts = await t.db
      .selectFrom('agent_contracts as c')
      .innerJoin('members as m', 'm.id', 'c.member_id')
      .select(['m.username', 'c.kind', 'c.state', 'c.max_rate_bp'])
      .where('c.upline_id', '=', BigInt(await idOf(DEMO_ACCOUNTS.agent)))
      .orderBy('m.username')
      .execute();
    expect(contracts.map((c) => [c.username, c.kind, c.state])).toEqual([
      ['demosub1', 'DAILY_WAGE', 'ACTIVE'],
      ['demosub2', 'DAILY_WAGE', 'PENDING'],
    ]);
    const ceiling = kinds.find((k) => k.kind === 'DAILY_WAGE')!.max_rate_bp;
    expect(contracts.every((c) => c.max_rate_bp <= ceiling)).toBe(true);
  });

  it("shows numbers in the demo agent's overview, team betting and user P&L", async () => {
    agentToken = (await login(t.app, { username: DEMO_ACCOUNTS.agent, password: DEMO_PASSWORD })).json().value
      .token;
    const range = `range=custom&from=${Date.now() - 11 * DAY}&to=${Date.now() + DAY}`;
    const overview = await get('overview', range);
    expect(overview.statusCode, overview.body).toBe(200);
    const o = overview.json().value;
    expect(o.teamSize.total).toBeGreaterThanOrEqual(20);
    expect(o.validBets).toBeGreaterThan(0);
    expect(o.deposits).toBeGreaterThan(0);
    expect(o.activeMembers).toBeGreaterThan(5);

    const profit = (await get('profit', `${range}&pageSize=100`)).json().value;
    expect(profit.total.validBets).toBe(o.validBets);
    expect(profit.list.some((r: { username: string }) => r.username === 'demosub1')).toBe(true);

    const betting = await get('bets', `from=${Date.now() - 11 * DAY}&to=${Date.now() + DAY}`);
    expect(betting.statusCode, betting.body).toBe(200);
    expect(betting.json().value.list.length).toBeGreaterThan(0);
    expect(betting.json().value.totals.validBet).toBe(o.validBets);
  });
});
