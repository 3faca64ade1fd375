import { describe, expect, it } from 'vitest';
import { costLines } from './cost-report';

const row = {
  promotionId: 1,
  title: 'Weekly cashback',
  kind: 'CASHBACK' as const,
  claims: 3,
  players: 3,
  amount: 100,
  turnoverRequired: 0.1,
  playersGgr: 0.2,
};

describe('cost report lines', () => {
  it('rounds cost per player and net to cents', () => {
    const { rows } = costLines({ rows: [row], totals: { claims: 3, players: 3, amount: 100 } }, 'Total');
    expect(rows[0]!.costPerPlayer).toBe(33.33);
    expect(rows[0]!.net).toBe(-99.8);
  });

  it('has no cost per player without players, and sums turnover, GGR and net', () => {
    const unpaid = { ...row, claims: 0, players: 0, amount: 0, turnoverRequired: 0.2, playersGgr: 0.1 };
    const { rows, totals } = costLines(
      { rows: [row, unpaid], totals: { claims: 3, players: 3, amount: 100 } },
      'Total',
    );
    expect(rows[1]!.costPerPlayer).toBeUndefined();
    expect(totals).toMatchObject({ title: 'Total', claims: 3, turnoverRequired: 0.3, playersGgr: 0.3 });
    expect(totals.net).toBe(-99.7);
    expect(totals.kind).toBeUndefined();
  });
});
