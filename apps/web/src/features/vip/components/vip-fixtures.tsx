import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router';
import type { VipLevel, VipLevelsResponse, VipProgressResponse } from '@bet/contracts/vip/vip';
import { i18n } from '@/shared/i18n/i18n';

/** Test data of the VIP tests (this file is imported by tests only). */

const level = (
  n: number,
  depositRequired: number,
  betRequired: number,
  [upgradeBonus, monthlyBonus, birthdayBonus]: [number, number, number],
  rebatePercent: number,
  dailyWithdrawalLimit: number | null,
): VipLevel => ({
  level: n,
  name: `VIP${n}`,
  depositRequired,
  betRequired,
  upgradeBonus,
  monthlyBonus,
  birthdayBonus,
  rebatePercent,
  dailyWithdrawalLimit,
  vipService: n > 4,
});

/** Six levels over 30 days with 7 days of grace; VIP5 has VIP customer service. */
export const levelsFixture = (overrides: Partial<VipLevelsResponse> = {}): VipLevelsResponse => ({
  periodDays: 30,
  graceDays: 7,
  levels: [
    level(0, 0, 0, [0, 0, 0], 0, null),
    level(1, 1000, 5000, [18, 8, 18], 0.3, null),
    level(2, 5000, 25000, [58, 18, 38], 0.4, null),
    level(3, 20000, 100000, [188, 58, 88], 0.5, 200000),
    level(4, 50000, 300000, [388, 128, 188], 0.6, 500000),
    level(5, 150000, 1000000, [888, 288, 388], 0.8, 1000000),
  ],
  ...overrides,
});

/** Noon UTC: the same day in every time zone the tests run in. */
export const day = (month: number, date: number) => Date.UTC(2026, month - 1, date, 12);

/**
 * A VIP3 player on the way to VIP4: deposits short (32,500 of 50,000), valid bets already
 * reached (310,000 of 300,000); promoted twice, once moved by the site.
 */
export const progressFixture = (overrides: Partial<VipProgressResponse> = {}): VipProgressResponse => ({
  level: 3,
  name: 'VIP3',
  since: day(2, 14),
  periodDays: 30,
  deposits: 32500,
  validBets: 310000,
  next: { level: 4, name: 'VIP4', depositRequired: 50000, betRequired: 300000 },
  below: null,
  history: [
    { at: day(2, 14), from: 2, to: 3, reason: 'PROMOTED', bonus: 188 },
    { at: day(1, 20), from: 3, to: 2, reason: 'OPERATOR', bonus: 0 },
    { at: day(1, 3), from: 1, to: 3, reason: 'PROMOTED', bonus: 246 },
  ],
  ...overrides,
});

/** Shows the router's address, so a test can read where a link went. */
function AddressProbe() {
  const location = useLocation();
  return <output data-testid="address">{location.pathname}</output>;
}

/** Renders `ui` as the app would: translations, a fresh query client (no retries), a router at `path`. */
export function renderVip(ui: ReactNode, path = '/vip') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          {ui}
          <AddressProbe />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...result, queryClient };
}
