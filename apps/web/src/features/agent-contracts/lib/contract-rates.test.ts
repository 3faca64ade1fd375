import { describe, expect, it } from 'vitest';
import type { AgentContract } from '../model/contract-view';
import { contractsEndedBy, grossOf } from './contract-rates';

const given = (id: number, rate: number, state: AgentContract['state'] = 'ACTIVE'): AgentContract => ({
  id,
  kind: 'DAILY_WAGE',
  state,
  upline: 'me',
  downline: `d-${id}`,
  terms: { kind: 'DAILY_WAGE', tiers: [{ teamBetting: 1000, activeMembers: 1, rate }] },
  maxRate: rate,
  offeredAt: 0,
  decidedAt: null,
  endsAt: null,
});

describe('contract rates', () => {
  it('lists only active downline contracts above the new rate', () => {
    const list = [given(1, 1), given(2, 2), given(3, 3, 'TERMINATED'), given(4, 1.51)];
    expect(contractsEndedBy(1.5, list).map((c) => c.id)).toEqual([2, 4]);
  });

  it('computes base × rate to the cent, rounding down', () => {
    expect(grossOf(10_000, 1.5)).toBe(150);
    expect(grossOf(333.33, 1.25)).toBe(4.16);
  });
});
