import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { MissionCard } from '@bet/contracts/missions/missions';
import { changeLanguage, i18n } from '@/shared/i18n/i18n';
import { summaryRefetchDelay } from '../api/mission-summary';
import { claimedText, timeLeftText } from './mission-format';
import { missionTitle, progressShare, progressText } from './mission-title';

type Terms = Pick<MissionCard, 'task' | 'category' | 'period' | 'target'>;
const bet = (target: number, category: MissionCard['category'] = null): Terms => ({
  task: 'BET',
  category,
  period: 'DAILY',
  target,
});
const deposits = (target: number): Terms => ({ task: 'DEPOSITS', category: null, period: 'WEEKLY', target });
const logins = (target: number, period: MissionCard['period'] = 'WEEKLY'): Terms => ({
  task: 'LOGIN_DAYS',
  category: null,
  period,
  target,
});

const titles = () =>
  [
    bet(500, 'RNG'),
    bet(1234.5),
    deposits(1),
    deposits(2),
    deposits(3),
    logins(1, 'DAILY'),
    logins(1),
    logins(5),
  ].map((terms) => missionTitle(i18n.t, terms, 'P'));

beforeEach(() => changeLanguage('EN'));
afterAll(() => changeLanguage('EN'));

describe('missionTitle', () => {
  it('writes each task in English', () => {
    expect(titles()).toEqual([
      'Bet P 500 on Slots',
      'Bet P 1,234.50 on any game',
      'Make a deposit',
      'Deposit twice',
      'Deposit 3 times',
      'Log in today',
      'Log in on any day this week',
      'Log in on 5 days',
    ]);
  });

  it("writes each task in the player's language, with the catalogue's category names", async () => {
    await changeLanguage('TY');
    expect(titles()).toEqual([
      'Tumaya ng P 500 sa Mga Slot',
      'Tumaya ng P 1,234.50 sa kahit anong laro',
      'Mag-deposito nang isang beses',
      'Mag-deposito nang dalawang beses',
      'Mag-deposito nang 3 beses',
      'Mag-log in ngayong araw',
      'Mag-log in sa kahit anong araw ngayong linggo',
      'Mag-log in sa 5 araw',
    ]);
    await changeLanguage('CN');
    expect(titles()).toEqual([
      '在老虎机投注 P 500',
      '在任意游戏投注 P 1,234.50',
      '完成 1 次存款',
      '存款 2 次',
      '存款 3 次',
      '今天登录',
      '本周任意一天登录',
      '登录 5 天',
    ]);
    // Indonesian groups with dots.
    await changeLanguage('ID');
    expect(missionTitle(i18n.t, bet(1500, 'LIVE'), 'Rp')).toBe('Taruhan Rp 1.500 di Kasino Langsung');
  });
});

describe('progress', () => {
  it('reads amounts for bets and counts otherwise', () => {
    expect(progressText({ task: 'BET', progress: 320, target: 500 }, 'P')).toBe('P 320 / P 500');
    expect(progressText({ task: 'BET', progress: 99.5, target: 500 }, 'P')).toBe('P 99.50 / P 500');
    expect(progressText({ task: 'DEPOSITS', progress: 2, target: 3 }, 'P')).toBe('2 / 3');
    expect(progressText({ task: 'LOGIN_DAYS', progress: 0, target: 5 }, '')).toBe('0 / 5');
    expect(progressShare({ progress: 320, target: 500 })).toBe(0.64);
    expect(progressShare({ progress: 9, target: 3 })).toBe(1);
    expect(progressShare({ progress: 0, target: 0 })).toBe(1);
  });
});

describe('timeLeftText', () => {
  const now = Date.UTC(2026, 2, 2, 12);
  const minutes = (n: number) => now + n * 60_000;
  it('tells the two largest units, rounded down', () => {
    expect(timeLeftText(i18n.t, minutes(5 * 60 + 12) + 59_000, now)).toBe('Ends in 5 h 12 min');
    expect(timeLeftText(i18n.t, minutes(3 * 24 * 60 + 4 * 60 + 30), now)).toBe('Ends in 3 d 4 h');
    expect(timeLeftText(i18n.t, minutes(42), now)).toBe('Ends in 42 min');
    expect(timeLeftText(i18n.t, now + 30_000, now)).toBe('Ends in less than a minute');
    expect(timeLeftText(i18n.t, now, now)).toBe('Ended · new missions soon');
  });
});

describe('claimedText', () => {
  it('tells the amount, and the turnover when there is one', () => {
    expect(claimedText(i18n.t, { amount: 20, turnoverRequired: 0 }, 'P')).toBe(
      'P 20 has been added to your balance.',
    );
    expect(claimedText(i18n.t, { amount: 20, turnoverRequired: 100 }, 'P')).toBe(
      'P 20 has been added to your balance. Bet P 100 before you withdraw it.',
    );
  });
});

describe('summaryRefetchDelay', () => {
  const now = Date.UTC(2026, 2, 2, 12);
  const summary = (...ends: number[]) => ({
    list: ends.map((periodEndsAt) => ({ periodEndsAt }) as MissionCard),
    claimable: 0,
    updatedAt: null,
  });
  it('reads the summary again when its first period ends, else every five minutes', () => {
    expect(summaryRefetchDelay(undefined, now)).toBe(300_000);
    expect(summaryRefetchDelay(summary(now + 3_600_000), now)).toBe(300_000);
    expect(summaryRefetchDelay(summary(now + 3_600_000, now + 60_000), now)).toBe(62_000);
    expect(summaryRefetchDelay(summary(now - 60_000), now)).toBe(2_000);
  });
});
