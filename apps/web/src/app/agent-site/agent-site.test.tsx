import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TeamOverviewResponse } from '@bet/contracts/agent/agent-team';
import { changeLanguage } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
import { apiFail, helpFixture, requestsTo, statusFixture, stubApi } from '@/test/fixtures';
import { loginResponseFixture, memberInfoFixture } from '@/test/identity-fixtures';
import { challengeFixture, clearClientMock, clearCookies, solveChallengeMock } from '@/test/identity-mocks';
import { App } from '../app';

vi.mock('@/shared/human/solve-challenge', () => solveChallengeMock());
vi.mock('@/shared/api/client', (importOriginal) => clearClientMock(importOriginal));

const overview: TeamOverviewResponse = {
  deposits: 0,
  withdrawals: 0,
  bets: 0,
  validBets: 0,
  payout: 0,
  bonuses: 0,
  playersProfitLoss: 0,
  from: 0,
  to: 1,
  teamSize: { direct: 2, total: 5 },
  newRegistrations: 0,
  firstDeposits: 0,
  activeMembers: 0,
  trend: [],
};

const common = {
  humanChallenge: () => challengeFixture,
  memberInfo: () => memberInfoFixture({ type: 1 }),
  playerAvatar: () => ({ avatar: 'a3', avatarType: 'STATIC' as const }),
  teamOverview: () => overview,
};

const typeIn = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId).querySelector('input') ?? screen.getByTestId(testId), {
    target: { value },
  });

beforeEach(async () => {
  clearCookies();
  useSession.getState().logout();
  useSession.getState().setMerchant('DEMO');
  await changeLanguage('EN');
});
afterEach(() => vi.unstubAllGlobals());

describe('the agent site (/agent)', () => {
  it('logs an agent in through the agent login and shows team overview with the menu', async () => {
    const fetchMock = stubApi(statusFixture(), helpFixture, {
      ...common,
      agentLogin: () => loginResponseFixture({ customerType: 1, userName: 'demoagent' }),
    });
    window.history.pushState({}, '', '/agent');
    render(<App />);
    await screen.findByTestId('agent-login-page', {}, { timeout: 5000 });
    typeIn('agent-login-username', 'demoagent');
    typeIn('agent-login-password', 'Kalye8Mabini');
    fireEvent.click(screen.getByTestId('agent-login-submit'));
    expect(await screen.findByTestId('agent-site')).toBeTruthy();
    expect(requestsTo(fetchMock, 'agentLogin')[0]?.body).toMatchObject({
      type: 'username',
      username: 'demoagent',
      password: 'Kalye8Mabini',
    });
    // The member site's login was not used.
    expect(requestsTo(fetchMock, 'login')).toHaveLength(0);
    expect((await screen.findByTestId('agent-tile-teamSize', {}, { timeout: 5000 })).textContent).toContain(
      '2 / 5',
    );
    expect(screen.getByTestId('agent-site-menu-teamOverview').getAttribute('aria-current')).toBe('page');
  });

  it("says the server's refusal of a non-agent above the button and stays on the login", async () => {
    stubApi(statusFixture(), helpFixture, {
      ...common,
      agentLogin: () => apiFail(403, 'agent.login.not.agent'),
    });
    window.history.pushState({}, '', '/agent');
    render(<App />);
    await screen.findByTestId('agent-login-page', {}, { timeout: 5000 });
    typeIn('agent-login-username', 'demoplayer');
    typeIn('agent-login-password', 'Kalye8Mabini');
    fireEvent.click(screen.getByTestId('agent-login-submit'));
    expect((await screen.findByTestId('agent-login-error')).textContent).toContain('not an agent account');
    expect(useSession.getState().token).toBeNull();
  });

  it('shows the agent login to a logged-in player, and the pages to a logged-in agent', async () => {
    useSession.getState().login({ token: 'tok-p', isAgent: '0', account: 'demoplayer' });
    stubApi(statusFixture(), helpFixture, { ...common, memberInfo: () => memberInfoFixture({ type: 0 }) });
    window.history.pushState({}, '', '/agent?page=teamOverview');
    const { unmount } = render(<App />);
    expect(await screen.findByTestId('agent-login-page')).toBeTruthy();
    unmount();

    useSession.getState().login({ token: 'tok-a', isAgent: '2', account: 'demoagent' });
    window.history.pushState({}, '', '/agent?page=nonsense');
    render(<App />);
    expect(await screen.findByTestId('agent-page-teamOverview')).toBeTruthy();
    await waitFor(() => expect(window.location.search).toBe('?page=teamOverview'));
  });
});
