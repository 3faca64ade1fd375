import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@bet/contracts/routes';
import { allOperatorRoutes } from '@bet/contracts/operator/operator-route-schemas';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../seed/demo-members.js';
import {
  createTestApp,
  operatorToken,
  operatorTokenWithRole,
  type TestContext,
} from '../../test/test-app.js';
import { call, login } from '../../test/identity-client.js';
import { checkLedger } from '../ledger/ledger-check.repo.js';

let t: TestContext;
let admin: string;
let support: string;
let token: string;
let session: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await operatorToken(t.app);
  support = await operatorTokenWithRole(t.app, admin, 'support', 'sports-support');
  token = (await login(t.app, { username: DEMO_ACCOUNTS.player, password: DEMO_PASSWORD })).json().value
    .token;
});
afterAll(() => t.close());

type Name = keyof typeof allOperatorRoutes;
const ops = (who: string, name: Name, input?: Record<string, unknown>) => {
  const { method, path } = allOperatorRoutes[name];
  const query = method === 'GET' && input ? `?${new URLSearchParams(input as Record<string, string>)}` : '';
  return t.app.inject({
    method,
    url: path + query,
    headers: { authorization: who },
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
const book = (url: string, payload?: object) =>
  t.app.inject({
    method: payload ? 'POST' : 'GET',
    url,
    headers: { 'x-game-session': session },
    ...(payload ? { payload } : {}),
  });

describe('house sportsbook operations and play through the platform', () => {
  it('lists the seeded fixtures of each book; creates and imports fixtures (configure only, audited)', async () => {
    const page = await value(ops(admin, 'listSportsEvents', { book: 'SPORTS', status: 'OPEN' }));
    expect(page.totalCount).toBeGreaterThanOrEqual(6);
    expect(page.list[0].markets.map((m: { kind: string }) => m.kind)).toEqual(['1X2', 'HANDICAP', 'TOTAL']);

    const fixture = {
      league: 'Cup',
      home: 'North Stars',
      away: 'South Winds',
      startsAt: Date.now() + 3_600_000,
      homeXg: 1.5,
      awayXg: 1.2,
    };
    expect(await errorOf(ops(support, 'createSportsEvent', fixture))).toEqual([403, 'forbidden']);
    const created = await value(ops(admin, 'createSportsEvent', fixture));
    expect(created).toMatchObject({ home: 'North Stars', status: 'PRE', homeXg: 1.5 });
    expect(await errorOf(ops(admin, 'createSportsEvent', { ...fixture, startsAt: Date.now() - 1 }))).toEqual([
      400,
      'sports.event.invalid',
    ]);
    expect(await errorOf(ops(admin, 'createSportsEvent', { ...fixture, away: 'North Stars' }))).toEqual([
      400,
      'request_param_err',
    ]);
    expect(await audit('sports.event.create')).toHaveLength(1);

    const at = new Date(Date.now() + 86_400_000).toISOString();
    const header = 'sport,league,home,away,startsAt,homeXg,awayXg';
    const bad = await value(
      ops(admin, 'importSportsEvents', {
        csv: `${header}\nFOOTBALL,Cup,A One,B Two,${at},1.2,1.1\nFOOTBALL,Cup,C,D,${at},9,1`,
      }),
    );
    expect(bad).toEqual({ created: 0, errors: [{ line: 3, reason: 'names' }] });
    const good = await value(
      ops(admin, 'importSportsEvents', {
        csv: `${header}\nFOOTBALL,Cup,A One,B Two,${at},1.2,1.1\nFOOTBALL,Cup,C Three,D Four,${at},0.9,1.4`,
      }),
    );
    expect(good).toEqual({ created: 2, errors: [] });
  });

  it('launches the book as HSPORTS, takes a bet, and the operator settles it (moveMoney only): paid, recorded, ledger whole', async () => {
    const launched = await t.app.inject({
      url: `${routes.launchAddress.path}?gameType=SPORTS&vassalage=HSPORTS&gameCode=SPORTSBOOK`,
      headers: { authorization: token },
    });
    const url: string = launched.json().value.content.game_url;
    expect(url).toMatch(/^\/hv\/sports\/play\/sportsbook\?t=/);
    session = new URL(url, 'http://x').searchParams.get('t')!;
    expect((await t.app.inject({ url })).body).toContain('/hv/assets/sportsbook.js');
    const moved = await call(
      t.app,
      'walletTransfer',
      {
        purpose: 'transfer',
        requestId: 'sports-fund-1',
        fromAccountTypeId: 0,
        toAccountTypeId: 1701,
        amount: 100,
      },
      { token },
    );
    expect(moved.json().value.transfers[0]).toMatchObject({ status: 'DONE' });

    const events = (await book('/hv/sports/events')).json().value.events as {
      id: string;
      virtual: boolean;
      status: string;
      markets: { kind: string; selections: { code: string; odds: number }[] }[];
    }[];
    const e = events.find((x) => !x.virtual && x.status === 'PRE')!;
    const odds = e.markets[0]!.selections[0]!.odds;
    const placed = await book('/hv/sports/bet', {
      requestId: 'platform-bet-1',
      stake: '5000',
      legs: [{ eventId: e.id, market: '1X2', selection: 'HOME', odds }],
    });
    expect(placed.json().value).toMatchObject({ balance: '5000', bet: { status: 'OPEN' } });

    expect(await errorOf(ops(support, 'settleSportsEvent', { id: e.id, home: 1, away: 0 }))).toEqual([
      403,
      'forbidden',
    ]);
    // not before kick-off
    expect(await errorOf(ops(admin, 'settleSportsEvent', { id: e.id, home: 1, away: 0 }))).toEqual([
      400,
      'sports.event.invalid',
    ]);
    // the seeded fixture kicks off later: void it instead (the stake comes back)
    expect(await value(ops(admin, 'voidSportsEvent', { id: e.id, reason: 'postponed' }))).toEqual({
      legs: 1,
      bets: 1,
    });
    expect((await book('/hv/sports/state')).json().value.balance).toBe('10000');
    expect(await audit('sports.event.void')).toHaveLength(1);

    expect(await t.app.services.syncBets()).toBeGreaterThanOrEqual(1);
    const records = await t.app.inject({
      url: `${routes.bettingRecord.path}?category=SPORTS`,
      headers: { authorization: token },
    });
    expect(records.json().value.list[0]).toMatchObject({
      vendor: 'HSPORTS',
      category: 'SPORTS',
      stake: 50,
      payout: 50,
    });
    expect(await checkLedger(t.db)).toEqual([]);
  });
});
