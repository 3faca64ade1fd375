import type { OperatorVipLevels } from '@bet/contracts/operator/operator-vip';
import { hasVipService } from '@bet/contracts/vip/vip-rules';

type Level = OperatorVipLevels['levels'][number];

const level = (l: Omit<Level, 'vipService'>): Level => ({ ...l, vipService: hasVipService(l.level) });

/** The merchant's VIP table as the operator API answers it: levels 0 to 5, players at each. */
export const vipTable: OperatorVipLevels = {
  periodDays: 90,
  graceDays: 30,
  levels: [
    level({
      level: 0,
      name: 'VIP0',
      depositRequired: 0,
      betRequired: 0,
      upgradeBonus: 0,
      monthlyBonus: 0,
      birthdayBonus: 0,
      rebatePercent: 0,
      dailyWithdrawalLimit: 50_000,
      players: 1_204,
    }),
    level({
      level: 1,
      name: 'Bronze',
      depositRequired: 1_000,
      betRequired: 5_000,
      upgradeBonus: 18,
      monthlyBonus: 8,
      birthdayBonus: 18,
      rebatePercent: 0.3,
      dailyWithdrawalLimit: 100_000,
      players: 310,
    }),
    level({
      level: 2,
      name: 'Silver',
      depositRequired: 5_000,
      betRequired: 25_000,
      upgradeBonus: 58,
      monthlyBonus: 28,
      birthdayBonus: 58,
      rebatePercent: 0.5,
      dailyWithdrawalLimit: 200_000,
      players: 42,
    }),
    level({
      level: 3,
      name: 'Gold',
      depositRequired: 20_000,
      betRequired: 100_000,
      upgradeBonus: 188,
      monthlyBonus: 88,
      birthdayBonus: 188,
      rebatePercent: 0.7,
      dailyWithdrawalLimit: 500_000,
      players: 9,
    }),
    level({
      level: 4,
      name: 'Platinum',
      depositRequired: 50_000,
      betRequired: 300_000,
      upgradeBonus: 588,
      monthlyBonus: 188,
      birthdayBonus: 388,
      rebatePercent: 0.9,
      dailyWithdrawalLimit: 1_000_000,
      players: 2,
    }),
    level({
      level: 5,
      name: 'Diamond',
      depositRequired: 100_000,
      betRequired: 800_000,
      upgradeBonus: 1_888,
      monthlyBonus: 588,
      birthdayBonus: 888,
      rebatePercent: 1.2,
      dailyWithdrawalLimit: null,
      players: 0,
    }),
  ],
};

/** The body that saves `vipTable` unchanged (each level without its count and derived service). */
export const savedBody = {
  periodDays: vipTable.periodDays,
  graceDays: vipTable.graceDays,
  levels: vipTable.levels.map(({ players: _players, vipService: _vipService, ...l }) => l),
};

/** The calls `fetch` got for one path (and method). */
export const callsTo = (fetchMock: { mock: { calls: unknown[][] } }, path: string, method = 'GET') =>
  fetchMock.mock.calls.filter(
    ([url, init]) =>
      new URL(String(url), 'http://x').pathname === path &&
      ((init as RequestInit | undefined)?.method ?? 'GET') === method,
  ) as Array<[string, RequestInit | undefined]>;

/** The JSON body of a call. */
export const bodyOf = (call: [string, RequestInit | undefined] | undefined) =>
  JSON.parse(String(call?.[1]?.body)) as unknown;
