import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MissionCard, MissionSummaryResponse } from '@bet/contracts/missions/missions';
import { BALANCE_KEY } from '@/shared/api/balance-key';
import { changeLanguage } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
import { apiFail, requestsTo, statusFixture, stubApi, type StubRoutes } from '@/test/fixtures';
import { MISSIONS_KEY } from '../api/mission-summary';
import { boardEntry, leaderboardOf, missionCard, renderMissions, summaryOf } from './mission-fixtures';
import { MissionsPage } from './missions-page';

const page = () => <MissionsPage currencySymbol="P" />;

/** Stubs of the page's calls: the summary of `list` and an empty leaderboard, unless overridden. */
const routes = (list: () => MissionCard[], overrides: StubRoutes = {}): StubRoutes => ({
  missionSummary: () => summaryOf(list()),
  missionLeaderboard: () => leaderboardOf([], { rank: null, completed: 0, rewards: 0 }),
  ...overrides,
});

const card = (id: number) => screen.getByTestId(`mission-${id}`);
const claimButton = (id: number) => screen.getByTestId(`mission-${id}-claim`) as HTMLButtonElement;

beforeEach(async () => {
  await changeLanguage('EN');
  useSession.getState().login({ token: 'tok-1', isAgent: '0' });
});
afterEach(() => vi.unstubAllGlobals());

