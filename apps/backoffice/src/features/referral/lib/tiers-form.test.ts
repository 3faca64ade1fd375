import { describe, expect, it } from 'vitest';
import {
  formIssues,
  formOf,
  nextTier,
  requestOf,
  tiersForm,
  type TierRow,
  type TiersForm,
} from './tiers-form';

const row = (deposit: string, bet: string, reward = '10', turnover = '0'): TierRow => ({
  depositRequired: deposit,
  betRequired: bet,
  reward,
  turnoverMultiple: turnover,
});
const base: TiersForm = { tiers: [row('100', '0'), row('500', '2000'), row('2000', '10000')] };
/** The form's issues as form path → sentence key. */
const issues = (form: TiersForm) => {
  const parsed = tiersForm.safeParse(form);
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('referral tiers form (the contract’s saveReferralTiersRequest)', () => {
  it('numbers the tiers by their rows, tier 1 first', () => {
    expect(issues(base)).toEqual({});
    expect(requestOf(base).tiers.map((t) => t.tier)).toEqual([1, 2, 3]);
    const saved = formOf([
      { tier: 2, depositRequired: 500, betRequired: 0, reward: 5, turnoverMultiple: 1 },
      { tier: 1, depositRequired: 100, betRequired: 0, reward: 2.5, turnoverMultiple: 0 },
    ]);
    expect(saved.tiers.map((t) => t.reward)).toEqual(['2.5', '5']);
  });

  it('puts each cross-row rule under the cell that breaks it', () => {
    const below = { tiers: [base.tiers[0]!, base.tiers[1]!, row('2000', '1999.99')] };
    expect(issues(below)).toEqual({ 'tiers.2.betRequired': 'belowTier' });
    const nothing = { tiers: [row('0', '0'), ...base.tiers.slice(1)] };
    expect(issues(nothing)).toEqual({ 'tiers.0.depositRequired': 'tierOne' });
  });

  it('says what an empty or out-of-bounds field takes', () => {
    const form = { tiers: [row('', '0', '0', '101'), row('500', '2000.001', '10', '1.5')] };
    expect(issues(form)).toEqual({
      'tiers.0.depositRequired': 'required',
      'tiers.0.reward': 'reward',
      'tiers.0.turnoverMultiple': 'turnover',
      'tiers.1.betRequired': 'money',
      'tiers.1.turnoverMultiple': 'turnover',
    });
  });

  it('refuses more than REFERRAL_TIERS_MAX tiers under the table', () => {
    const six = { tiers: Array.from({ length: 6 }, () => row('100', '100')) };
    expect(issues(six)).toEqual({ 'tiers.root': 'tiers' });
  });

  it('maps a server field error of a row under its cell, else under the table', () => {
    expect(formIssues(base, ['tiers', 1, 'depositRequired'], 'custom')).toEqual([
      { path: 'tiers.1.depositRequired', message: 'belowTier' },
    ]);
    expect(formIssues(base, ['tiers', 1, 'tier'], 'custom')).toEqual([
      { path: 'tiers.root', message: 'tiers' },
    ]);
    expect(formIssues(base, ['tiers'], 'too_big')).toEqual([{ path: 'tiers.root', message: 'tiers' }]);
  });

  it('adds a tier with the figures of the last one; the first starts at 0 without a reward', () => {
    expect(nextTier(row('2000', '10000', '188', '5'))).toEqual(row('2000', '10000', '188', '5'));
    expect(nextTier(undefined)).toEqual(row('0', '0', '', '0'));
  });
});
