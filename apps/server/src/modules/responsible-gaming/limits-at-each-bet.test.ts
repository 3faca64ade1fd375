import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOTTERY_API } from '@bet/contracts/lottery/paths';
import { routes } from '@bet/contracts/routes';
import { call } from '../../test/identity-client.js';
import { newPlayer, type TestPlayer } from '../../test/promotion-fixture.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { fund } from '../../test/wallet-client.js';

/**
 * Issue 20, decision 0063: a launch hands the house vendor what the player may still stake and
 * lose, and the vendor checks every slot spin and lottery slip against it in the bet's own
 * transaction; a refused bet moves nothing.
 */
let t: TestContext;
let seq = 0;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.services.lottery!.draws.run();
});
afterAll(() => t.close());

/** A player with 100.00 on the main wallet, `amount` of it moved into the game wallet `accountTypeId`. */
async function playerWith(
  limit: { kind: 'WAGER' | 'LOSS'; value: number },
  accountTypeId: number,
  amount: number,
) {
  const p = await newPlayer(t.app, t.db);
  await fund(t.db, p.id, 10_000n);
  await call(
    t.app,
    'rgSetLimit',
    { kind: limit.kind, period: 'DAY', value: limit.value },
    { token: p.token },
  );
  const moved = await call(
    t.app,
    'walletTransfer',
    {
      purpose: 'transfer',
      requestId: `each-bet-${++seq}`,
      fromAccountTypeId: 0,
      toAccountTypeId: accountTypeId,
      amount,
    },
    { token: p.token },
  );
  expect(moved.json().value.transfers[0]).toMatchObject({ status: 'DONE' });
  return p;
}

async function launch(p: TestPlayer, query: string) {
  const res = await t.app.inject({
    url: `${routes.launchAddress.path}?${query}`,
    headers: { authorization: p.token },
  });
  const url: string | undefined = res.json().value?.content?.game_url;
  return { res, session: url ? new URL(url, 'http://x').searchParams.get('t')! : '' };
}

const gameCall = (session: string, url: string, payload?: object) =>
  t.app.inject({
    method: payload ? 'POST' : 'GET',
    url,
    headers: { 'x-game-session': session },
    ...(payload ? { payload } : {}),
  });

describe('limits at each house-game and lottery bet', () => {
  it('a wager limit of 3.00 lets three 1.00 spins through and refuses the fourth, which moves nothing', async () => {
    const p = await playerWith({ kind: 'WAGER', value: 3 }, 1001, 10);
    const { session } = await launch(p, 'gameType=RNG&vassalage=HOUSE&gameCode=SLOT');
    for (let i = 0; i < 3; i++)
      expect((await gameCall(session, '/hv/game/spin', { betPerLine: '5' })).json().value.stake).toBe('100');
    const balance = (await gameCall(session, '/hv/game/state')).json().value.balance;
    const refused = await gameCall(session, '/hv/game/spin', { betPerLine: '5' });
    expect([refused.statusCode, refused.json().error]).toEqual([409, 'rg.limit.reached']);
    expect((await gameCall(session, '/hv/game/state')).json().value.balance).toBe(balance);

    // Once the spins reach the platform, the next launch is refused outright.
    await t.app.services.syncBets();
    const again = await launch(p, 'gameType=RNG&vassalage=HOUSE&gameCode=SLOT');
    expect(again.res.json().errorCode).toBe('rg.limit.reached');
  });

  it('a loss limit of 10.00 counts each lottery slip as lost until its draw, and gives a refused one back', async () => {
    const p = await playerWith({ kind: 'LOSS', value: 10 }, 1501, 10);
    const { session } = await launch(
      p,
      'gameType=ELOTT&vassalage=HLOTT&gameCode=FASTDICE&launchMode=LOTT&prizeMode=Elott&view=betting',
    );
    const next = (await t.app.inject({ url: LOTTERY_API.next })).json().value.draws as Array<{
      game: string;
      issue: string;
    }>;
    const issue = next.find((d) => d.game === 'RACE10')!.issue;
    const slip = (multiple: number) =>
      gameCall(session, LOTTERY_API.bets, {
        game: 'RACE10',
        issue,
        lines: [{ playType: 'POS_1', content: '01,02,03', unitPrice: 1, multiple }],
      });
    expect((await slip(2)).json().value.balance).toBe(4);
    const refused = await slip(2);
    expect([refused.statusCode, refused.json().error]).toEqual([409, 'rg.limit.reached']);
    expect((await gameCall(session, LOTTERY_API.session)).json().value.balance).toBe(4);
    // 6 + 3 is within 10: the refused slip counted nothing.
    expect((await slip(1)).json().value.balance).toBe(1);
  });

  it('a tighter play limit set while a game is open ends it, and the next launch carries the new limit', async () => {
    const p = await playerWith({ kind: 'WAGER', value: 50 }, 1001, 10);
    const slot = 'gameType=RNG&vassalage=HOUSE&gameCode=SLOT';
    const first = await launch(p, slot);
    expect((await gameCall(first.session, '/hv/game/spin', { betPerLine: '5' })).statusCode).toBe(200);
    await call(t.app, 'rgSetLimit', { kind: 'WAGER', period: 'DAY', value: 2 }, { token: p.token });
    const ended = await gameCall(first.session, '/hv/game/spin', { betPerLine: '5' });
    expect(ended.json().error).toBe('game.session.invalid');

    // The spin has reached the platform (the bet sync runs every few seconds): 1.00 of 2.00 is left.
    await t.app.services.syncBets();
    const second = await launch(p, slot);
    expect((await gameCall(second.session, '/hv/game/spin', { betPerLine: '5' })).statusCode).toBe(200);
    const refused = await gameCall(second.session, '/hv/game/spin', { betPerLine: '5' });
    expect(refused.json().error).toBe('rg.limit.reached');
  });
});
