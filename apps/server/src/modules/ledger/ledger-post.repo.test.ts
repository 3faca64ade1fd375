import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/create-db.js';
import { createTestDb } from '../../test/test-db.js';
import { checkLedger } from './ledger-check.repo.js';
import { house, mainWallet, move } from './ledger-accounts.js';
import { forgetAccountIds } from './ledger-post.repo.js';
import { accountBalance, postTransfer, postTransfersInTransaction } from './ledger.service.js';

let handle: DbHandle;
let merchantId: number;
let members: bigint[];
const run = `${Date.now()}`;

beforeAll(async () => {
  handle = await createTestDb();
  merchantId = (
    await handle.db.selectFrom('merchants').select('id').where('code', '=', 'DEMO').executeTakeFirstOrThrow()
  ).id;
  members = (await handle.db.selectFrom('members').select('id').orderBy('id').limit(4).execute()).map(
    (m) => m.id,
  );
});
afterAll(() => handle.close());

const balanceOf = (member: bigint) => accountBalance(handle.db, merchantId, mainWallet(member));

describe('posting a batch in a transaction', () => {
  it('after a restart (no ids cached) posts to existing and new accounts, each once', async () => {
    const [a, b, c] = members as [bigint, bigint, bigint];
    for (const m of [a, b])
      await postTransfer(handle.db, {
        merchantId,
        key: `lp-fund-${run}-${m}`,
        type: 'DEPOSIT',
        memberId: m,
        postings: move(house('DEPOSITS_IN_TRANSIT'), mainWallet(m), 500n),
      });
    const before = await Promise.all([a, b, c].map(balanceOf));
    forgetAccountIds();
    const bonus = (m: bigint) => ({
      merchantId,
      key: `lp-bonus-${run}-${m}`,
      type: 'BONUS',
      memberId: m,
      postings: move(house('BONUSES'), mainWallet(m), 70n),
    });
    const posted = await handle.db
      .transaction()
      .execute((trx) => postTransfersInTransaction(trx, [a, b, c].map(bonus)));
    expect(posted.map((p) => p.replay)).toEqual([false, false, false]);
    expect(new Set(posted.map((p) => p.transferId)).size).toBe(3);
    expect(await Promise.all([a, b, c].map(balanceOf))).toEqual(before.map((x) => x + 70n));

    // The same keys again, ids now cached: replays, nothing moves.
    const again = await handle.db
      .transaction()
      .execute((trx) => postTransfersInTransaction(trx, [a, b, c].map(bonus)));
    expect(again.map((p) => p.transferId)).toEqual(posted.map((p) => p.transferId));
    expect(again.every((p) => p.replay)).toBe(true);
    expect(await Promise.all([a, b, c].map(balanceOf))).toEqual(before.map((x) => x + 70n));
    expect(await checkLedger(handle.db)).toEqual([]);
  });
});
