import { AGENT_TYPES, AccountType } from '@bet/contracts/constants';

/** The account type stored in the session's `isAgent` key as a number, or null without one. */
export const accountTypeOf = (isAgent: string | null): number | null => {
  if (isAgent === null || isAgent === '') return null;
  const type = Number(isAgent);
  return Number.isFinite(type) ? type : null;
};

/** Trial (free-play) account: blocked from member-only actions (spec §4, §6). */
export const isTrialType = (type: number | null): boolean => type === AccountType.trial;

/**
 * Agent account. Spec §9 lists 4 (trial) among the agent types, but a trial account has no
 * downline and spec §6 keeps it out of every centre, so trial is deliberately NOT an agent here.
 */
export const isAgentType = (type: number | null): boolean =>
  type !== null && !isTrialType(type) && (AGENT_TYPES as readonly number[]).includes(type);
