import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MissionCard } from '@bet/contracts/missions/missions';
import { changeLanguage } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
import { helpFixture, requestsTo, statusFixture, stubApi, type StubRoutes } from '@/test/fixtures';
import { memberInfoFixture } from '@/test/identity-fixtures';
import { clearCookies } from '@/test/identity-mocks';
import { leaderboardOf, missionCard, summaryOf } from '@/features/missions/components/mission-fixtures';
import { App } from '../app';

/** Lazy chunks load on first use; on a busy machine that can take a moment. */
const slow = { timeout: 5000 };

const routes = (overrides: StubRoutes = {}): StubRoutes => ({
  memberInfo: () => memberInfoFixture(),
  playerAvatar: () => ({ avatar: 'a3', avatarType: 'STATIC' }),
  balance: () => ({ sumBalance: 10, balance: [], currency: 'PHP', currencySymbol: 'P' }),
  merchantWallet: () => ({ isSingle: false }),
  missionLeaderboard: () => leaderboardOf([], { rank: null, completed: 0, rewards: 0 }),
  ...overrides,
});

beforeEach(async () => {
  clearCookies();
  await changeLanguage('EN');
});
afterEach(() => vi.unstubAllGlobals());

describe('member centre: missions', () => {
  it('badges the missions entry with the count ready to claim, and counts down as they are claimed', async () => {
    useSession.getState().setMerchant('DEMO');
    useSession.getState().login({ token: 'tok-1', isAgent: '0', nickname: 'Lucky', account: 'player1' });
    let list: MissionCard[] = [
      missionCard(1, { progress: 500, state: 'CLAIM' }),
      missionCard(2, { task: 'DEPOSITS', category: null, target: 3, progress: 3, state: 'CLAIM' }),
      missionCard(3),
    ];
    const fetchMock = stubApi(
      statusFixture(),
      helpFixture,
      routes({
        missionSummary: () => summaryOf(list),
        claimMission: ({ body }) => {
          list = list.map((mission) => (mission.id === body.id ? { ...mission, state: 'CLAIMED' } : mission));
          return {
            missionId: body.id,
            amount: 20,
            turnoverRequired: 100,
            claimable: summaryOf(list).claimable,
          };
        },
      }),
    );
    render(<App />);
    await screen.findByTestId('shortcut-security', {}, slow);
    // The summary is the member centre's: nothing is asked before it opens.
    expect(requestsTo(fetchMock, 'missionSummary')).toHaveLength(0);

    fireEvent.click(screen.getByTestId('shortcut-security'));
    const centre = await screen.findByTestId('member-centre', {}, slow);
    const badge = await within(centre).findByTestId('centre-mission-badge', {}, slow);
    expect(badge.textContent).toBe('22 missions to do');
    const entry = within(centre).getByTestId('centre-menu-missionLeaderboard');
    expect(entry.textContent).toBe('Mission activity22 missions to do');

    // The page: the missions feature's cards under the page's heading.
    fireEvent.click(entry);
    expect(within(centre).getByRole('heading', { level: 3 }).textContent).toBe('Mission activity');
    const page = await within(centre).findByTestId('missions-page', {}, slow);
    expect(within(page).getByTestId('mission-1-title').textContent).toBe('Bet P 500 on Slots');

    fireEvent.click(within(page).getByTestId('mission-1-claim'));
    await waitFor(() =>
      expect(within(centre).getByTestId('centre-mission-badge').textContent).toBe('11 missions to do'),
    );
    expect(within(page).getByRole('status').textContent).toBe(
      'P 20 has been added to your balance. Bet P 100 before you withdraw it.',
    );

    fireEvent.click(await within(page).findByTestId('mission-2-claim'));
    await waitFor(() => expect(within(centre).queryByTestId('centre-mission-badge')).toBeNull());
    expect(requestsTo(fetchMock, 'claimMission').map((r) => r.body)).toEqual([{ id: 1 }, { id: 2 }]);
  }, 20_000);
});
