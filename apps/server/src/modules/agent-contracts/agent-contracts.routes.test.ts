import { agentContractRoutes } from '@bet/contracts/route-table/agent-contract-routes';
import { routeList } from '@bet/contracts/routes';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../seed/demo-members.js';
import { login } from '../../test/identity-client.js';
import { describeRoleMatrix } from '../../test/role-matrix.js';
import {
  createTestApp,
  operatorToken,
  operatorTokenWithRole,
  type TestContext,
} from '../../test/test-app.js';

// Agents only: a plain member is refused with agent.not.agent; a trial account by the default access.
const contractRouteNames = new Set(Object.keys(agentContractRoutes));
describeRoleMatrix(
  'role matrix of the agent contract calls',
  routeList.filter((r) => contractRouteNames.has(r.name)),
  { expectFor: (_route, role, res) => role === 'member' && res.errorCode === 'agent.not.agent' },
);

let t: TestContext;
let ops: string;
const tokens: Record<string, string> = {};

const inject = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { authorization: token }, ...(payload ? { payload } : {}) });
const as = (who: string) => ({
  offerDaily: (downline: string, rate: number) =>
    inject(tokens[who]!, 'POST', '/wps/agent/contract/dailySalary', {
      downline,
      tiers: [{ teamBetting: 1000, activeMembers: 1, rate }],
    }),
  offerDividend: (downline: string, period: string, rate: number) =>
    inject(tokens[who]!, 'POST', '/wps/agent/contract/dividend', {
      downline,
      period,
      tiers: [{ periodValidBet: 0, periodProfitLoss: 0, activeMembers: 0, rate }],
    }),
  respond: (contractId: number, accept: boolean, confirmEndDownlines?: boolean) =>
    inject(tokens[who]!, 'POST', '/wps/agent/contract/respond', { contractId, accept, confirmEndDownlines }),
  terminate: (contractId: number) =>
    inject(tokens[who]!, 'POST', '/wps/agent/contract/terminate', { contractId }),
  get: (path: string) => inject(tokens[who]!, 'GET', path),
});
// The answers are checked field by field below; their shape is the contract's (fuzz-tested elsewhere).
const value = (res: LightMyRequestResponse) => res.json<{ value: Record<string, any> }>().value; // eslint-disable-line @typescript-eslint/no-explicit-any
const errorOf = (res: { statusCode: number; json(): { errorCode?: string } }) => [
  res.statusCode,
  res.json().errorCode,
];
const dailyTop = (rate: number) => ({
  kind: 'DAILY_WAGE',
  tiers: [{ teamBetting: 0, activeMembers: 0, rate }],
});
const settings = (rate: number, dividendPeriod?: string) => ({
  topLevelTerms: {
    DIVIDEND: dividendPeriod
      ? {
          kind: 'DIVIDEND',
          period: dividendPeriod,
          tiers: [{ periodValidBet: 0, periodProfitLoss: 0, activeMembers: 0, rate: 10 }],
        }
      : null,
    DAILY_WAGE: dailyTop(rate),
    HOURLY_SALARY: null,
    REALTIME_SALARY: null,
  },
  releaseDelayMinutes: 30,
});

/** top (demo agent) → a1 → {a2 → g, a3, p (player)}; x is a top-level agent of another line. */
async function addMember(username: string, type: number, upline: string | null) {
  const source = await t.db
    .selectFrom('members')
    .select(['merchant_id', 'password_hash'])
    .where('username', '=', DEMO_ACCOUNTS.agent)
    .executeTakeFirstOrThrow();
  const up = upline
    ? await t.db.selectFrom('members').select('id').where('username', '=', upline).executeTakeFirstOrThrow()
    : null;
  await t.db
    .insertInto('members')
    .values({
      merchant_id: source.merchant_id,
      password_hash: source.password_hash,
      first_login_at: new Date(),
      username,
      type,
      referral_code: `REF${username.toUpperCase()}`,
      upline_id: up?.id ?? null,
    })
    .execute();
  tokens[username] = (await login(t.app, { username, password: DEMO_PASSWORD })).json().value.token;
}

