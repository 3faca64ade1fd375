import type { z } from 'zod';
import type { PromotionCostRow, promotionCostReport } from '@bet/contracts/operator/operator-promotions';

export type CostReport = z.output<typeof promotionCostReport>;

/** One line of the cost table: a promotion's figures with the two worked out here, or the totals. */
export interface CostLine {
  title: string;
  /** None on the totals line. */
  kind?: PromotionCostRow['kind'];
  claims: number;
  players: number;
  amount: number;
  turnoverRequired: number;
  playersGgr: number;
  /** None when nobody was paid (no division by zero). */
  costPerPlayer?: number;
  /** What the rewarded players brought back less what their rewards cost: negative is a loss. */
  net: number;
}

// Wire amounts have 2 decimals; sums and differences of floats are rounded back to cents.
const cents = (value: number) => Math.round(value * 100) / 100;
const perPlayer = (amount: number, players: number) => (players > 0 ? cents(amount / players) : undefined);

/**
 * The report's rows with cost per player and net, and its totals line. Claims, players and cost
 * are the server's totals (players counted once across promotions, so cost per player too);
 * turnover, GGR and net are the rows' sums. A player rewarded by two promotions has their GGR in
 * both rows, so the GGR total may count it twice: it reads as the rows' sum, not the site's GGR.
 */
export function costLines(report: CostReport, totalLabel: string): { rows: CostLine[]; totals: CostLine } {
  const rows: CostLine[] = report.rows.map((r) => ({
    title: r.title,
    kind: r.kind,
    claims: r.claims,
    players: r.players,
    amount: r.amount,
    turnoverRequired: r.turnoverRequired,
    playersGgr: r.playersGgr,
    costPerPlayer: perPlayer(r.amount, r.players),
    net: cents(r.playersGgr - r.amount),
  }));
  const sum = (pick: (line: CostLine) => number) => cents(rows.reduce((total, r) => total + pick(r), 0));
  const { claims, players, amount } = report.totals;
  return {
    rows,
    totals: {
      title: totalLabel,
      claims,
      players,
      amount,
      turnoverRequired: sum((r) => r.turnoverRequired),
      playersGgr: sum((r) => r.playersGgr),
      costPerPlayer: perPlayer(amount, players),
      net: sum((r) => r.net),
    },
  };
}