describe('MissionsPage', () => {
  it('shows same-sized skeleton cards while loading, then the daily and weekly cards', async () => {
    let answer!: (value: MissionSummaryResponse) => void;
    const list = [
      missionCard(1),
      missionCard(2, { category: null, target: 1000, progress: 1000, reward: 50.5, state: 'CLAIM' }),
      missionCard(3, { task: 'DEPOSITS', category: null, target: 2, progress: 1, turnoverMultiple: 0 }),
      missionCard(4, { task: 'LOGIN_DAYS', category: null, target: 1, progress: 1, state: 'CLAIMED' }),
      missionCard(5, {
        task: 'DEPOSITS',
        category: null,
        period: 'WEEKLY',
        target: 3,
        progress: 0,
        periodEndsAt: Date.now() + 3 * 24 * 3_600_000 + 4 * 3_600_000 + 60_000,
      }),
      missionCard(6, { task: 'LOGIN_DAYS', category: null, period: 'WEEKLY', target: 5, progress: 2 }),
    ];
    stubApi(statusFixture(), undefined, {
      ...routes(() => list),
      missionSummary: () => new Promise((resolve) => (answer = resolve)),
    });
    renderMissions(page());
    const loading = screen.getByTestId('missions-loading');
    expect(loading.getAttribute('aria-busy')).toBe('true');
    expect(loading.querySelectorAll('.mission-card-skeleton')).toHaveLength(4);
    // A skeleton has every box of a card, so nothing moves when the cards arrive.
    const skeleton = loading.querySelector('.mission-card-skeleton')!;
    for (const box of [
      '.mission-icon',
      '.mission-card-title',
      '.mission-card-reward',
      '.mission-bar',
      '.mission-card-foot',
    ])
      expect(skeleton.querySelector(box), box).not.toBeNull();

    await act(async () => answer(summaryOf(list)));
    const daily = await screen.findByTestId('missions-DAILY');
    expect(within(daily).getByRole('heading', { level: 4 }).textContent).toBe('Daily missions');
    expect(within(screen.getByTestId('missions-WEEKLY')).getByRole('heading', { level: 4 }).textContent).toBe(
      'Weekly missions',
    );
    expect(screen.queryByTestId('missions-loading')).toBeNull();

    const titles = list.map(({ id }) => screen.getByTestId(`mission-${id}-title`).textContent);
    expect(titles).toEqual([
      'Bet P 500 on Slots',
      'Bet P 1,000 on any game',
      'Deposit twice',
      'Log in today',
      'Deposit 3 times',
      'Log in on 5 days',
    ]);
    expect(list.map(({ id }) => screen.getByTestId(`mission-${id}-progress`).textContent)).toEqual([
      'P 320 / P 500',
      'P 1,000 / P 1,000',
      '1 / 2',
      '1 / 1',
      '0 / 3',
      '2 / 5',
    ]);

    // The bar: a labelled progressbar with its numbers.
    const bar = within(card(1)).getByRole('progressbar', { name: 'Bet P 500 on Slots' });
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('500');
    expect(bar.getAttribute('aria-valuenow')).toBe('320');
    expect(bar.getAttribute('aria-valuetext')).toBe('P 320 / P 500');
    expect((bar.firstElementChild as HTMLElement).style.transform).toBe('scaleX(0.64)');
    expect(screen.getAllByRole('progressbar')).toHaveLength(6);

    // Reward, turnover, time left, the task's picture.
    expect(screen.getByTestId('mission-1-reward').textContent).toBe('+P 20');
    expect(card(1).textContent).toContain('5× turnover');
    expect(screen.getByTestId('mission-2-reward').textContent).toBe('+P 50.50');
    expect(card(3).textContent).toContain('No turnover');
    expect(screen.getByTestId('mission-1-time').textContent).toBe('Ends in 5 h 12 min');
    expect(screen.getByTestId('mission-5-time').textContent).toBe('Ends in 3 d 4 h');
    expect(card(3).querySelector('.mission-icon')!.getAttribute('data-task')).toBe('DEPOSITS');

    // The action of each state: Claim is a real button; the others are told.
    expect(claimButton(2).tagName).toBe('BUTTON');
    expect(claimButton(2).textContent).toBe('Claim');
    expect(screen.getAllByRole('button', { name: 'Claim' })).toHaveLength(1);
    expect(screen.getByTestId('mission-1-state').textContent).toBe('In progress');
    expect(screen.getByTestId('mission-4-state').textContent).toBe('Claimed');
    expect(screen.getByTestId('missions-updated').textContent).toMatch(/^Progress as of .*2026/);
  });

  it('claims: calls the API, tells the amount in a live status line and shows the card claimed', async () => {
    let list = [missionCard(1, { progress: 500, state: 'CLAIM' }), missionCard(2)];
    const fetchMock = stubApi(
      statusFixture(),
      undefined,
      routes(() => list, {
        claimMission: ({ body }) => {
          list = list.map((mission) => (mission.id === body.id ? { ...mission, state: 'CLAIMED' } : mission));
          return { missionId: body.id, amount: 20, turnoverRequired: 100, claimable: 0 };
        },
      }),
    );
    const { queryClient } = renderMissions(page());
    await screen.findByTestId('mission-1');
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('');
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');

    fireEvent.click(claimButton(1));
    await waitFor(() =>
      expect(status.textContent).toBe(
        'P 20 has been added to your balance. Bet P 100 before you withdraw it.',
      ),
    );
    expect(requestsTo(fetchMock, 'claimMission').map((r) => r.body)).toEqual([{ id: 1 }]);
    await waitFor(() => expect(screen.getByTestId('mission-1-state').textContent).toBe('Claimed'));
    expect(screen.queryByTestId('mission-1-claim')).toBeNull();
    // The cards, the badge, the leaderboard and the header's balance are read again.
    expect(invalidate).toHaveBeenCalledWith({ queryKey: MISSIONS_KEY });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: BALANCE_KEY });
    await waitFor(() => expect(requestsTo(fetchMock, 'missionSummary').length).toBeGreaterThan(1));

    // The status line stays until closed.
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(status.textContent).toBe(''));
  });

  it('shows a refused claim translated on its card, in the language of the page', async () => {
    stubApi(
      statusFixture(),
      undefined,
      routes(() => [missionCard(1, { progress: 500, state: 'CLAIM' })], {
        claimMission: () => apiFail(409, 'mission.already.claimed'),
      }),
    );
    renderMissions(page());
    fireEvent.click(await screen.findByTestId('mission-1-claim'));
    const error = await screen.findByTestId('mission-1-error');
    expect(error.getAttribute('role')).toBe('alert');
    expect(error.textContent).toBe('You have already claimed the reward of this mission.');
    expect(screen.getByRole('status').textContent).toBe('');

    await act(() => changeLanguage('CN'));
    expect(screen.getByTestId('mission-1-error').textContent).toBe('您已领取过此任务的奖励。');
    expect(screen.getByTestId('mission-1-title').textContent).toBe('在老虎机投注 P 500');
  });

  it('says so when there are no missions, and offers a retry when the call fails', async () => {
    let fail = true;
    stubApi(
      statusFixture(),
      undefined,
      routes(() => [], {
        missionSummary: () => (fail ? apiFail(403, 'function.not.available') : summaryOf([])),
      }),
    );
    renderMissions(page());
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    fireEvent.click(retry);
    expect((await screen.findByTestId('missions-empty')).textContent).toBe(
      'No missions right now. Check back soon.',
    );
  });
});