beforeAll(async () => {
  t = await createTestApp();
  ops = await operatorToken(t.app);
  tokens.top = (
    await login(t.app, { username: DEMO_ACCOUNTS.agent, password: DEMO_PASSWORD })
  ).json().value.token;
  await addMember('cona1', 2, DEMO_ACCOUNTS.agent);
  await addMember('cona2', 2, 'cona1');
  await addMember('cona3', 41, 'cona1');
  await addMember('conp', 0, 'cona1');
  await addMember('cong', 2, 'cona2');
  await addMember('conx', 1, null);
});
afterAll(() => t.close());

describe('operator contract settings', () => {
  it('a top-level agent holds nothing to pass down before the house sets its terms', async () => {
    expect(errorOf(await as('top').offerDaily('cona1', 1))).toEqual([400, 'contract.no.upline.terms']);
    expect(value(await as('top').get('/wps/agent/contract/consolidated')).canOffer).toMatchObject({
      DAILY_WAGE: false,
    });
  });

  it('saves the top-level terms with configure, audited; read-only roles and mismatched kinds are refused', async () => {
    const support = await operatorTokenWithRole(t.app, ops, 'support');
    const refused = await inject(support, 'PUT', '/ops/agents/contractSettings', settings(2));
    expect(errorOf(refused)).toEqual([403, 'forbidden']);
    const mismatched = settings(2) as { topLevelTerms: Record<string, unknown> };
    mismatched.topLevelTerms.HOURLY_SALARY = dailyTop(1);
    expect(errorOf(await inject(ops, 'PUT', '/ops/agents/contractSettings', mismatched))).toEqual([
      400,
      'contract.tiers.invalid',
    ]);
    const saved = await inject(ops, 'PUT', '/ops/agents/contractSettings', settings(2));
    expect(saved.statusCode, saved.body).toBe(200);
    const read = value(await inject(support, 'GET', '/ops/agents/contractSettings'));
    expect(read).toEqual(settings(2));
    const audit = await t.db
      .selectFrom('audit_log')
      .select('detail')
      .where('action', '=', 'agents.contractSettings')
      .execute();
    expect(audit).toHaveLength(1);
  });
});

