import type { OperatorReferralReward } from '@bet/contracts/operator/operator-referral';
import type { ReferralTier } from '@bet/contracts/referral/referral';

/** The merchant's referral tiers as the operator API answers them: tiers 1 to 3. */
export const tiers: ReferralTier[] = [
  { tier: 1, depositRequired: 100, betRequired: 0, reward: 20, turnoverMultiple: 1 },
  { tier: 2, depositRequired: 500, betRequired: 2_000, reward: 50, turnoverMultiple: 3 },
  { tier: 3, depositRequired: 2_000, betRequired: 10_000, reward: 188, turnoverMultiple: 5 },
];

export const tiersAnswer = { value: { tiers } };

export const paidReward: OperatorReferralReward = {
  id: 41,
  referrer: 'demoplayer',
  friend: 'mayumi07',
  tier: 2,
  amount: 50,
  status: 'PAID',
  reason: null,
  createdAt: Date.UTC(2026, 0, 3, 9, 30),
};

export const refusedReward: OperatorReferralReward = {
  id: 42,
  referrer: 'bituin88',
  friend: 'bituin89',
  tier: 1,
  amount: 20,
  status: 'REFUSED',
  reason: 'BANK_ACCOUNT,DEVICE',
  createdAt: Date.UTC(2026, 0, 3, 10, 0),
};

export const page = (list: unknown[]) => ({
  value: { list, totalCount: list.length, totalPages: 1, pageNo: 1 },
});

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
