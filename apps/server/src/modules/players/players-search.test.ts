import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../seed/demo-members.js';
import { login } from '../../test/identity-client.js';
import {
  createTestApp,
  operatorToken,
  operatorTokenWithRole,
  type TestContext,
} from '../../test/test-app.js';

let t: TestContext;
let admin: string;
let support: string;
const PLAYER_IP = '203.0.113.7';

beforeAll(async () => {
  t = await createTestApp();
  admin = await operatorToken(t.app);
  support = await operatorTokenWithRole(t.app, admin, 'support');
  // One login from a known address, so the login history and the IP search have something.
  const res = await login(
    t.app,
    { username: DEMO_ACCOUNTS.player, password: DEMO_PASSWORD },
    { ip: PLAYER_IP },
  );
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(() => t.close());

const get = async (url: string, token = support) => {
  const res = await t.app.inject({ url, headers: { authorization: token } });
  return { status: res.statusCode, body: res.json() };
};
const search = async (query: Record<string, string | number>) => {
  const { status, body } = await get(
    `/ops/players?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`,
  );
  expect(status, JSON.stringify(body)).toBe(200);
  return body.value as {
    list: { username: string }[];
    totalCount: number;
    totalPages: number;
    pageNo: number;
  };
};
const names = (page: { list: { username: string }[] }) => page.list.map((p) => p.username).sort();

describe('player search', () => {
  it('finds by username prefix, case-insensitive', async () => {
    expect(names(await search({ q: 'DEMOd', field: 'username' }))).toEqual(['demodown1', 'demodown2']);
    expect(names(await search({ q: 'demo_', field: 'username' }))).toEqual([]);
    expect(names(await search({ q: 'demo%', field: 'username' }))).toEqual([]);
  });

  it('finds by mobile with or without the dialing code', async () => {
    expect(names(await search({ q: '9171234567', field: 'mobile' }))).toEqual(['demoplayer']);
    expect(names(await search({ q: '+63 917 123 4567', field: 'mobile' }))).toEqual(['demoplayer']);
    expect(names(await search({ q: '917123456', field: 'mobile' }))).toEqual([]);
  });

  it('finds by e-mail, IP of a login and bank account number', async () => {
    expect(names(await search({ q: 'Player@DemoBet.local', field: 'email' }))).toEqual(['demoplayer']);
    expect(names(await search({ q: PLAYER_IP, field: 'ip' }))).toEqual(['demoplayer']);
    expect(names(await search({ q: '4455 6677 88', field: 'bankAccount' }))).toEqual(['demoplayer']);
    expect(names(await search({ q: '4455667789', field: 'bankAccount' }))).toEqual([]);
  });

  it('with field any, matches whichever field fits', async () => {
    expect(names(await search({ q: '4455667788' }))).toEqual(['demoplayer']);
    expect(names(await search({ q: 'agent@demobet.local' }))).toEqual(['demoagent']);
    expect(names(await search({ q: 'demoa' }))).toEqual(['demoagent']);
  });

  it('lists the row a clerk scans: upline, balance, status, last login', async () => {
    const [row] = (await search({ q: 'demoplayer', field: 'username' })).list as Array<
      Record<string, unknown>
    >;
    expect(row).toMatchObject({
      username: 'demoplayer',
      mobile: '+639171234567',
      email: 'player@demobet.local',
      kind: 'PLAYER',
      status: 'ACTIVE',
      upline: 'demoagent',
    });
    expect(row!.balance).toBeGreaterThan(0);
    expect(row!.lastLoginAt).toBeGreaterThan(Date.now() - 60_000);
  });

  it('pages and sorts on the server', async () => {
    const all = await search({ q: 'demo', field: 'username', sort: 'username', pageSize: 100 });
    expect(all.list.map((p) => p.username)).toEqual(['demoagent', 'demodown1', 'demodown2', 'demoplayer']);
    const second = await search({ q: 'demo', field: 'username', sort: '-username', pageSize: 1, pageNo: 2 });
    expect(second).toMatchObject({ totalCount: 4, totalPages: 4, pageNo: 2 });
    expect(second.list.map((p) => p.username)).toEqual(['demodown2']);
  });

  it('refuses a bad query with request_param_err', async () => {
    const { status, body } = await get('/ops/players?field=password&q=x');
    expect(status).toBe(400);
    expect(body.errorCode).toBe('request_param_err');
  });
});

describe('player page', () => {
  it('has profile, status, team, wallets and cards', async () => {
    const { status, body } = await get('/ops/players/detail?username=DemoPlayer');
    expect(status, JSON.stringify(body)).toBe(200);
    const p = body.value;
    expect(p.profile).toMatchObject({
      username: 'demoplayer',
      payeeName: 'Juan Dela Cruz',
      mobileNum: '9171234567',
      lastLoginIp: PLAYER_IP,
    });
    expect(p.status).toMatchObject({ status: 'ACTIVE', locked: false, agentOnly: false, openSessions: 1 });
    expect(p.uplines).toEqual([{ username: 'demoagent', kind: 'AGENT' }]);
    expect(p.wallets.list[0]).toMatchObject({ name: 'MAIN' });
    expect(p.wallets.list[0].balance).toBeGreaterThan(0);
    expect(p.bankCards[0]).toMatchObject({ accountNumber: '4455667788', removed: false });
    const agent = (await get('/ops/players/detail?username=demoagent')).body.value;
    expect(agent.downlines.list.map((d: { username: string }) => d.username).sort()).toEqual([
      'demodown1',
      'demodown2',
      'demoplayer',
    ]);
  });

  it('pages the account record, bets and logins (with IP and browser)', async () => {
    const ledger = (await get('/ops/players/ledger?username=demoplayer&pageSize=1')).body.value;
    expect(ledger.list).toHaveLength(1);
    expect(ledger.totalCount).toBeGreaterThanOrEqual(2);
    const bets = await get('/ops/players/bets?username=demoplayer');
    expect(bets.status).toBe(200);
    expect(bets.body.value).toHaveProperty('totals');
    const logins = (await get('/ops/players/logins?username=demoplayer')).body.value;
    expect(logins.list[0]).toMatchObject({ ip: PLAYER_IP, result: 'SUCCESS', method: 'username' });
    expect(logins.list[0].userAgent).toBeTruthy();
  });

  it('answers not.found for a player of no one', async () => {
    for (const path of ['detail', 'ledger', 'bets', 'logins', 'audit']) {
      const { status, body } = await get(`/ops/players/${path}?username=nobody-here`);
      expect(status).toBe(404);
      expect(body.errorCode).toBe('not.found');
    }
  });

  it('records the address a player registered from', async () => {
    await t.db
      .updateTable('members')
      .set({ register_ip: '198.51.100.9' })
      .where('username', '=', 'demodown1')
      .execute();
    expect(names(await search({ q: '198.51.100.9', field: 'ip' }))).toEqual(['demodown1']);
    expect((await get('/ops/players/detail?username=demodown1')).body.value.profile.registerIp).toBe(
      '198.51.100.9',
    );
  });
});
