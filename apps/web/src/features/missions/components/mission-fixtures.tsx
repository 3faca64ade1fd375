import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type {
  MissionCard,
  MissionLeaderboardEntry,
  MissionLeaderboardResponse,
  MissionSummaryResponse,
} from '@bet/contracts/missions/missions';
import { i18n } from '@/shared/i18n/i18n';

/** Test data of the missions' tests (this file is imported by tests only). */
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

/** A daily "Bet P 500 on Slots" at P 320, ending in 5 h 12 min (and a few seconds). */
export const missionCard = (id: number, overrides: Partial<MissionCard> = {}): MissionCard => ({
  id,
  task: 'BET',
  category: 'RNG',
  period: 'DAILY',
  target: 500,
  progress: 320,
  reward: 20,
  turnoverMultiple: 5,
  state: 'IN_PROGRESS',
  periodEndsAt: Date.now() + 5 * HOUR + 12 * MINUTE + 30_000,
  ...overrides,
});

/** The summary of `list`: its CLAIM cards are the badge's count. */
export const summaryOf = (
  list: MissionCard[],
  overrides: Partial<MissionSummaryResponse> = {},
): MissionSummaryResponse => ({
  list,
  claimable: list.filter((mission) => mission.state === 'CLAIM').length,
  updatedAt: Date.UTC(2026, 2, 2, 9, 30),
  ...overrides,
});

export const boardEntry = (rank: number, overrides: Partial<MissionLeaderboardEntry> = {}) => ({
  rank,
  username: `pl***${rank}`,
  completed: 20 - rank,
  rewards: (20 - rank) * 15,
  ...overrides,
});

export const leaderboardOf = (
  list: MissionLeaderboardEntry[],
  me: MissionLeaderboardResponse['me'] = null,
): MissionLeaderboardResponse => ({ weekStartsAt: Date.UTC(2026, 2, 2), list, me });

/** Renders `ui` as the member centre would: translations and a fresh query client (no retries). */
export function renderMissions(ui: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...result, queryClient };
}
