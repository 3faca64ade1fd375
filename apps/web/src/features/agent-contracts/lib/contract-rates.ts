import type { ContractTerms, ContractView } from '../model/contract-view';

/** Rates are percentages with at most 2 decimals on the wire; compare in basis points. */
export const toBasisPoints = (rate: number) => Math.round(rate * 100);

/** The highest rate a set of terms pays (tiers, or the real-time profit/loss rates). */
export function topRate(terms: ContractTerms): number {
  const rates = terms.tiers.map((tier) => tier.rate);
  if (terms.profitRate !== undefined) rates.push(terms.profitRate);
  if (terms.lossRate !== undefined) rates.push(terms.lossRate);
  return rates.length ? Math.max(...rates) : 0;
}

/** Spec §4: a downline's rate never exceeds the upline's own. Index of the first tier above it. */
export function firstTierAboveCeiling(terms: ContractTerms, ceiling: number): number {
  return terms.tiers.findIndex((tier) => toBasisPoints(tier.rate) > toBasisPoints(ceiling));
}

/** Contracts I gave that a new (lower) own rate would end: the accept-with-confirmation list. */
export function contractsEndedBy(newOwnRate: number, given: readonly ContractView[]): ContractView[] {
  return given.filter(
    (contract) =>
      contract.state === 'active' && toBasisPoints(topRate(contract.terms)) > toBasisPoints(newOwnRate),
  );
}

export interface IncomeCalculation {
  base: number;
  rate: number;
  passedDownRate: number;
  amount: number;
}

/** Differential payout: base × (own rate − rate passed down), in minor units then back to 2 decimals. */
export function incomeAmount(base: number, rate: number, passedDownRate: number): number {
  const baseMinor = Math.round(base * 100);
  const netBasisPoints = Math.max(0, toBasisPoints(rate) - toBasisPoints(passedDownRate));
  return Math.floor((baseMinor * netBasisPoints) / 10_000) / 100;
}