describe('MissionLeaderboard', () => {
  it("shows this week's board with medals and the player's own line", async () => {
    stubApi(
      statusFixture(),
      undefined,
      routes(() => [missionCard(1)], {
        missionLeaderboard: () =>
          leaderboardOf(
            [1, 2, 3, 4, 5, 6, 7].map((rank) => boardEntry(rank)),
            {
              rank: 7,
              completed: 13,
              rewards: 195,
            },
          ),
      }),
    );
    renderMissions(page());
    const board = await screen.findByTestId('mission-board-table');
    expect(within(screen.getByTestId('mission-board')).getByRole('heading').textContent).toBe(
      "This week's leaderboard",
    );
    expect(
      within(board)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Rank', 'Player', 'Missions', 'Rewards']);
    expect(screen.getByTestId('mission-board-row-1').querySelector('.mission-rank-1')).not.toBeNull();
    expect(screen.getByTestId('mission-board-row-3').querySelector('.mission-rank-3')).not.toBeNull();
    expect(screen.getByTestId('mission-board-row-4').querySelector('[class*="mission-rank-"]')).toBeNull();
    expect(screen.getByTestId('mission-board-row-2').textContent).toBe('2pl***218P 270');

    expect(screen.getByTestId('mission-board-me').textContent).toBe(
      'Your rank: 713 missions completed · P 195',
    );
    const mine = screen.getByTestId('mission-board-row-7');
    expect(mine.getAttribute('aria-current')).toBe('true');
    expect(mine.textContent).toContain('You');
  });

  it("gives tied players one rank, and marks no row as the player's when their rank is shared", async () => {
    stubApi(
      statusFixture(),
      undefined,
      routes(() => [missionCard(1)], {
        missionLeaderboard: () =>
          leaderboardOf([boardEntry(1, { completed: 9 }), boardEntry(1, { completed: 9 }), boardEntry(3)], {
            rank: 1,
            completed: 9,
            rewards: 135,
          }),
      }),
    );
    renderMissions(page());
    await screen.findByTestId('mission-board-table');
    expect(screen.getByTestId('mission-board-row-1').querySelector('.mission-rank-1')).not.toBeNull();
    expect(screen.getByTestId('mission-board-row-2').querySelector('.mission-rank-1')).not.toBeNull();
    expect(screen.getByTestId('mission-board-row-3').querySelector('.mission-rank-3')).not.toBeNull();
    expect(screen.getByTestId('mission-board-table').querySelector('[aria-current]')).toBeNull();
    expect(screen.getByTestId('mission-board-me').textContent).toBe(
      'Your rank: 19 missions completed · P 135',
    );
  });

  it('asks for a first mission when the player is not on the board', async () => {
    stubApi(
      statusFixture(),
      undefined,
      routes(() => [missionCard(1)]),
    );
    renderMissions(page());
    expect((await screen.findByTestId('mission-board-me')).textContent).toBe(
      'Complete a mission to enter the board',
    );
    expect(screen.getByTestId('mission-board-empty').textContent).toBe(
      'No one has completed a mission this week yet. Be the first!',
    );
  });
});
