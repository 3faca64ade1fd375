import type { AgentContract } from '../model/contract-view';

/** Rates are percentages with at most 2 decimals on the wire; compare in basis points. */
export const toBasisPoints = (rate: number) => Math.round(rate * 100);

/** Contracts I gave that accepting `newOwnRate` would end (spec §4: active ones above it). */
export function contractsEndedBy(newOwnRate: number, given: readonly AgentContract[]): AgentContract[] {
  return given.filter(
    (contract) => contract.state === 'ACTIVE' && toBasisPoints(contract.maxRate) > toBasisPoints(newOwnRate),
  );
}

/** base × rate in minor units, back to 2 decimals (the gross line of the income calculation). */
export function grossOf(base: number, rate: number): number {
  return Math.floor((Math.round(base * 100) * toBasisPoints(rate)) / 10_000) / 100;
}
