import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractKind, ContractTerms, DividendPeriod } from '@bet/contracts/agent/agent-contracts';
import type { DbHandle } from '../../db/create-db.js';
import { createTestDb } from '../../test/test-db.js';
import { insertOtherMerchant } from '../../test/test-merchant.js';
import { SETTLEMENT_TZ, settlementFixture } from '../../test/settlement-fixture.js';
import { checkLedger } from '../ledger/ledger-check.repo.js';
import { periodAt, periodTypeOf } from './contract-periods.js';

/**
 * Issue 15's settlement property: on random trees (depth ≤ 6) with random contracts of a random
 * period kind (daily wage, hourly salary, a dividend of any period) that obey the rate rule and the
 * dividend period rule, and random bets over two periods, everything paid to the agents above the
 * bets equals each top agent's rate × its team's base, floored once per period — never more;
 * running again, or after a crash halfway, pays nothing twice; the ledger still balances. Bets are
 * lost, so a dividend's base (the team's loss) is its stake as well.
 */
const BP = 10_000n;

const nodes = fc.array(
  fc.record({
    parent: fc.option(fc.nat(), { nil: null, freq: 5 }),
    agent: fc.boolean(),
    // share of the upline's rate this agent's contract takes (none: no contract offered)
    share: fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: null, freq: 4 }),
  }),
  { minLength: 2, maxLength: 24 },
);
const bets = fc.array(fc.record({ who: fc.nat(), stake: fc.integer({ min: 1, max: 5_000_000 }) }), {
  minLength: 1,
  maxLength: 30,
});

/** What a contract pays on and, for a dividend, its period (the house's and every contract's). */
type Drawn = { kind: ContractKind; period?: DividendPeriod };
const kinds = fc.constantFrom<Drawn>(
  { kind: 'DAILY_WAGE' },
  { kind: 'HOURLY_SALARY' },
  { kind: 'DIVIDEND', period: 'D' },
  { kind: 'DIVIDEND', period: 'W' },
  { kind: 'DIVIDEND', period: 'H' },
  { kind: 'DIVIDEND', period: 'M' },
);
const termsOf = (drawn: Drawn, rateBp: number): ContractTerms => {
  const rate = rateBp / 100;
  switch (drawn.kind) {
    case 'DIVIDEND':
      return {
        kind: 'DIVIDEND',
        period: drawn.period ?? 'D',
        tiers: [{ periodValidBet: 0, periodProfitLoss: 0, activeMembers: 0, rate }],
      };
    case 'HOURLY_SALARY':
      return { kind: 'HOURLY_SALARY', tiers: [{ teamBetting: 0, activeMembers: 0, rate }] };
    default:
      return { kind: 'DAILY_WAGE', tiers: [{ teamBetting: 0, activeMembers: 0, rate }] };
  }
};

let handle: DbHandle;
let merchants = 0;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle.close();
});

describe('settlement property', () => {
  it('pays exactly each top agent’s rate × base per period, once, whatever the tree', async () => {
    await fc.assert(
      fc.asyncProperty(
        nodes,
        bets,
        bets,
        fc.integer({ min: 1, max: 500 }),
        kinds,
        async (raw, day1, day2, houseBp, drawn) => {
          const f = settlementFixture(handle.db, await insertOtherMerchant(handle.db, `PROP${++merchants}`));
          // Earlier runs' merchants would catch up the weeks this clock moves: settle this one only.
          await f.settleOnlyThis();
          await f.releaseDelay(0);
          const terms = (bp: number) => termsOf(drawn, bp);
          await f.houseTerms(terms(houseBp), houseBp);
          const type = periodTypeOf(drawn.kind, terms(houseBp));
          const periodEnd = () => periodAt(type, SETTLEMENT_TZ, new Date(f.clock.now())).end.getTime();
          // Ten minutes into the next period: the one the bets were placed in has closed.
          const closeThePeriod = () => f.moveTo(new Date(periodEnd() + 600_000));
          // The first bets all fall in one period: not in its last 5 minutes.
          if (periodEnd() - f.clock.now() < 300_000) closeThePeriod();
          // Build the tree: parents come first, depth stays ≤ 6, only agents have agent downlines' contracts.
          const ids: bigint[] = [];
          const depth: number[] = [];
          const rate: (number | null)[] = [];
          const tops = new Set<number>();
          for (const [i, n] of raw.entries()) {
            let parent = n.parent === null || i === 0 ? null : n.parent % i;
            if (parent !== null && depth[parent]! >= 6) parent = null;
            depth.push(parent === null ? 0 : depth[parent]! + 1);
            const id = await f.member(`m${i}`, parent === null ? null : ids[parent]!, n.agent ? 1 : 0);
            ids.push(id);
            const parentAgent = parent !== null && raw[parent]!.agent;
            if (n.agent && !parentAgent) {
              tops.add(i);
              rate.push(houseBp);
            } else if (n.agent && parentAgent && rate[parent!] !== null && n.share !== null) {
              const bp = Math.floor(rate[parent!]! * n.share);
              await f.contract(drawn.kind, ids[parent!]!, id, terms(bp), bp);
              rate.push(bp);
            } else rate.push(null);
          }
          const place = async (list: typeof day1) => {
            for (const b of list) await f.bet(ids[b.who % ids.length]!, BigInt(b.stake), 0n);
          };
          // What each top agent's team bet in a period, straight from the bets.
          const expectedFor = async (list: typeof day1) => {
            let total = 0n;
            for (const top of tops) {
              const { rows } = await sql<{ base: string | null }>`
                select sum(b.stake)::text as base from (values ${sql.join(
                  list.map((b) => sql`(${ids[b.who % ids.length]!}::bigint, ${b.stake}::bigint)`),
                )}) as b(member_id, stake)
                join member_tree t on t.member_id = b.member_id and t.ancestor_id = ${ids[top]!}`.execute(
                handle.db,
              );
              total += (BigInt(rows[0]?.base ?? '0') * BigInt(houseBp)) / BP;
            }
            return total;
          };
          const paid = async () => {
            let sum = 0n;
            for (const id of ids) sum += BigInt(await f.incomeOf(id));
            return sum;
          };

          await place(day1);
          closeThePeriod();
          const crashing = Object.create(f.service) as typeof f.service;
          crashing.releaseDue = () => Promise.reject(new Error('crash before paying'));
          await expect(crashing.runDue()).rejects.toThrow('crash before paying');
          await f.service.runDue();
          await f.service.runDue();
          const afterDay1 = await paid();
          expect(afterDay1).toBe(await expectedFor(day1));

          await place(day2);
          closeThePeriod();
          await f.service.runDue();
          await f.service.runDue();
          expect((await paid()) - afterDay1).toBe(await expectedFor(day2));
        },
      ),
      { numRuns: 12 },
    );
    expect(await checkLedger(handle.db)).toEqual([]);
  }, 600_000);
});
