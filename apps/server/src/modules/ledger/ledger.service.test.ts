import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/create-db.js';
import { createTestDb } from '../../test/test-db.js';
import { checkLedger } from './ledger-check.repo.js';
import { house, mainWallet, move, vendorWallet } from './ledger-accounts.js';
import { accountBalance, postTransfer } from './ledger.service.js';

let handle: DbHandle;
let merchantId: number;
let members: bigint[];
let keySeq = 0;
const key = () => `k${++keySeq}-${Math.random().toString(36).slice(2)}`;

beforeAll(async () => {
  handle = await createTestDb();
  merchantId = (
    await handle.db.selectFrom('merchants').select('id').where('code', '=', 'DEMO').executeTakeFirstOrThrow()
  ).id;
  members = (await handle.db.selectFrom('members').select('id').orderBy('id').execute()).map((m) => m.id);
});
afterAll(() => handle.close());

const fund = (member: bigint, amount: bigint) =>
  postTransfer(handle.db, {
    merchantId,
    key: key(),
    type: 'DEPOSIT',
    memberId: member,
    postings: move(house('DEPOSITS_IN_TRANSIT'), mainWallet(member), amount),
  });

describe('ledger', () => {
  it('posts a transfer whose entries sum to zero and moves both balances', async () => {
    const m = members[0]!;
    const before = await accountBalance(handle.db, merchantId, mainWallet(m));
    await fund(m, 10_000n);
    expect(await accountBalance(handle.db, merchantId, mainWallet(m))).toBe(before + 10_000n);
    expect(await checkLedger(handle.db)).toEqual([]);
  });

  it('applies a key once: a retry returns the first transfer, another body is refused', async () => {
    const m = members[0]!;
    await fund(m, 5_000n);
    const input = {
      merchantId,
      key: key(),
      type: 'TRANSFER_TO_VENDOR',
      memberId: m,
      postings: move(mainWallet(m), vendorWallet(m, 'HOUSE'), 1_000n),
    };
    const before = await accountBalance(handle.db, merchantId, mainWallet(m));
    const first = await postTransfer(handle.db, input);
    const retry = await postTransfer(handle.db, input);
    expect(retry).toEqual({ transferId: first.transferId, replay: true });
    expect(await accountBalance(handle.db, merchantId, mainWallet(m))).toBe(before - 1_000n);
    await expect(
      postTransfer(handle.db, { ...input, postings: move(mainWallet(m), vendorWallet(m, 'HOUSE'), 2_000n) }),
    ).rejects.toMatchObject({
      errorCode: 'idempotency.conflict',
    });
  });

  it('never lets a member balance go negative, and writes nothing when refused', async () => {
    const m = members[1]!;
    const balance = await accountBalance(handle.db, merchantId, mainWallet(m));
    const transfers = await handle.db
      .selectFrom('ledger_transfers')
      .select((e) => e.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    await expect(
      postTransfer(handle.db, {
        merchantId,
        key: key(),
        type: 'WITHDRAW',
        memberId: m,
        postings: move(mainWallet(m), house('WITHDRAWALS_PAYABLE'), balance + 1n),
      }),
    ).rejects.toMatchObject({ errorCode: 'balance.insufficient' });
    const after = await handle.db
      .selectFrom('ledger_transfers')
      .select((e) => e.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(transfers.n);
    expect(await accountBalance(handle.db, merchantId, mainWallet(m))).toBe(balance);
  });

  it('refuses entries that do not sum to zero, and edits of posted rows', async () => {
    const m = members[0]!;
    await expect(
      postTransfer(handle.db, {
        merchantId,
        key: key(),
        type: 'X',
        postings: [{ account: mainWallet(m), amount: 5n }],
      }),
    ).rejects.toThrow(/sum to zero/);
    await expect(sql`update ledger_entries set amount = amount + 1`.execute(handle.db)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`delete from ledger_transfers`.execute(handle.db)).rejects.toThrow(/append-only/);
  });

  it('200 parallel transfers out of one wallet never overdraw it', async () => {
    const m = members[2]!;
    const start = await accountBalance(handle.db, merchantId, mainWallet(m));
    await fund(m, 10_000n - start);
    // 200 × 100 = 20,000 asked of 10,000: exactly 100 succeed.
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, () =>
        postTransfer(handle.db, {
          merchantId,
          key: key(),
          type: 'TRANSFER_TO_VENDOR',
          memberId: m,
          postings: move(mainWallet(m), vendorWallet(m, 'HOUSE'), 100n),
        }),
      ),
    );
    const ok = results.filter((r) => r.status === 'fulfilled').length;
    const refused = results.filter(
      (r) =>
        r.status === 'rejected' && (r.reason as { errorCode?: string }).errorCode === 'balance.insufficient',
    ).length;
    expect(ok).toBe(100);
    expect(refused).toBe(100);
    expect(await accountBalance(handle.db, merchantId, mainWallet(m))).toBe(0n);
    expect(await checkLedger(handle.db)).toEqual([]);
  });

  it('keeps every invariant over random sequences with retried keys (property)', async () => {
    const m = members[3]!;
    const op = fc.record({
      kind: fc.constantFrom('deposit', 'toVendor', 'fromVendor', 'withdraw', 'refund'),
      amount: fc.bigInt({ min: 1n, max: 50_000n }),
      retry: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 15 }), async (ops) => {
        const applied = new Map<string, bigint>();
        for (const o of ops) {
          const postings = {
            deposit: move(house('DEPOSITS_IN_TRANSIT'), mainWallet(m), o.amount),
            toVendor: move(mainWallet(m), vendorWallet(m, 'HOUSE'), o.amount),
            fromVendor: move(vendorWallet(m, 'HOUSE'), mainWallet(m), o.amount),
            withdraw: move(mainWallet(m), house('WITHDRAWALS_PAYABLE'), o.amount),
            refund: move(house('WITHDRAWALS_PAYABLE'), mainWallet(m), o.amount),
          }[o.kind];
          const input = { merchantId, key: key(), type: o.kind, memberId: m, postings };
          const before = await accountBalance(handle.db, merchantId, mainWallet(m));
          const attempts = o.retry ? 2 : 1;
          let posted = false;
          for (let i = 0; i < attempts; i++) {
            try {
              const r = await postTransfer(handle.db, input);
              if (!r.replay) posted = true;
              applied.set(input.key, (applied.get(input.key) ?? 0n) + (r.replay ? 0n : 1n));
            } catch (error) {
              expect((error as { errorCode?: string }).errorCode).toBe('balance.insufficient');
            }
          }
          const delta = postings.find((p) => 'member' in p.account && p.account.kind === 'MAIN')!.amount;
          expect(await accountBalance(handle.db, merchantId, mainWallet(m))).toBe(
            posted ? before + delta : before,
          );
        }
        for (const count of applied.values()) expect(count).toBeLessThanOrEqual(1n);
        expect(await checkLedger(handle.db)).toEqual([]);
      }),
      { numRuns: 25 },
    );
  });

  it('keeps every invariant when random transfers and their retries all arrive at once (property)', async () => {
    const tag = Date.now().toString(36);
    const m = (
      await handle.db
        .insertInto('members')
        .values({ merchant_id: merchantId, username: `burst${tag}`, referral_code: `BURST${tag}` })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    await fund(m, 1n); // its main wallet exists, so the transfers below can share batches
    const op = fc.record({
      kind: fc.constantFrom('deposit', 'toVendor', 'fromVendor', 'withdraw'),
      amount: fc.bigInt({ min: 1n, max: 50_000n }),
      copies: fc.integer({ min: 1, max: 3 }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 5, maxLength: 40 }), async (ops) => {
        const before = await accountBalance(handle.db, merchantId, mainWallet(m));
        const calls = ops.flatMap((o) => {
          const postings = {
            deposit: move(house('DEPOSITS_IN_TRANSIT'), mainWallet(m), o.amount),
            toVendor: move(mainWallet(m), vendorWallet(m, 'HOUSE'), o.amount),
            fromVendor: move(vendorWallet(m, 'HOUSE'), mainWallet(m), o.amount),
            withdraw: move(mainWallet(m), house('WITHDRAWALS_PAYABLE'), o.amount),
          }[o.kind];
          const input = { merchantId, key: key(), type: o.kind, memberId: m, postings };
          const delta = postings.find((p) => 'member' in p.account && p.account.kind === 'MAIN')!.amount;
          return Array.from({ length: o.copies }, () => ({ input, delta }));
        });
        // Everything at once: most of it shares group commits.
        const results = await Promise.allSettled(calls.map((c) => postTransfer(handle.db, c.input)));
        const postedPerKey = new Map<string, number>();
        let expected = before;
        results.forEach((r, i) => {
          const { input, delta } = calls[i]!;
          if (r.status === 'rejected')
            return expect((r.reason as { errorCode?: string }).errorCode).toBe('balance.insufficient');
          if (r.value.replay) return;
          postedPerKey.set(input.key, (postedPerKey.get(input.key) ?? 0) + 1);
          expected += delta;
        });
        for (const count of postedPerKey.values()) expect(count).toBe(1);
        expect(await accountBalance(handle.db, merchantId, mainWallet(m))).toBe(expected);
        expect(await checkLedger(handle.db)).toEqual([]);
      }),
      { numRuns: 20 },
    );
  });

  it('reports a balance that no longer equals its entries', async () => {
    const m = members[0]!;
    await sql`update ledger_accounts set balance = balance + 1 where member_id = ${String(m)}::bigint and kind = 'MAIN'`.execute(
      handle.db,
    );
    const breaks = await checkLedger(handle.db);
    await sql`update ledger_accounts set balance = balance - 1 where member_id = ${String(m)}::bigint and kind = 'MAIN'`.execute(
      handle.db,
    );
    expect(breaks.map((b) => b.invariant)).toEqual(['balance_equals_entries']);
    expect(await checkLedger(handle.db)).toEqual([]);
  });

  it('reports a transfer that names a member who does not exist', async () => {
    // Transfers are append-only, so the broken one is written inside a transaction rolled back after the check.
    const seen = await handle.db
      .transaction()
      .execute(async (trx) => {
        await postTransfer(trx, {
          merchantId,
          key: key(),
          type: 'ADJUST',
          memberId: 987_654_321n,
          postings: move(house('ADJUSTMENTS'), house('BONUSES'), 1n),
        });
        const breaks = await checkLedger(trx);
        throw Object.assign(new Error('roll back'), { breaks });
      })
      .catch((error: { breaks?: Array<{ invariant: string }> }) => error.breaks?.map((b) => b.invariant));
    expect(seen).toEqual(['transfer_references']);
  });

  it('refuses entries that do not sum to zero or move nothing, and writes nothing', async () => {
    const m = members[0]!;
    const before = await accountBalance(handle.db, merchantId, mainWallet(m));
    const unbalanced = [
      { account: mainWallet(m), amount: 5n },
      { account: house('ADJUSTMENTS'), amount: -4n },
    ];
    const zero = [
      { account: mainWallet(m), amount: 0n },
      { account: house('ADJUSTMENTS'), amount: 0n },
    ];
    for (const postings of [unbalanced, zero]) {
      await expect(
        postTransfer(handle.db, { merchantId, key: key(), type: 'ADJUST', memberId: m, postings }),
      ).rejects.toMatchObject({ code: 'LDG02' });
    }
    expect(await accountBalance(handle.db, merchantId, mainWallet(m))).toBe(before);
  });

  it('recovers when an account it remembers was created by a transaction that rolled back', async () => {
    const m = members[0]!;
    const fresh = vendorWallet(m, `NEWVENDOR${Date.now()}`);
    await fund(m, 1_000n);
    // The account is created and its id remembered inside a transaction that then fails.
    await expect(
      handle.db.transaction().execute(async (trx) => {
        await postTransfer(trx, {
          merchantId,
          key: key(),
          type: 'TRANSFER_TO_VENDOR',
          memberId: m,
          postings: move(mainWallet(m), fresh, 100n),
        });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await accountBalance(handle.db, merchantId, fresh)).toBe(0n);
    await postTransfer(handle.db, {
      merchantId,
      key: key(),
      type: 'TRANSFER_TO_VENDOR',
      memberId: m,
      postings: move(mainWallet(m), fresh, 100n),
    });
    expect(await accountBalance(handle.db, merchantId, fresh)).toBe(100n);
    expect(await checkLedger(handle.db)).toEqual([]);
  });
});
