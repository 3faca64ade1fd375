import { describe, expect, it } from 'vitest';
import { formIssues, levelsForm, nextLevel, requestOf, type LevelRow, type LevelsForm } from './levels-form';

const row = (name: string, deposit: string, bet: string): LevelRow => ({
  name,
  depositRequired: deposit,
  betRequired: bet,
  upgradeBonus: '0',
  monthlyBonus: '0',
  birthdayBonus: '0',
  rebatePercent: '0',
  unlimited: true,
  dailyWithdrawalLimit: '',
});
const base: LevelsForm = {
  periodDays: '90',
  graceDays: '30',
  levels: [row('VIP0', '0', '0'), row('Bronze', '1000', '5000'), row('Silver', '5000', '25000')],
};
/** The form's issues as form path → sentence key. */
const issues = (form: LevelsForm) => {
  const parsed = levelsForm.safeParse(form);
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('VIP levels form (the contract’s saveVipLevelsRequest)', () => {
  it('numbers the levels by their rows and sends a switched-on "unlimited" as null', () => {
    const form = { ...base, levels: [...base.levels] };
    form.levels[2] = { ...row('Silver', '5000', '25000'), unlimited: false, dailyWithdrawalLimit: '750.5' };
    expect(issues(form)).toEqual({});
    const body = requestOf(form);
    expect(body.levels.map((l) => [l.level, l.dailyWithdrawalLimit])).toEqual([
      [0, null],
      [1, null],
      [2, 750.5],
    ]);
  });

  it('puts each cross-row rule under the cell that breaks it', () => {
    const below = { ...base, levels: [base.levels[0]!, base.levels[1]!, row('Silver', '999.99', '25000')] };
    expect(issues(below)).toEqual({ 'levels.2.depositRequired': 'belowLevel' });
    // Level 0 needs nothing: the contract names the threshold that is not 0.
    const zero = { ...base, levels: [row('VIP0', '0', '10'), ...base.levels.slice(1)] };
    expect(issues(zero)).toEqual({ 'levels.0.betRequired': 'levelZero' });
    const names = { ...base, levels: [...base.levels.slice(0, 2), row(' BRONZE ', '5000', '25000')] };
    expect(issues(names)).toEqual({ 'levels.2.name': 'nameTaken' });
  });

  it('says what an empty or out-of-bounds field takes', () => {
    const form = {
      periodDays: '',
      graceDays: '91',
      levels: [base.levels[0]!, { ...row('', '1000.001', '5000'), rebatePercent: '3.01' }],
    };
    expect(issues(form)).toEqual({
      periodDays: 'required',
      graceDays: 'graceDays',
      'levels.1.name': 'required',
      'levels.1.depositRequired': 'money',
      'levels.1.rebatePercent': 'rebate',
    });
  });

  it('maps a server field error of a row under its cell, else under the table', () => {
    const names = { ...base, levels: [...base.levels.slice(0, 2), row('Bronze', '5000', '25000')] };
    expect(formIssues(names, ['levels', 2, 'name'], 'custom')).toEqual([
      { path: 'levels.2.name', message: 'nameTaken' },
    ]);
    expect(formIssues(base, ['levels'], 'too_big')).toEqual([{ path: 'levels.root', message: 'levels' }]);
  });

  it('adds a level with the figures and limit of the top one, its benefits at 0', () => {
    const top = {
      ...row('Gold', '20000', '100000'),
      monthlyBonus: '88',
      unlimited: false,
      dailyWithdrawalLimit: '5000',
    };
    expect(nextLevel(top, 4)).toEqual({
      ...row('VIP4', '20000', '100000'),
      unlimited: false,
      dailyWithdrawalLimit: '5000',
    });
  });
});
