import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@bet/contracts/routes';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../seed/demo-members.js';
import { createTestApp, operatorToken, type TestContext } from '../../test/test-app.js';
import { call, login } from '../../test/identity-client.js';
import { checkLedger } from '../ledger/ledger-check.repo.js';

let t: TestContext;
let token: string;
let trial: string;
let merchantId: number;
beforeAll(async () => {
  t = await createTestApp();
  token = (await login(t.app, { username: DEMO_ACCOUNTS.player, password: DEMO_PASSWORD })).json().value
    .token;
  trial = (await call(t.app, 'freePlay', { platform: 'W' })).json().value.token;
  merchantId = (
    await t.db.selectFrom('merchants').select('id').where('code', '=', 'DEMO').executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => t.close());

const get = (url: string, auth?: string) =>
  t.app.inject({ url, headers: auth ? { authorization: auth } : {} });
const launch = (query: string, auth = token) => get(`${routes.launchAddress.path}?${query}`, auth);
/** Plays on the game page's API with the session of a launch URL. */
const gameApi = (gameUrl: string) => {
  const session = new URL(gameUrl, 'http://x').searchParams.get('t')!;
  const post = (url: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url, headers: { 'x-game-session': session }, payload: payload as object });
  return {
    session,
    state: () => t.app.inject({ url: '/hv/game/state', headers: { 'x-game-session': session } }),
    spin: (betPerLine: string) => post('/hv/game/spin', { betPerLine }),
    shoot: (bet: string, target: string) => post('/hv/game/shoot', { bet, target }),
  };
};

describe('catalogue', () => {
  it('lanes list each category with vendors; the house vendor shows under RNG and FISH', async () => {
    const lanes = (await get(routes.vendorLanes.path)).json().value.data.lanes;
    expect(lanes.map((l: { title: string }) => l.title)).toEqual([
      'LIVE',
      'RNG',
      'SPORTS',
      'ESPORTS',
      'FISH',
      'PVP',
      'ELOTT',
      'LOTT',
    ]);
    expect(lanes[0].cards[0]).toMatchObject({ vassalage: 'HLIVE', isGame: 'VASSALAGE', maintenance: false });
    expect(lanes[1].cards[0]).toMatchObject({
      vassalage: 'HOUSE',
      isGame: 'HUB',
      isHot: 1,
      accountTypeId: 1001,
      maintenance: false,
    });
    expect(lanes[2].cards.map((c: { vassalage: string }) => c.vassalage)).toEqual(['HSPORTS', 'SABA']);
    expect(lanes[2].cards[1]).toMatchObject({ vassalage: 'SABA', maintenance: true });
    expect(lanes[3].cards[0]).toMatchObject({ vassalage: 'HESPORTS', maintenance: false });
  });

  it('moves configured vendors to ESPORTS and shows DS88 as SABONG', async () => {
    const other = await createTestApp({ ESPORTS_VENDORS: 'SABA' });
    try {
      const id = (await other.db.selectFrom('merchants').select('id').executeTakeFirstOrThrow()).id;
      await other.db
        .insertInto('vendors')
        .values({ merchant_id: id, code: 'DS88', name: 'DS88', account_type_id: 1201, category: 'SPORTS' })
        .execute();
      const lanes = (await other.app.inject({ url: routes.vendorLanes.path })).json().value.data.lanes;
      const titled = Object.fromEntries(
        lanes.map((l: { title: string; cards: Array<{ displayName: string }> }) => [
          l.title,
          l.cards.map((c) => c.displayName),
        ]),
      );
      // the house e-sports book is ESPORTS by its own category; SABA moves there by the list
      expect(titled.ESPORTS).toEqual(['House E-sports', 'SABA Sports']);
      expect(titled.SPORTS).toEqual(['SABONG', 'House Sports']);
    } finally {
      await other.close();
    }
  });

  it('lists games with paging, search and the hot filter; menus mirror the lanes', async () => {
    const all = (await get(`${routes.games.path}?pageSize=2`)).json().value;
    // the slot, the fish shooter, SABA's sportsbook, the house lottery's eight games, the two
    // baccarat tables, the house's two books and the card room's three rooms
    expect(all).toMatchObject({ totalCount: 18, totalPages: 9 });
    expect(
      (await get(`${routes.games.path}?search=ocean`))
        .json()
        .value.games.map((g: { code: string }) => g.code),
    ).toEqual(['FISH']);
    expect((await get(`${routes.games.path}?search=%25`)).json().value.games).toEqual([]);
    expect(
      (await get(`${routes.games.path}?hot=1&gameType=RNG`))
        .json()
        .value.games.map((g: { code: string }) => g.code),
    ).toEqual(['SLOT']);
    expect((await get(`${routes.hotGames.path}`)).json().value.list).toHaveLength(6);
    expect(
      (await get(routes.gameMenus.path)).json().value.map((m: { category: string }) => m.category),
    ).toEqual(['LIVE', 'RNG', 'SPORTS', 'ESPORTS', 'FISH', 'PVP', 'ELOTT', 'LOTT']);
    expect((await get(`${routes.vassGameType.path}?vassalage=HOUSE`)).json().value.games).toHaveLength(2);
    expect((await get(`${routes.vassGameType.path}?vassalage=NOPE`)).json().errorCode).toBe('game.not.found');
    expect((await get(`${routes.games.path}?gameType=CASINO`)).json().errorCode).toBe('request_param_err');
  });

  it('keeps favourites per player', async () => {
    const slot = (await get(`${routes.games.path}?search=lucky`)).json().value.games[0].nodeId;
    expect((await call(t.app, 'favouriteAdd', { nodeId: slot }, { token })).statusCode).toBe(200);
    expect(
      (await call(t.app, 'favouriteList', undefined, { token }))
        .json()
        .value.list.map((g: { nodeId: number; favourite: boolean }) => [g.nodeId, g.favourite]),
    ).toEqual([[slot, true]]);
    expect((await call(t.app, 'favouriteAdd', { nodeId: 99_999 }, { token })).json().errorCode).toBe(
      'game.not.found',
    );
    expect((await call(t.app, 'favouriteAdd', { nodeId: slot })).statusCode).toBe(401);
    await call(t.app, 'favouriteRemove', { nodeId: slot }, { token });
    expect((await call(t.app, 'favouriteList', undefined, { token })).json().value.list).toEqual([]);
  });
});

describe('launch and play', () => {
  it('launches the slot, spins move the vendor balance, and the bets reach the betting record and P&L', async () => {
    // A bonus whose turnover (2 × 2.00) the following bets complete.
    const ops = await operatorToken(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/ops/members/adjust',
      headers: { authorization: ops },
      payload: {
        requestId: 'bonus-before-spins',
        username: DEMO_ACCOUNTS.player,
        amount: 2,
        kind: 'BONUS',
        turnoverMultiple: 2,
        reason: 'Spin bonus',
      },
    });
    const bonus = async () =>
      (await get(routes.bonusDetails.path, token))
        .json()
        .value.list.find((b: { name: string }) => b.name === 'Spin bonus');
    expect(await bonus()).toMatchObject({ turnoverRequired: 4, turnoverDone: 0, status: 'IN_PROGRESS' });
    const res = await launch('gameType=RNG&vassalage=HOUSE&gameCode=SLOT');
    const url: string = res.json().value.content.game_url;
    expect(url).toMatch(/^\/hv\/play\/slot\?t=/);
    const game = gameApi(url);
    const state = (await game.state()).json().value;
    expect(state).toMatchObject({ game: 'SLOT', demo: false, balance: '50000' });
    let balance = BigInt(state.balance);
    for (let i = 0; i < 5; i++) {
      const spinRes = await game.spin('5');
      const spin = spinRes.json().value;
      if (!spin) throw new Error(spinRes.body);
      expect(spin.stake).toBe('100');
      expect(BigInt(spin.balance)).toBe(balance - 100n + BigInt(spin.payout));
      expect(spin.outcome.grid).toHaveLength(5);
      balance = BigInt(spin.balance);
    }
    const shot = gameApi(
      (await launch('gameType=FISH&vassalage=HOUSE&gameCode=FISH')).json().value.content.game_url,
    );
    expect((await shot.shoot('50', 'SHARK')).json().value.stake).toBe('50');

    expect(await t.app.services.syncBets()).toBe(6);
    expect(await t.app.services.syncBets()).toBe(0);
    const record = (await get(`${routes.bettingRecord.path}?pageSize=4`, token)).json().value;
    expect(record.totals.count).toBe(6);
    expect(record.totals.stake).toBe(5.5);
    expect(record.list).toHaveLength(4);
    expect(record.totalPages).toBe(2);
    const fishOnly = (await get(`${routes.bettingRecord.path}?category=FISH`, token)).json().value;
    expect(fishOnly.list.map((b: { game: string }) => b.game)).toEqual(['Ocean Hunter']);
    const profit = (await get(routes.personalProfit.path, token)).json().value;
    expect(profit.byCategory.map((c: { category: string; count: number }) => [c.category, c.count])).toEqual([
      ['FISH', 1],
      ['RNG', 5],
    ]);
    expect(profit.totals.winLoss).toBe(record.totals.winLoss);
    expect(
      (await call(t.app, 'recentGames', undefined, { token }))
        .json()
        .value.list.map((g: { code: string }) => g.code),
    ).toEqual(['FISH', 'SLOT']);
    expect(await bonus()).toMatchObject({ turnoverDone: 4, status: 'COMPLETED' });

    // Money back from the vendor: the ledger follows the vendor's wins and losses.
    const back = await call(
      t.app,
      'walletTransfer',
      { purpose: 'allToMain', requestId: 'after-spins-1' },
      { token },
    );
    expect(back.json().value.transfers[0].status).toBe('DONE');
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('refuses bad stakes, foreign sessions and balance overdraws, changing nothing', async () => {
    const game = gameApi(
      (await launch('gameType=RNG&vassalage=HOUSE&gameCode=SLOT')).json().value.content.game_url,
    );
    const before = (await game.state()).json().value.balance;
    for (const bet of ['0', '-5', '1.5', 'abc', '100000'])
      expect((await game.spin(bet)).json().error, bet).toBe('bet.out.of.limits');
    expect((await game.spin('4000')).json().error).toBe('balance.insufficient');
    expect((await game.shoot('10', 'SHARK')).json().error).toBe('game.session.invalid');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/hv/game/spin',
          headers: { 'x-game-session': 'forged' },
          payload: { betPerLine: '5' },
        })
      ).statusCode,
    ).toBe(401);
    expect((await game.state()).json().value.balance).toBe(before);
  });

  it('refuses unknown games, vendors under maintenance, visitors; trial accounts play for free', async () => {
    expect((await launch('gameType=RNG&vassalage=HOUSE&gameCode=NOPE')).json().errorCode).toBe(
      'game.not.found',
    );
    expect((await launch('gameType=SPORTS&vassalage=SABA&gameCode=LOBBY')).json().errorCode).toBe(
      'game.maintenance',
    );
    expect((await launch('gameType=RNG&vassalage=NOPE&gameCode=SLOT')).json().errorCode).toBe(
      'game.not.found',
    );
    expect(
      (await get(`${routes.launchAddress.path}?gameType=RNG&vassalage=HOUSE&gameCode=SLOT`)).statusCode,
    ).toBe(401);
    const demo = gameApi(
      (await launch('gameType=RNG&vassalage=HOUSE&gameCode=SLOT', trial)).json().value.content.game_url,
    );
    expect((await demo.state()).json().value).toMatchObject({ demo: true, balance: '200000' });
    expect((await demo.spin('5')).json().ok).toBe(true);
    const rounds = await t.db
      .selectFrom('house_game_rounds')
      .select('demo')
      .where('merchant_id', '=', merchantId)
      .where('demo', '=', true)
      .execute();
    expect(rounds).toHaveLength(1);
    expect(await t.app.services.syncBets()).toBe(0);
  });

  it('refuses unsigned or tampered calls to the house vendor API', async () => {
    expect((await t.app.inject({ url: '/hv/api/balance?player=p1' })).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/hv/api/transfer',
          headers: {
            'x-hv-operator': String(merchantId),
            'x-hv-time': String(Date.now()),
            'x-hv-signature': 'f'.repeat(64),
          },
          payload: { player: 'p1', reference: 'x1', amount: '100', direction: 'IN' },
        })
      ).statusCode,
    ).toBe(401);
  });
});
