import { describe, expect, it } from 'vitest';
import type { ContractView } from '../model/contract-view';
import { contractsEndedBy, firstTierAboveCeiling, incomeAmount, topRate } from './contract-rates';

const given = (id: string, rate: number, state: ContractView['state'] = 'active'): ContractView => ({
  id,
  upline: 'me',
  downline: `d-${id}`,
  state,
  since: '2026-11-01',
  terms: { kind: 'dailyWage', tiers: [{ validBet: 1000, activeMembers: 1, rate }] },
});

describe('contract rates', () => {
  it('finds the first tier above my own rate (the ceiling)', () => {
    const terms = given('a', 0).terms;
    terms.tiers = [
      { validBet: 1, activeMembers: 1, rate: 1 },
      { validBet: 2, activeMembers: 2, rate: 1.26 },
    ];
    expect(firstTierAboveCeiling(terms, 1.25)).toBe(1);
    expect(firstTierAboveCeiling(terms, 1.26)).toBe(-1);
  });

  it('lists only active downline contracts above the new rate', () => {
    const list = [given('a', 1), given('b', 2), given('c', 3, 'terminated')];
    expect(contractsEndedBy(1.5, list).map((c) => c.id)).toEqual(['b']);
    expect(topRate({ kind: 'realTimeSalary', tiers: [], profitRate: 0.5, lossRate: 0.8 })).toBe(0.8);
  });

  it('computes base × rate minus the rate passed down, never negative', () => {
    expect(incomeAmount(10_000, 1.5, 0.5)).toBe(100);
    expect(incomeAmount(333.33, 1.25, 0)).toBe(4.16);
    expect(incomeAmount(1000, 1, 2)).toBe(0);
  });
});
