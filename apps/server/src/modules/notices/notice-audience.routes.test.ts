import { routeList } from '@bet/contracts/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../seed/demo-members.js';
import { expectPlainMemberRefused, tokenOf } from '../../test/agent-tree.js';
import { seedDemoNotices } from '../../seed/demo-notices.js';
import { call } from '../../test/identity-client.js';
import { describeRoleMatrix } from '../../test/role-matrix.js';
import { createTestApp, operatorToken, type TestContext } from '../../test/test-app.js';
import { merchantIdOf } from '../../test/wallet-client.js';

// Agents only: a plain member is refused with agent.not.agent (as every agent centre call).
describeRoleMatrix(
  'role matrix of the agent notices',
  routeList.filter((r) => r.name === 'agentNotices'),
  { expectFor: (_route, role, res) => role === 'member' && res.errorCode === 'agent.not.agent' },
);

let t: TestContext;
let admin: string;
let player: string;
let agent: string;
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await createTestApp();
  admin = await operatorToken(t.app);
  player = await tokenOf(t.app, DEMO_ACCOUNTS.player);
  agent = await tokenOf(t.app, DEMO_ACCOUNTS.agent);
  // The demo notices would shift every count below: start from none.
  await t.db.deleteFrom('notices').execute();
});
afterAll(() => t.close());

type Body = Record<string, unknown>;
const ops = (method: 'GET' | 'POST', url: string, payload?: Body) =>
  t.app.inject({ method, url, headers: { authorization: admin }, ...(payload ? { payload } : {}) });
const text = (title: string) => [{ language: 'EN', title, content: `<p>${title}</p>` }];

/** Saves and publishes a notice; answers its id. */
async function publish(notice: Body): Promise<number> {
  const saved = await ops('POST', '/ops/notices', { startTime: Date.now() - HOUR, ...notice });
  expect(saved.statusCode, saved.body).toBe(200);
  const id = saved.json().value.id as number;
  expect((await ops('POST', '/ops/notices/publish', { id })).statusCode).toBe(200);
  return id;
}

const get = async (url: string, token?: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url,
    headers: token ? { authorization: token } : {},
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value;
};
const titles = (list: Array<{ title: string }>) => list.map((n) => n.title).sort();

describe('notice audiences', () => {
  it('round-trips the audience through the operator calls (players by default), filters the list by it', async () => {
    const plain = await ops('POST', '/ops/notices', {
      kind: 'PL',
      startTime: Date.now() - HOUR,
      texts: text('Default'),
    });
    expect(plain.json().value.audience).toBe('players');
    const id = plain.json().value.id as number;
    const changed = await ops('POST', '/ops/notices', {
      id,
      kind: 'PL',
      startTime: Date.now() - HOUR,
      texts: text('Default'),
      audience: 'agents',
    });
    expect(changed.json().value).toMatchObject({ id, audience: 'agents' });
    expect((await get(`/ops/notices/detail?id=${id}`, admin)).audience).toBe('agents');
    const listed = await get('/ops/notices?audience=agents', admin);
    expect(listed.list.map((n: Body) => n.id)).toEqual([id]);
    expect((await get('/ops/notices?audience=players', admin)).list).toEqual([]);
    expect((await ops('POST', '/ops/notices/delete', { id })).statusCode).toBe(200);
  });

  it('refuses an agents-only notice that is not an announcement, and an unknown audience; nothing is saved', async () => {
    for (const body of [
      { kind: 'PU', audience: 'agents' },
      { kind: 'B', audience: 'agents' },
      { kind: 'PL', audience: 'operators' },
    ]) {
      const res = await ops('POST', '/ops/notices', { ...body, startTime: Date.now(), texts: text('No') });
      expect(res.statusCode, res.body).toBe(400);
    }
    expect((await get('/ops/notices', admin)).totalCount).toBe(0);
  });

  it("shows players the players' and everyone's notices, agents the agents' and everyone's", async () => {
    await publish({ kind: 'PL', texts: text('For players') });
    await publish({ kind: 'PL', audience: 'agents', texts: text('For agents') });
    await publish({ kind: 'PL', audience: 'all', texts: text('For all') });
    await publish({ kind: 'PL', audience: 'agents', popup: true, texts: text('Agents popup') });
    await publish({ kind: 'PU', audience: 'all', texts: text('Popup for all') });
    // Not yet started: never listed.
    await publish({ kind: 'PL', audience: 'agents', startTime: Date.now() + HOUR, texts: text('Later') });

    for (const token of [undefined, player, agent]) {
      const site = await get('/wps/system/notices?types=B,PL,PU,PR', token);
      expect(titles(site.player.list)).toEqual(['For all', 'For players']);
      expect(titles(site.popup)).toEqual(['Popup for all']);
    }

    const page = await get('/wps/agent/notices', agent);
    expect(titles(page.list)).toEqual(['Agents popup', 'For agents', 'For all']);
    expect(page).toMatchObject({ totalCount: 3, pageNo: 1, totalPages: 1 });
    const ranged = await get(
      `/wps/agent/notices?startTime=2000-01-01 00:00:00&endTime=2000-01-02 00:00:00`,
      agent,
    );
    expect(ranged.list).toEqual([]);
  });

  it('never lets a player dismiss, or read, an agents-only notice', async () => {
    const id = await publish({ kind: 'PL', audience: 'agents', popup: true, texts: text('Agents only') });
    const day = new Date().toISOString().slice(0, 10);
    const dismissed = await t.app.inject({
      method: 'POST',
      url: '/wps/member/notices/dismiss',
      headers: { authorization: player },
      payload: { id, day },
    });
    expect(dismissed.json().errorCode).toBe('notice.not.found');
    await expectPlainMemberRefused(t.app, '/wps/agent/notices');
  });

  it("an agent-site session reads the agents' notices", async () => {
    const login = await call(
      t.app,
      'agentLogin',
      { type: 'username', username: DEMO_ACCOUNTS.agent, password: DEMO_PASSWORD },
      { human: true },
    );
    expect(login.statusCode, login.body).toBe(200);
    const page = await get('/wps/agent/notices?pageNo=1', login.json().value.token);
    expect(page.list.map((n: { title: string }) => n.title)).toContain('For agents');
  });

  it("seeds one agents' announcement per merchant, once, even where the player notices exist", async () => {
    await t.db.deleteFrom('notices').execute();
    const merchant = await merchantIdOf(t.db);
    await seedDemoNotices(t.db, merchant);
    await t.db.deleteFrom('notices').where('audience', '=', 'agents').execute();
    await seedDemoNotices(t.db, merchant);
    await seedDemoNotices(t.db, merchant);
    const byAudience = await t.db
      .selectFrom('notices')
      .select(['audience', (eb) => eb.fn.countAll<string>().as('n')])
      .groupBy('audience')
      .orderBy('audience')
      .execute();
    expect(byAudience.map((r) => [r.audience, Number(r.n)])).toEqual([
      ['agents', 1],
      ['players', 19],
    ]);
    // The agent-site login above closed the member-site session (one device): sign in again.
    const forAgents = await get('/wps/agent/notices', await tokenOf(t.app, DEMO_ACCOUNTS.agent));
    expect(forAgents.list.map((n: { title: string }) => n.title)).toEqual(['Agents: new daily wage tiers']);
    const site = await get('/wps/system/notices?types=PL&pageNo=2', player);
    expect(site.player.totalCount).toBe(12);
  });
});
