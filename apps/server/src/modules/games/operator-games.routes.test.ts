import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@bet/contracts/routes';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../seed/demo-members.js';
import { login } from '../../test/identity-client.js';
import { createTestApp, operatorToken, type TestContext } from '../../test/test-app.js';

let t: TestContext;
let ops: string;
beforeAll(async () => {
  t = await createTestApp({ MERCHANT_CACHE_MS: '60000' });
  ops = await operatorToken(t.app);
});
afterAll(() => t.close());

const setVendor = (payload: object, token = ops) =>
  t.app.inject({ method: 'PUT', url: '/ops/games/vendor', headers: { authorization: token }, payload });
const houseCard = async () =>
  (await t.app.inject({ url: routes.vendorLanes.path }))
    .json()
    .value.data.lanes.find((l: { title: string }) => l.title === 'RNG').cards[0];

describe('operator vendor switches', () => {
  it('puts a vendor under maintenance and changes how it opens, seen at once despite the lobby cache', async () => {
    expect(await houseCard()).toMatchObject({ vassalage: 'HOUSE', maintenance: false, isGame: 'HUB' });
    expect((await setVendor({ code: 'HOUSE', maintenance: true, isGame: 'VASSALAGE' })).statusCode).toBe(200);
    expect(await houseCard()).toMatchObject({ maintenance: true, isGame: 'VASSALAGE' });
    await setVendor({ code: 'HOUSE', maintenance: false, isGame: 'HUB' });
    const audit = (
      await t.app.inject({ url: '/ops/audit?action=vendor.set', headers: { authorization: ops } })
    ).json().value;
    expect(audit).toHaveLength(2);
  });

  it('refuses an unknown vendor, an empty change and a visitor', async () => {
    expect((await setVendor({ code: 'NOPE', maintenance: true })).json().errorCode).toBe('not.found');
    expect((await setVendor({ code: 'HOUSE' })).json().errorCode).toBe('request_param_err');
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/ops/games/vendor',
          payload: { code: 'HOUSE', maintenance: true },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('switches a catalogue game off and on', async () => {
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/ops/games/game', headers: { authorization: ops }, payload });
    const codes = async () =>
      (await t.app.inject({ url: routes.games.path }))
        .json()
        .value.games.map((g: { code: string }) => g.code);
    expect(await codes()).toContain('FISH');
    expect((await put({ vendor: 'HOUSE', code: 'FISH', enabled: false })).statusCode).toBe(200);
    expect(await codes()).not.toContain('FISH');
    await put({ vendor: 'HOUSE', code: 'FISH', enabled: true });
    expect((await put({ vendor: 'HOUSE', code: 'NOPE', enabled: false })).json().errorCode).toBe(
      'game.not.found',
    );
  });

  it("sets the house games' stake limits through the vendor's own API, and the games apply them", async () => {
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/ops/games/house', headers: { authorization: ops }, payload });
    expect(
      (await t.app.inject({ url: '/ops/games/house', headers: { authorization: ops } })).json().value,
    ).toEqual([
      { game: 'BACCARAT', enabled: true, minBet: 1, maxBet: 50000 },
      { game: 'ESPORTSBOOK', enabled: true, minBet: 1, maxBet: 10000 },
      { game: 'FISH', enabled: true, minBet: 0.1, maxBet: 100 },
      { game: 'HOLDEM1', enabled: true, minBet: 1, maxBet: 24 },
      { game: 'HOLDEM10', enabled: true, minBet: 10, maxBet: 240 },
      { game: 'HOLDEM50', enabled: true, minBet: 50, maxBet: 1200 },
      { game: 'SLOT', enabled: true, minBet: 0.2, maxBet: 1000 },
      { game: 'SPEEDBAC', enabled: true, minBet: 1, maxBet: 50000 },
      { game: 'SPORTSBOOK', enabled: true, minBet: 1, maxBet: 10000 },
    ]);
    expect((await put({ game: 'SLOT', maxBet: 0.4 })).json().value).toMatchObject({
      game: 'SLOT',
      minBet: 0.2,
      maxBet: 0.4,
    });
    expect((await put({ game: 'SLOT', minBet: 5 })).json().errorCode).toBe('bet.out.of.limits');
    expect((await put({ game: 'SLOT', minBet: 5, maxBet: 1 })).json().errorCode).toBe('request_param_err');
    // A card room's minimum is its small bet and its maximum follows (24 of them); a live table's too.
    expect((await put({ game: 'HOLDEM10', minBet: 20, maxBet: 30 })).json().value).toEqual({
      game: 'HOLDEM10',
      enabled: true,
      minBet: 20,
      maxBet: 480,
    });
    expect((await put({ game: 'BACCARAT', maxBet: 40000 })).json().value).toMatchObject({ maxBet: 40000 });
    await put({ game: 'HOLDEM10', minBet: 10 });
    await put({ game: 'BACCARAT', maxBet: 50000 });

    const token = (await login(t.app, { username: DEMO_ACCOUNTS.player, password: DEMO_PASSWORD })).json()
      .value.token;
    const url: string = (
      await t.app.inject({
        url: `${routes.launchAddress.path}?gameType=RNG&vassalage=HOUSE&gameCode=SLOT`,
        headers: { authorization: token },
      })
    ).json().value.content.game_url;
    const session = new URL(url, 'http://x').searchParams.get('t')!;
    const spin = (betPerLine: string) =>
      t.app.inject({
        method: 'POST',
        url: '/hv/game/spin',
        headers: { 'x-game-session': session },
        payload: { betPerLine },
      });
    expect((await spin('5')).json().error).toBe('bet.out.of.limits');
    expect((await spin('2')).json().ok).toBe(true);

    await put({ game: 'FISH', enabled: false });
    expect(
      (
        await t.app.inject({
          url: `${routes.launchAddress.path}?gameType=FISH&vassalage=HOUSE&gameCode=FISH`,
          headers: { authorization: token },
        })
      ).json().errorCode,
    ).toBe('game.not.found');
    const audit = (
      await t.app.inject({ url: '/ops/audit?action=house_game.set', headers: { authorization: ops } })
    ).json().value;
    expect(audit).toHaveLength(6);
  });
});
