import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@bet/contracts/routes';
import { DEMO_ACCOUNTS } from '../../seed/demo-members.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { demoMerchantId, insertOtherMerchant } from '../../test/test-merchant.js';
import { maskName, WinnerBoardService } from './winners.service.js';

let t: TestContext;
let demoId: number;
let otherId: number;
const ids: Record<string, bigint> = {};
const DAY = 86_400_000;

/** A bet record as the bet sync stores it (records only: no money moves in this table). */
async function bet(
  merchantId: number,
  username: string,
  b: { stake: bigint; payout: bigint; ageMs: number; game?: string; status?: 'SETTLED' | 'RUNNING' },
) {
  const at = new Date(Date.now() - b.ageMs);
  await t.db
    .insertInto('bets')
    .values({
      merchant_id: merchantId,
      member_id: ids[username]!,
      vendor: 'HOUSE',
      vendor_bet_id: `test-${Math.random()}`,
      category: 'RNG',
      game_code: 'SLOT',
      game_name: b.game ?? 'Lucky Sevens',
      stake: b.stake,
      valid_bet: b.stake,
      payout: b.payout,
      status: b.status ?? 'SETTLED',
      placed_at: at,
      settled_at: b.status === 'RUNNING' ? null : at,
    })
    .execute();
}

const board = async (query = '') => {
  const res = await t.app.inject({ url: `${routes.winnerBoard.path}${query}` });
  return { status: res.statusCode, list: res.json().value?.list as Array<Record<string, unknown>> };
};

beforeAll(async () => {
  t = await createTestApp();
  demoId = await demoMerchantId(t.db);
  otherId = await insertOtherMerchant(t.db);
  for (const m of await t.db.selectFrom('members').select(['id', 'username']).execute())
    ids[m.username] = BigInt(m.id);
  const extra = await t.db
    .insertInto('members')
    .values([
      { merchant_id: demoId, username: 'trial0001', type: 4, referral_code: 'REFTRIAL' },
      { merchant_id: otherId, username: 'elsewhere9', referral_code: 'REFOTHER' },
    ])
    .returning(['id', 'username'])
    .execute();
  for (const m of extra) ids[m.username] = BigInt(m.id);

  const { player, agent } = DEMO_ACCOUNTS;
  await bet(demoId, player, { stake: 200n, payout: 1_200n, ageMs: 3 * DAY }); // +10.00
  await bet(demoId, agent, { stake: 500n, payout: 5_500n, ageMs: DAY, game: 'Ocean Hunter' }); // +50.00
  await bet(demoId, player, { stake: 100n, payout: 1_100n, ageMs: 60_000 }); // +10.00, newer
  await bet(demoId, player, { stake: 1_000n, payout: 900n, ageMs: 60_000 }); // a loss
  await bet(demoId, player, { stake: 1_000n, payout: 1_000n, ageMs: 60_000 }); // stake back
  await bet(demoId, player, { stake: 100n, payout: 90_000n, ageMs: 0, status: 'RUNNING' });
  await bet(demoId, agent, { stake: 100n, payout: 80_000n, ageMs: 8 * DAY }); // too old
  await bet(demoId, 'trial0001', { stake: 100n, payout: 70_000n, ageMs: 0 }); // play money
  await bet(otherId, 'elsewhere9', { stake: 100n, payout: 60_000n, ageMs: 0 }); // another merchant
});
afterAll(() => t.close());

describe('maskName', () => {
  it('keeps two characters at each end of a username, fewer of a short one', () => {
    expect(maskName('agila2024')).toBe('ag***24');
    expect(maskName('demoplayer')).toBe('de***er');
    expect(maskName('abcdef')).toBe('ab***ef');
    expect(maskName('abcde')).toBe('a***e');
    expect(maskName('abc')).toBe('a***');
    expect(maskName('')).toBe('***');
  });
});

describe('winner board', () => {
  it('lists only settled wins of the last 7 days at this merchant, largest first, names masked', async () => {
    const { status, list } = await board();
    expect(status).toBe(200);
    expect(list).toEqual([
      {
        maskedName: 'de***nt',
        gameName: 'Ocean Hunter',
        vendor: 'Demo Bet Games',
        winAmount: 50,
        at: expect.any(Number),
      },
      expect.objectContaining({ maskedName: 'de***er', winAmount: 10 }),
      expect.objectContaining({ maskedName: 'de***er', winAmount: 10 }),
    ]);
    // Equal wins: the most recent first.
    expect(list[1]!.at as number).toBeGreaterThan(list[2]!.at as number);
    // No username leaks in the answer.
    expect(JSON.stringify(list)).not.toMatch(/demoplayer|demoagent|trial0001|elsewhere9/);
  });

  it('answers as many as asked, at most 20', async () => {
    expect((await board('?count=1')).list).toHaveLength(1);
    expect((await board('?count=21')).status).toBe(400);
    expect((await board('?count=0')).status).toBe(400);
  });

  it('keeps each merchant to its own bets', async () => {
    const service = new WinnerBoardService({ db: t.db, cacheMs: 0 });
    expect((await service.board(otherId)).list).toEqual([
      expect.objectContaining({ maskedName: 'el***e9', winAmount: 599 }),
    ]);
  });

  it('builds a merchant’s board once per cache period', async () => {
    const service = new WinnerBoardService({ db: t.db, cacheMs: 60_000 });
    const before = (await service.board(demoId)).list;
    await bet(demoId, DEMO_ACCOUNTS.player, { stake: 100n, payout: 100_100n, ageMs: 0 });
    expect((await service.board(demoId)).list).toEqual(before);
    // The app's own service (MERCHANT_CACHE_MS 0 in tests) shows it at once.
    expect((await board('?count=1')).list[0]).toMatchObject({ maskedName: 'de***er', winAmount: 1000 });
  });
});
