import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TeamMembersResponse, TeamOverviewResponse } from '@bet/contracts/agent/agent-team';
import { changeLanguage } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
import { helpFixture, requestsTo, statusFixture, stubApi } from '@/test/fixtures';
import { memberInfoFixture } from '@/test/identity-fixtures';
import { challengeFixture, clearClientMock, clearCookies, solveChallengeMock } from '@/test/identity-mocks';
import { App } from '../app';

vi.mock('@/shared/human/solve-challenge', () => solveChallengeMock());
vi.mock('@/shared/api/client', (importOriginal) => clearClientMock(importOriginal));

const zero = {
  deposits: 0,
  withdrawals: 0,
  bets: 0,
  validBets: 0,
  payout: 0,
  bonuses: 0,
  playersProfitLoss: 0,
};
const overview: TeamOverviewResponse = {
  ...zero,
  from: 0,
  to: 1,
  teamSize: { direct: 4, total: 9 },
  newRegistrations: 0,
  firstDeposits: 0,
  activeMembers: 0,
  trend: [],
};

beforeEach(async () => {
  clearCookies();
  await changeLanguage('EN');
});
afterEach(() => vi.unstubAllGlobals());

describe('agent centre in the member site', () => {
  it('opens from the agent shortcut on team overview', async () => {
    useSession.getState().setMerchant('DEMO');
    useSession.getState().login({ token: 'tok-1', isAgent: '1', nickname: 'Boss', account: 'demoagent' });
    stubApi(statusFixture(), helpFixture, {
      humanChallenge: () => challengeFixture,
      memberInfo: () => memberInfoFixture({ type: 1 }),
      playerAvatar: () => ({ avatar: 'a3', avatarType: 'STATIC' }),
      teamOverview: () => overview,
    });
    window.history.pushState({}, '', '/');
    render(<App />);
    fireEvent.click(await screen.findByTestId('shortcut-agent'));
    expect(await screen.findByTestId('agent-centre')).toBeTruthy();
    expect((await screen.findByTestId('agent-tile-teamSize', {}, { timeout: 5000 })).textContent).toContain(
      '4 / 9',
    );
    expect(screen.queryByTestId('member-panel-unavailable')).toBeNull();
  });

  it("team management's see reports opens team betting filtered to that member", async () => {
    useSession.getState().setMerchant('DEMO');
    useSession.getState().login({ token: 'tok-1', isAgent: '1', nickname: 'Boss', account: 'demoagent' });
    const members: TeamMembersResponse = {
      list: [
        {
          username: 'playerA',
          nickname: null,
          type: 0,
          isAgent: false,
          depth: 1,
          directCount: 0,
          teamSize: 0,
          balance: 0,
          lastLoginAt: null,
          status: 'active',
          registeredAt: 0,
        },
      ],
      totalCount: 1,
      totalPages: 1,
      pageNo: 1,
      breadcrumb: [{ username: 'demoagent', depth: 0 }],
    };
    const fetchMock = stubApi(statusFixture(), helpFixture, {
      humanChallenge: () => challengeFixture,
      memberInfo: () => memberInfoFixture({ type: 1 }),
      playerAvatar: () => ({ avatar: 'a3', avatarType: 'STATIC' }),
      teamOverview: () => overview,
      teamMembers: () => members,
      teamBets: () => ({
        list: [],
        totals: { count: 0, stake: 0, validBet: 0, payout: 0, winLoss: 0 },
        totalCount: 0,
        totalPages: 1,
        pageNo: 1,
      }),
    });
    window.history.pushState({}, '', '/');
    render(<App />);
    fireEvent.click(await screen.findByTestId('shortcut-agent'));
    fireEvent.click(await screen.findByTestId('agent-menu-teamManagement'));
    fireEvent.click(await screen.findByTestId('agent-reports-playerA', {}, { timeout: 5000 }));
    expect(
      ((await screen.findByTestId('agent-bets-member', {}, { timeout: 5000 })) as HTMLInputElement).value,
    ).toBe('playerA');
    expect(screen.getByTestId('agent-menu-teamBetting').getAttribute('aria-current')).toBe('page');
    await waitFor(() =>
      expect(requestsTo(fetchMock, 'teamBets').at(-1)!.url.searchParams.get('member')).toBe('playerA'),
    );
  });
});