describe('contract states', () => {
  let a1Contract = 0;
  let a2Contract = 0;
  let a3Offer = 0;

  it('offers within the ceiling; a new offer replaces the pending one; the downline accepts', async () => {
    expect(errorOf(await as('top').offerDaily('cona1', 2.5))).toEqual([400, 'contract.rate.above.upline']);
    // A top-level agent's ceiling is the house's rate: the offer dialog shows it.
    expect(value(await as('top').get('/wps/agent/contract/consolidated')).ceilings).toMatchObject({
      DAILY_WAGE: 2,
    });
    const first = value(await as('top').offerDaily('cona1', 1.5));
    expect(first).toMatchObject({
      state: 'PENDING',
      upline: DEMO_ACCOUNTS.agent,
      downline: 'cona1',
      maxRate: 1.5,
    });
    const second = value(await as('top').offerDaily('cona1', 1.8));
    const received = value(await as('cona1').get('/wps/agent/contract/consolidated'));
    expect(received.dailysalreqtype).toBe(1);
    expect(received.canOffer).toMatchObject({ DAILY_WAGE: false });
    expect(received.ceilings).toMatchObject({ DAILY_WAGE: null });
    expect((received.received as { id: number }[]).map((c) => c.id)).toEqual([second.id]);
    const history = value(await as('top').get(`/wps/agent/contract/history?contractId=${first.id}`));
    expect((history.history as { state: string }[]).map((h) => h.state)).toEqual(['PENDING', 'REPLACED']);

    const accepted = value(await as('cona1').respond(second.id, true));
    expect(accepted).toMatchObject({ state: 'ACTIVE' });
    a1Contract = second.id;
    const now = value(await as('cona1').get('/wps/agent/contract/consolidated'));
    expect(now).toMatchObject({ dailysalreqtype: 0, dailysalinfotype: { id: a1Contract, maxRate: 1.8 } });
    expect(now.canOffer).toMatchObject({ DAILY_WAGE: true, DIVIDEND: false });
    expect(now.ceilings).toMatchObject({ DAILY_WAGE: 1.8 });
  });

  it('passes down at most its own rate', async () => {
    expect(errorOf(await as('cona1').offerDaily('cona2', 1.9))).toEqual([400, 'contract.rate.above.upline']);
    a2Contract = value(await as('cona1').offerDaily('cona2', 1.5)).id;
    expect(value(await as('cona2').respond(a2Contract, true)).state).toBe('ACTIVE');
    a3Offer = value(await as('cona1').offerDaily('cona3', 1.2)).id;
    const given = value(await as('cona1').get('/wps/agent/contract/given?kind=DAILY_WAGE'));
    expect(given.totalCount).toBe(2);
    const daily = value(await as('cona1').get('/wps/agent/contract/dailySalary'));
    expect(daily).toMatchObject({ mine: { id: a1Contract }, pending: null });
  });

  it('refuses offers to oneself, the upline, a player, a non-direct downline and from another line', async () => {
    expect(errorOf(await as('cona1').offerDaily('cona1', 1))).toEqual([403, 'contract.own.rate']);
    expect(errorOf(await as('cona1').offerDaily(DEMO_ACCOUNTS.agent, 1))).toEqual([403, 'contract.own.rate']);
    expect(errorOf(await as('cona1').offerDaily('conp', 1))).toEqual([400, 'contract.downline.not.agent']);
    expect(errorOf(await as('top').offerDaily('cona2', 1))).toEqual([403, 'contract.not.direct.downline']);
    expect(errorOf(await as('conx').offerDaily('cona1', 1))).toEqual([403, 'contract.not.direct.downline']);
    expect(errorOf(await as('cona1').offerDaily('nobody-here', 1))).toEqual([
      403,
      'contract.not.direct.downline',
    ]);
  });

  it('only the upline terminates; only the downline answers; another line sees nothing', async () => {
    expect(errorOf(await as('conx').terminate(a1Contract))).toEqual([403, 'contract.not.upline']);
    expect(errorOf(await as('cona1').terminate(a1Contract))).toEqual([403, 'contract.not.upline']);
    expect(errorOf(await as('cona2').respond(a3Offer, true))).toEqual([403, 'contract.not.offered']);
    expect(errorOf(await as('conx').get(`/wps/agent/contract/history?contractId=${a1Contract}`))).toEqual([
      404,
      'contract.not.found',
    ]);
    expect(value(await as('conx').get('/wps/agent/contract/given')).totalCount).toBe(0);
  });

  it('accepting a lower rate lists the downline contracts that end, and ends them when confirmed', async () => {
    const lower = value(await as('top').offerDaily('cona1', 1)).id;
    const refused = await as('cona1').respond(lower, true);
    expect(errorOf(refused)).toEqual([409, 'contract.accept.ends.downlines']);
    const listed = (refused.json().value as { contracts: { id: number }[] }).contracts.map((c) => c.id);
    expect(listed).toEqual([a2Contract, a3Offer]);
    // Nothing changed by the refusal.
    expect(value(await as('cona2').get('/wps/agent/contract/consolidated')).dailysalinfotype).toMatchObject({
      id: a2Contract,
    });

    expect(value(await as('cona1').respond(lower, true, true)).state).toBe('ACTIVE');
    const ended = value(await as('cona2').get(`/wps/agent/contract/history?contractId=${a2Contract}`));
    expect(ended.contract).toMatchObject({ state: 'ENDED' });
    expect((ended.history as { state: string; by: string }[]).at(-1)).toMatchObject({
      state: 'ENDED',
      by: 'system',
    });
    expect(value(await as('cona3').get('/wps/agent/contract/received?state=ENDED')).totalCount).toBe(1);
    const old = value(await as('top').get(`/wps/agent/contract/history?contractId=${a1Contract}`));
    expect(old.contract).toMatchObject({ state: 'REPLACED' });
    a1Contract = lower;
  });

  it('rejects, refuses a second answer, terminates once', async () => {
    const offer = value(await as('top').offerDaily('cona1', 0.5)).id;
    expect(value(await as('cona1').respond(offer, false)).state).toBe('REJECTED');
    expect(errorOf(await as('cona1').respond(offer, true))).toEqual([409, 'contract.not.pending']);
    const ended = value(await as('top').terminate(a1Contract));
    expect(ended).toMatchObject({ state: 'TERMINATED' });
    expect(ended.endsAt).toBeGreaterThan(0);
    expect(errorOf(await as('top').terminate(a1Contract))).toEqual([409, 'contract.not.active']);
    expect(value(await as('cona1').get('/wps/agent/contract/consolidated')).dailysalinfotype).toBeNull();
  });

  it('racing offers leave one pending offer; racing answers, one answer', async () => {
    const offers = await Promise.all([1, 2, 3, 4, 5].map((n) => as('top').offerDaily('cona1', n / 10)));
    expect(offers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const pending = value(await as('cona1').get('/wps/agent/contract/received?state=PENDING'));
    expect(pending.totalCount).toBe(1);
    const replaced = value(await as('cona1').get('/wps/agent/contract/received?state=REPLACED'));
    expect(replaced.totalCount).toBeGreaterThanOrEqual(4);
    const id = (pending.list as { id: number }[])[0]!.id;
    const answers = await Promise.all([as('cona1').respond(id, true), as('cona1').respond(id, false)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const history = value(await as('cona1').get(`/wps/agent/contract/history?contractId=${id}`));
    expect(history.history).toHaveLength(2);
  });

  it('answers an empty income page before any settlement', async () => {
    expect(value(await as('cona1').get('/wps/agent/income'))).toEqual({
      list: [],
      totalCount: 0,
      totalPages: 1,
      pageNo: 1,
      total: 0,
    });
  });

  it('lets the operator list contracts by username and read a history', async () => {
    const page = value(await inject(ops, 'GET', '/ops/agents/contracts?username=cona2'));
    expect(page.totalCount).toBe(1);
    const history = value(await inject(ops, 'GET', `/ops/agents/contracts/history?contractId=${a2Contract}`));
    expect((history.history as { state: string }[]).map((h) => h.state)).toEqual([
      'PENDING',
      'ACTIVE',
      'ENDED',
    ]);
  });
});

describe('the dividend period', () => {
  it('a dividend offered runs on the offerer’s own period: the house’s for a top-level agent', async () => {
    expect((await inject(ops, 'PUT', '/ops/agents/contractSettings', settings(2, 'W'))).statusCode).toBe(200);
    expect(value(await as('top').get('/wps/agent/contract/consolidated'))).toMatchObject({
      dividendPeriod: 'W',
      ceilings: { DIVIDEND: 10 },
    });
    const monthly = await as('top').offerDividend('cona1', 'M', 5);
    expect(errorOf(monthly)).toEqual([400, 'contract.dividend.period.mismatch']);
    expect(monthly.json().value).toEqual({ period: 'W' });
    expect(value(await as('cona1').get('/wps/agent/contract/consolidated'))).toMatchObject({
      divtypereq: 0,
      dividendPeriod: null,
    });

    const weekly = value(await as('top').offerDividend('cona1', 'W', 5));
    expect(value(await as('cona1').respond(weekly.id, true))).toMatchObject({
      state: 'ACTIVE',
      terms: { period: 'W' },
    });
    expect(value(await as('cona1').get('/wps/agent/contract/consolidated')).dividendPeriod).toBe('W');
    // Below a contract holder, its own contract's period rules; the rate rule still comes first.
    expect(errorOf(await as('cona1').offerDividend('cona2', 'W', 6))).toEqual([
      400,
      'contract.rate.above.upline',
    ]);
    expect(errorOf(await as('cona1').offerDividend('cona2', 'D', 4))).toEqual([
      400,
      'contract.dividend.period.mismatch',
    ]);
    expect(value(await as('cona1').offerDividend('cona2', 'W', 4))).toMatchObject({ state: 'PENDING' });
  });

  it('an offer answered after the house changed its period is refused and stays pending', async () => {
    const offer = value(await as('top').offerDividend('cona1', 'W', 5));
    expect((await inject(ops, 'PUT', '/ops/agents/contractSettings', settings(2, 'H'))).statusCode).toBe(200);
    const accepted = await as('cona1').respond(offer.id, true);
    expect(errorOf(accepted)).toEqual([400, 'contract.dividend.period.mismatch']);
    expect(accepted.json().value).toEqual({ period: 'H' });
    const pending = value(await as('cona1').get('/wps/agent/contract/received?state=PENDING&kind=DIVIDEND'));
    expect((pending.list as { id: number }[]).map((c) => c.id)).toEqual([offer.id]);
    // cona1's own weekly contract still rules what it offers; the house's new period, top's offers.
    expect(value(await as('cona1').get('/wps/agent/contract/consolidated')).dividendPeriod).toBe('W');
    expect(value(await as('top').offerDividend('cona1', 'H', 5))).toMatchObject({ terms: { period: 'H' } });
  });
});
