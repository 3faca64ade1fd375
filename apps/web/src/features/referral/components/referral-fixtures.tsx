import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { ReferralFriend, ReferralSummaryResponse, ReferralTier } from '@bet/contracts/referral/referral';
import { i18n } from '@/shared/i18n/i18n';

/** Test data of the referral tests (this file is imported by tests only). */

/** Noon UTC: the same day in every time zone the tests run in. */
export const day = (month: number, date: number) => Date.UTC(2026, month - 1, date, 12);

/** Three tiers: P 500 deposits and P 2,000 bets pay P 50 (turnover ×1), and so on. */
export const tiersFixture: ReferralTier[] = [
  { tier: 1, depositRequired: 500, betRequired: 2000, reward: 50, turnoverMultiple: 1 },
  { tier: 2, depositRequired: 2000, betRequired: 10000, reward: 150.5, turnoverMultiple: 1.5 },
  { tier: 3, depositRequired: 10000, betRequired: 50000, reward: 600, turnoverMultiple: 0 },
];

export const friend = (name: string, overrides: Partial<ReferralFriend> = {}): ReferralFriend => ({
  name,
  registeredAt: day(3, 2),
  status: 'REGISTERED',
  tiersReached: [],
  rewarded: 0,
  ...overrides,
});

/** A player with four friends: one active with two tiers, one who deposited, two signed up. */
export const summaryFixture = (
  overrides: Partial<ReferralSummaryResponse> = {},
): ReferralSummaryResponse => ({
  code: 'ABC123',
  friends: { total: 4, registered: 4, deposited: 2, active: 1 },
  rewarded: 200.5,
  tiers: tiersFixture,
  list: [
    friend('jo***9', { registeredAt: day(3, 10), status: 'ACTIVE', tiersReached: [2, 1], rewarded: 200.5 }),
    friend('ma***a', { registeredAt: day(3, 6), status: 'DEPOSITED' }),
    friend('pe***7', { registeredAt: day(3, 4) }),
    friend('an***n'),
  ],
  ...overrides,
});

/** An empty summary: a code, the tiers, no friend yet. */
export const emptySummaryFixture = (): ReferralSummaryResponse =>
  summaryFixture({ friends: { total: 0, registered: 0, deposited: 0, active: 0 }, rewarded: 0, list: [] });

/** Renders `ui` as the member centre would: translations and a fresh query client (no retries). */
export function renderReferral(ui: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...result, queryClient };
}
