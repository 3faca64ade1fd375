import type { OperatorMission } from '@bet/contracts/operator/operator-missions';

/** Missions as the operator API lists them, for this feature's tests. */
export const betMission: OperatorMission = {
  id: 1,
  task: 'BET',
  category: 'RNG',
  period: 'DAILY',
  target: 500,
  reward: 20,
  turnoverMultiple: 1,
  sort: 0,
  status: 'ACTIVE',
  players: 1_250,
  completed: 310,
  claimed: 295,
  paidTotal: 12_345.67,
  updatedAt: Date.UTC(2025, 0, 1),
};

export const anyBetMission: OperatorMission = {
  ...betMission,
  id: 2,
  category: null,
  period: 'WEEKLY',
  target: 10_000,
  reward: 150.5,
  turnoverMultiple: 3,
  sort: 1,
  players: 80,
  completed: 12,
  claimed: 9,
  paidTotal: 0.1,
};

export const depositsMission: OperatorMission = {
  ...betMission,
  id: 3,
  task: 'DEPOSITS',
  category: null,
  period: 'WEEKLY',
  target: 2,
  reward: 50,
  turnoverMultiple: 0,
  sort: 2,
  status: 'PAUSED',
  players: 40,
  completed: 7,
  claimed: 5,
  paidTotal: 0.2,
};

export const loginMission: OperatorMission = {
  ...betMission,
  id: 4,
  task: 'LOGIN_DAYS',
  category: null,
  period: 'WEEKLY',
  target: 5,
  reward: 10,
  turnoverMultiple: 1,
  sort: 3,
  players: 600,
  completed: 0,
  claimed: 0,
  paidTotal: 1_000,
};

export const missionsAnswer = {
  value: { list: [betMission, anyBetMission, depositsMission, loginMission] },
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
