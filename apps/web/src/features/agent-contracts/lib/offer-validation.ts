import { contractTerms, type ContractTerms } from '@bet/contracts/agent/agent-contracts';
import { toBasisPoints } from './contract-rates';

/** Field path (`tiers.0.rate`, `profitRate`, `tiers`) → translation key under agentContracts.errors. */
export type OfferErrors = Record<string, string>;

const ERROR_OF_FIELD = (field: string) =>
  field === 'rate' || field.endsWith('Rate') ? 'rate' : field === 'activeMembers' ? 'count' : 'amount';

/** The contract's zod schema (the route validates with the same), then my own rate as the ceiling. */
export function validateOffer(terms: ContractTerms, ceiling: number): OfferErrors {
  const errors: OfferErrors = {};
  const parsed = contractTerms.safeParse(terms);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = issue.path.join('.');
      const last = String(issue.path[issue.path.length - 1] ?? '');
      errors[path] ??= path === 'tiers' ? 'tierCount' : path === 'period' ? 'period' : ERROR_OF_FIELD(last);
    }
  }
  const above = (rate: number) => Number.isFinite(rate) && toBasisPoints(rate) > toBasisPoints(ceiling);
  if (terms.kind === 'REALTIME_SALARY') {
    if (above(terms.profitRate)) errors.profitRate ??= 'aboveCeiling';
    if (above(terms.lossRate)) errors.lossRate ??= 'aboveCeiling';
  } else {
    terms.tiers.forEach((tier, index) => {
      if (above(tier.rate)) errors[`tiers.${index}.rate`] ??= 'aboveCeiling';
    });
  }
  return errors;
}
