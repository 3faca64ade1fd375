import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/create-db.js';
import { createTestDb } from '../../test/test-db.js';
import { groupCommitStats } from './ledger-batcher.js';
import { checkLedger } from './ledger-check.repo.js';
import { house, mainWallet, move, vendorWallet } from './ledger-accounts.js';
import { accountBalance, postTransfer, type TransferInput } from './ledger.service.js';

let handle: DbHandle;
let merchantId: number;
let members: bigint[];
const run = `${Date.now()}`;

beforeAll(async () => {
  handle = await createTestDb();
  merchantId = (
    await handle.db.selectFrom('merchants').select('id').where('code', '=', 'DEMO').executeTakeFirstOrThrow()
  ).id;
  members = (await handle.db.selectFrom('members').select('id').orderBy('id').limit(3).execute()).map(
    (m) => m.id,
  );
});
afterAll(() => handle.close());

const balanceOf = (member: bigint) => accountBalance(handle.db, merchantId, mainWallet(member));

describe('ledger group commit', () => {
  it('posts concurrent transfers in shared batches, each with its own answer', async () => {
    const [a, b, c] = members as [bigint, bigint, bigint];
    await postTransfer(handle.db, {
      merchantId,
      key: `gc-fund-${run}`,
      type: 'DEPOSIT',
      memberId: a,
      postings: move(house('DEPOSITS_IN_TRANSIT'), mainWallet(a), 1_000n),
    });
    // Accounts already seen, so their ids are known and the transfers may share a batch.
    await postTransfer(handle.db, {
      merchantId,
      key: `gc-warm-${run}`,
      type: 'X',
      memberId: a,
      postings: move(mainWallet(a), mainWallet(b), 1n),
    });
    await postTransfer(handle.db, {
      merchantId,
      key: `gc-warm-c-${run}`,
      type: 'X',
      memberId: c,
      postings: move(house('ADJUSTMENTS'), mainWallet(c), 1n),
    });
    const [startA, startB, startC] = await Promise.all([balanceOf(a), balanceOf(b), balanceOf(c)]);
    const before = { ...groupCommitStats };

    const pay = (key: string, amount: bigint): TransferInput => ({
      merchantId,
      key,
      type: 'TRANSFER',
      memberId: a,
      postings: move(mainWallet(a), mainWallet(b), amount),
    });
    const inputs: TransferInput[] = [
      ...Array.from({ length: 40 }, (_, i) => pay(`gc-${run}-${i}`, 10n)),
      pay(`gc-${run}-0`, 10n), // a retry of the first: posted once
      pay(`gc-${run}-1`, 99n), // the same key for another request: refused
      pay(`gc-${run}-big`, startA + 1n), // more than the balance: refused
      { merchantId, key: `gc-${run}-odd`, type: 'X', postings: [{ account: mainWallet(c), amount: 5n }] }, // does not sum to zero
      {
        merchantId: 987_654,
        key: `gc-${run}-nomerchant`,
        type: 'X',
        postings: move(house('ADJUSTMENTS'), house('BONUSES'), 1n),
      }, // no such merchant
    ];
    const results = await Promise.allSettled(inputs.map((input) => postTransfer(handle.db, input)));

    // The first few leave alone while the queue fills; the rest (the refusals among them) share batches.
    expect(groupCommitStats.batches).toBeGreaterThan(before.batches);
    expect(groupCommitStats.transfers - before.transfers).toBeGreaterThanOrEqual(30);
    const ok = results.slice(0, 40);
    expect(ok.every((r) => r.status === 'fulfilled' && !r.value.replay)).toBe(true);
    const [retry, reused, big, odd, nomerchant] = results.slice(40);
    expect(retry).toMatchObject({ status: 'fulfilled', value: { replay: true } });
    expect((retry as PromiseFulfilledResult<{ transferId: bigint }>).value.transferId).toBe(
      (ok[0] as PromiseFulfilledResult<{ transferId: bigint }>).value.transferId,
    );
    expect(reused).toMatchObject({ status: 'rejected', reason: { errorCode: 'idempotency.conflict' } });
    expect(big).toMatchObject({ status: 'rejected', reason: { errorCode: 'balance.insufficient' } });
    expect(odd).toMatchObject({ status: 'rejected', reason: { code: 'LDG02' } });
    // An error of no known kind: retried alone, refused alone, and nobody else is touched.
    expect(nomerchant).toMatchObject({ status: 'rejected', reason: { code: '23503' } });

    expect(await balanceOf(a)).toBe(startA - 400n);
    expect(await balanceOf(b)).toBe(startB + 400n);
    expect(await balanceOf(c)).toBe(startC);
    expect(await checkLedger(handle.db)).toEqual([]);
  });

  it('falls back to posting alone when a batch carries a stale account id', async () => {
    const m = members[0]!;
    const fresh = vendorWallet(m, `STALE${run}`);
    // The account is created and its id remembered inside a transaction that then rolls back.
    await handle.db
      .transaction()
      .execute(async (trx) => {
        await postTransfer(trx, {
          merchantId,
          key: `gc-stale-${run}`,
          type: 'X',
          memberId: m,
          postings: move(mainWallet(m), fresh, 1n),
        });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    const before = { ...groupCommitStats };
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) =>
        postTransfer(handle.db, {
          merchantId,
          key: `gc-stale-${run}-${i}`,
          type: 'X',
          memberId: m,
          postings: move(mainWallet(m), fresh, 2n),
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(12);
    expect(groupCommitStats.batches).toBeGreaterThan(before.batches);
    expect(await accountBalance(handle.db, merchantId, fresh)).toBe(24n);
    expect(await checkLedger(handle.db)).toEqual([]);
  });

  it('answers a transfer and its retry that arrive together, one alone and one in a batch, without a deadlock', async () => {
    const [a, b] = members as [bigint, bigint];
    for (let round = 0; round < 10; round++) {
      const input = (key: string): TransferInput => ({
        merchantId,
        key,
        type: 'X',
        memberId: a,
        postings: move(mainWallet(a), mainWallet(b), 1n),
      });
      // Three go alone and fill the slots; the fourth (the first copy) goes alone too, its retry queues for a batch.
      const keys = [
        `dl-${run}-${round}-1`,
        `dl-${run}-${round}-2`,
        `dl-${run}-${round}-3`,
        `dl-${run}-${round}-k`,
        `dl-${run}-${round}-k`,
        `dl-${run}-${round}-4`,
      ];
      const results = await Promise.allSettled(keys.map((k) => postTransfer(handle.db, input(k))));
      expect(results.map((r) => r.status)).toEqual(keys.map(() => 'fulfilled'));
      const [first, retry] = results.slice(3, 5) as Array<
        PromiseFulfilledResult<{ transferId: bigint; replay: boolean }>
      >;
      expect(retry!.value.transferId).toBe(first!.value.transferId);
      expect([first!.value.replay, retry!.value.replay].sort()).toEqual([false, true]);
    }
    expect(await checkLedger(handle.db)).toEqual([]);
  });
});
