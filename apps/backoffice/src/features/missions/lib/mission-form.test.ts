import { describe, expect, it } from 'vitest';
import { initI18n } from '@/shared/i18n/i18n';
import { formOf, missionForm, requestOf, type MissionForm } from './mission-form';
import { missionWords, totalPaid } from './mission-text';

const base: MissionForm = {
  task: 'BET',
  category: '',
  period: 'DAILY',
  target: '500',
  reward: '20',
  turnoverMultiple: '1',
  sort: '0',
};
/** The form's issues as field → sentence key. */
const issues = (form: MissionForm) => {
  const parsed = missionForm.safeParse(form);
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('mission form schema (the contract’s saveMissionRequest)', () => {
  it('allows login days up to one a day of the period', () => {
    const login = { ...base, task: 'LOGIN_DAYS' as const, period: 'WEEKLY' as const };
    expect(issues({ ...login, target: '7' })).toEqual({});
    expect(issues({ ...login, target: '8' })).toEqual({ target: 'targetWhole' });
    expect(issues({ ...login, period: 'DAILY', target: '2' })).toEqual({ target: 'targetWhole' });
    expect(issues({ ...login, target: '2.5' })).toEqual({ target: 'targetWhole' });
  });

  it('counts a category on bets only', () => {
    expect(issues({ ...base, category: 'RNG' })).toEqual({});
    expect(issues({ ...base, task: 'DEPOSITS', category: 'RNG', target: '2' })).toEqual({
      category: 'betsOnly',
    });
    expect(issues({ ...base, task: 'DEPOSITS', target: '101' })).toEqual({ target: 'targetWhole' });
  });

  it('asks for amounts with at most two decimals and the figures it needs', () => {
    expect(issues({ ...base, target: '0.001', reward: '1.005' })).toMatchObject({
      target: 'targetAmount',
      reward: 'twoDecimals',
    });
    expect(issues({ ...base, target: '', reward: '', turnoverMultiple: '1.5' })).toMatchObject({
      target: 'required',
      reward: 'required',
      turnoverMultiple: 'whole',
    });
    expect(issues({ ...base, turnoverMultiple: '101' })).toEqual({ turnoverMultiple: 'too_big' });
  });

  it('sends any category as null and a saved mission with its id', () => {
    expect(requestOf(base)).toEqual({
      task: 'BET',
      category: null,
      period: 'DAILY',
      target: 500,
      reward: 20,
      turnoverMultiple: 1,
      sort: 0,
    });
    const saved = formOf({
      id: 7,
      task: 'BET',
      category: 'LIVE',
      period: 'WEEKLY',
      target: 250.5,
      reward: 5,
      turnoverMultiple: 2,
      sort: 4,
      status: 'ACTIVE',
      players: 0,
      completed: 0,
      claimed: 0,
      paidTotal: 0,
      updatedAt: 0,
    });
    expect(requestOf(saved)).toEqual({
      id: 7,
      task: 'BET',
      category: 'LIVE',
      period: 'WEEKLY',
      target: 250.5,
      reward: 5,
      turnoverMultiple: 2,
      sort: 4,
    });
  });
});

describe('mission words', () => {
  const t = initI18n().t;
  it('writes the task, the category and the target as players read them', () => {
    expect(missionWords(t, { task: 'BET', category: 'RNG', target: 500 })).toBe('Bet 500.00 on RNG');
    expect(missionWords(t, { task: 'BET', category: null, target: 1234.5 })).toBe('Bet 1,234.50 on any game');
    expect(missionWords(t, { task: 'DEPOSITS', category: null, target: 1 })).toBe('Deposit once');
    expect(missionWords(t, { task: 'DEPOSITS', category: null, target: 2 })).toBe('Deposit 2 times');
    expect(missionWords(t, { task: 'LOGIN_DAYS', category: null, target: 1 })).toBe('Log in on 1 day');
    expect(missionWords(t, { task: 'LOGIN_DAYS', category: null, target: 5 })).toBe('Log in on 5 days');
    expect(missionWords(t, { task: 'LOGIN_DAYS', category: null, target: null })).toBe('Log in on … days');
  });

  it('adds what the missions paid in cents', () => {
    expect(totalPaid([{ paidTotal: 0.1 }, { paidTotal: 0.2 }, { paidTotal: 12_345.67 }])).toBe(12_345.97);
    expect(totalPaid([])).toBe(0);
  });
});
