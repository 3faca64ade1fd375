import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@bet/contracts/routes';
import { checkLedger } from '../modules/ledger/ledger-check.repo.js';
import { mainWallet, vendorWallet } from '../modules/ledger/ledger-accounts.js';
import { accountBalance } from '../modules/ledger/ledger.service.js';
import { maskName } from '../modules/games/winners.service.js';
import { createTestApp, type TestContext } from '../test/test-app.js';
import { DEMO_WINNERS, seedDemoWins } from './demo-wins.js';

let t: TestContext;
let merchantId: number;
beforeAll(async () => {
  t = await createTestApp();
  merchantId = (
    await t.db.selectFrom('merchants').select('id').where('code', '=', 'DEMO').executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => t.close());

describe('demo winners', () => {
  it('play real house rounds once, with every coin accounted for in the ledger', async () => {
    expect(await seedDemoWins(t.db, { merchantCode: 'DEMO' })).toBe(true);
    expect(await seedDemoWins(t.db, { merchantCode: 'DEMO' })).toBe(false);
    expect(await checkLedger(t.db)).toEqual([]);

    for (const { username } of DEMO_WINNERS) {
      const member = await t.db
        .selectFrom('members')
        .select('id')
        .where('username', '=', username)
        .executeTakeFirstOrThrow();
      const rounds = await t.db
        .selectFrom('house_game_rounds')
        .select(['stake', 'payout'])
        .where('player', '=', `p${member.id}`)
        .execute();
      expect(rounds.some((r) => BigInt(r.payout) > BigInt(r.stake))).toBe(true);
      const result = rounds.reduce((sum, r) => sum + BigInt(r.payout) - BigInt(r.stake), 0n);
      // Everything came back from the games: the opening balance plus what the rounds won or lost.
      expect(await accountBalance(t.db, merchantId, mainWallet(member.id))).toBe(100_000n + result);
      expect(await accountBalance(t.db, merchantId, vendorWallet(member.id, 'HOUSE'))).toBe(0n);
    }
  });

  it('fill the winner board once the bet sync has stored their rounds', async () => {
    expect(await t.app.services.syncBets()).toBeGreaterThan(0);
    const list = (await t.app.inject({ url: routes.winnerBoard.path })).json().value.list as Array<{
      maskedName: string;
      winAmount: number;
    }>;
    const masked = DEMO_WINNERS.map((w) => maskName(w.username));
    expect(list.length).toBeGreaterThanOrEqual(DEMO_WINNERS.length);
    expect(new Set(list.map((w) => w.maskedName))).toEqual(new Set(masked));
    expect(list.every((w) => w.winAmount > 0)).toBe(true);
  });
});
