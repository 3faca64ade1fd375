import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type {
  PlayerLimit,
  RgHistory,
  RgOverview,
} from '@bet/contracts/responsible-gaming/responsible-gaming';
import { i18n } from '@/shared/i18n/i18n';

/** Test data of the responsible-gaming tests (this file is imported by tests only). */

/** Noon UTC: the same day in every time zone the tests run in. */
export const day = (month: number, date: number) => Date.UTC(2026, month - 1, date, 12);

export const limit = (
  overrides: Partial<PlayerLimit> & Pick<PlayerLimit, 'kind' | 'period'>,
): PlayerLimit => ({
  value: 100,
  used: 0,
  left: 100,
  resetsAt: day(3, 2),
  pending: null,
  ...overrides,
});

/**
 * A player with a daily deposit limit of 100 (40 used), a weekly net loss limit raising to 500,
 * a monthly wager limit being removed and a 60-minute session limit (15 played).
 */
export const overviewFixture = (overrides: Partial<RgOverview> = {}): RgOverview => ({
  limits: [
    limit({ kind: 'DEPOSIT', period: 'DAY', value: 100, used: 40, left: 60 }),
    limit({
      kind: 'LOSS',
      period: 'WEEK',
      value: 200,
      used: 50.5,
      left: 149.5,
      resetsAt: day(3, 9),
      pending: { value: 500, effectiveAt: day(3, 3) },
    }),
    limit({
      kind: 'WAGER',
      period: 'MONTH',
      value: 1000,
      used: 0,
      left: 1000,
      resetsAt: day(4, 1),
      pending: { value: null, effectiveAt: day(3, 3) },
    }),
    limit({ kind: 'SESSION', period: 'SESSION', value: 60, used: 15, left: 45, resetsAt: null }),
  ],
  realityCheckMinutes: 60,
  realityCheckChoices: [15, 30, 45, 60, 90, 120],
  timeZone: 'Asia/Manila',
  sessionStartedAt: day(3, 1),
  helpLinks: [
    { name: 'Gamblers Anonymous', url: 'https://www.gamblersanonymous.org' },
    { name: 'Not a link', url: 'javascript:alert(1)' },
  ],
  ...overrides,
});

/**
 * Twelve months, newest first, as the server sends them: November 2026 won 120, October lost
 * 35.50, the ten before without play (zeros).
 */
export const historyFixture = (overrides: Partial<RgHistory> = {}): RgHistory => ({
  timeZone: 'Asia/Manila',
  months: [
    { month: '2026-11', deposits: 1234.5, withdrawals: 200, staked: 860, net: 120 },
    { month: '2026-10', deposits: 500, withdrawals: 0, staked: 300.25, net: -35.5 },
    ...Array.from({ length: 10 }, (_, i) => {
      const at = new Date(Date.UTC(2026, 8 - i, 1));
      const month = `${at.getUTCFullYear()}-${String(at.getUTCMonth() + 1).padStart(2, '0')}`;
      return { month, deposits: 0, withdrawals: 0, staked: 0, net: 0 };
    }),
  ],
  ...overrides,
});

/** Renders `ui` as the member centre would: translations and a fresh query client (no retries). */
export function renderRg(ui: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...result, queryClient };
}
