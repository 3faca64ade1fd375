import type { ContractTerms } from '../model/contract-view';
import { toBasisPoints } from './contract-rates';

/** Field path (`tiers.0.rate`, `profitRate`, `tiers`) → translation key under agentContracts.errors. */
export type OfferErrors = Record<string, string>;

export const MAX_TIERS = 10;

const twoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-9;

function checkRate(errors: OfferErrors, path: string, rate: number | undefined, ceiling: number) {
  if (rate === undefined || !Number.isFinite(rate) || rate < 0 || rate > 100 || !twoDecimals(rate)) {
    errors[path] = 'rate';
  } else if (toBasisPoints(rate) > toBasisPoints(ceiling)) {
    errors[path] = 'aboveCeiling';
  }
}

/**
 * The offer form's checks. Interim: lane B's zod schema for offers replaces this when its contract
 * lands (forms and routes must share one set of rules).
 */
export function validateOffer(terms: ContractTerms, ceiling: number): OfferErrors {
  const errors: OfferErrors = {};
  if (terms.kind === 'realTimeSalary') {
    checkRate(errors, 'profitRate', terms.profitRate, ceiling);
    checkRate(errors, 'lossRate', terms.lossRate, ceiling);
    if (terms.minSingleBet === undefined || !(terms.minSingleBet >= 0)) errors.minSingleBet = 'amount';
    return errors;
  }
  if (terms.kind === 'dividend' && !terms.period) errors.period = 'period';
  if (terms.tiers.length < 1 || terms.tiers.length > MAX_TIERS) errors.tiers = 'tierCount';
  terms.tiers.forEach((tier, index) => {
    if (!(tier.validBet >= 0)) errors[`tiers.${index}.validBet`] = 'amount';
    if (!Number.isInteger(tier.activeMembers) || tier.activeMembers < 0)
      errors[`tiers.${index}.activeMembers`] = 'count';
    checkRate(errors, `tiers.${index}.rate`, tier.rate, ceiling);
    const previous = terms.tiers[index - 1];
    if (previous && tier.validBet <= previous.validBet) errors[`tiers.${index}.validBet`] = 'ascending';
  });
  return errors;
}
