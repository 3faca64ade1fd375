import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { JoinPageResponse } from '@bet/contracts/content/site-app';
import { useSession } from '@/shared/session/session-store';
import { helpFixture, requestsTo, statusFixture, stubApi, type StubRoutes } from '@/test/fixtures';
import {
  countriesFixture,
  loginResponseFixture,
  memberInfoFixture,
  registerSettingsFixture,
} from '@/test/identity-fixtures';
import { challengeFixture, clearClientMock, clearCookies, solveChallengeMock } from '@/test/identity-mocks';
import { App } from './app';

vi.mock('@/shared/human/solve-challenge', () => solveChallengeMock());
vi.mock('@/shared/api/client', (importOriginal) => clearClientMock(importOriginal));

const JOIN: JoinPageResponse = {
  commissionHtml:
    '<p>Earn <b>up to 45%</b></p><img src="x" onerror="window.hacked=1"><script>window.hacked=2</script>',
  tiers: [
    { name: 'Bronze', requirement: '5 active players', rate: 25 },
    { name: 'Gold', requirement: '50 active players', rate: 45.5 },
  ],
  agentSignUp: true,
};
const routes = (join: JoinPageResponse, more: StubRoutes = {}): StubRoutes => ({
  joinPage: () => join,
  humanChallenge: () => challengeFixture,
  registerSettings: () => registerSettingsFixture(),
  countryCodes: () => countriesFixture,
  memberInfo: () => memberInfoFixture(),
  playerAvatar: () => ({ avatar: 'a1', avatarType: 'STATIC' }),
  register: () => loginResponseFixture({ userName: 'newagent' }),
  ...more,
});
const visitJoin = () => {
  window.history.pushState({}, '', '/join');
  return render(<App />);
};
const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

beforeEach(clearCookies);
afterEach(() => vi.unstubAllGlobals());

describe('join-us page', () => {
  it('shows the cleaned commission text and the tiers', async () => {
    stubApi(statusFixture(), helpFixture, routes(JOIN));
    visitJoin();
    const commission = await screen.findByTestId('join-commission');
    await vi.waitFor(() => expect(commission.querySelector('b')?.textContent).toBe('up to 45%'));
    expect(commission.innerHTML).not.toMatch(/onerror|script/);
    const rows = within(await screen.findByTestId('join-tiers')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'TierRequirementCommission',
      'Bronze5 active players25 %',
      'Gold50 active players45.5 %',
    ]);
  });

  it('opens registration as an agent when the operator allows it, and says so in the call', async () => {
    const fetchMock = stubApi(statusFixture(), helpFixture, routes(JOIN));
    visitJoin();
    const cta = await screen.findByTestId('join-cta');
    await vi.waitFor(() => expect(cta.textContent).toBe('Register as an agent'));
    fireEvent.click(cta);
    const modal = await screen.findByTestId('register-modal');
    expect(within(modal).getByRole('heading', { name: 'Register as an agent' })).toBeTruthy();
    type(await within(modal).findByTestId('register-username'), 'newagent');
    type(within(modal).getByTestId('register-password'), 'longenough1');
    type(within(modal).getByTestId('register-confirmPassword'), 'longenough1');
    fireEvent.click(within(modal).getByTestId('register-agree'));
    fireEvent.click(within(modal).getByTestId('register-submit'));
    await vi.waitFor(() => expect(requestsTo(fetchMock, 'register')).toHaveLength(1));
    expect(requestsTo(fetchMock, 'register')[0]!.body).toMatchObject({
      username: 'newagent',
      joinAsAgent: true,
    });
  });

  it('opens player registration when agent sign-up is closed', async () => {
    const fetchMock = stubApi(
      statusFixture(),
      helpFixture,
      routes({ ...JOIN, commissionHtml: '', agentSignUp: false }),
    );
    visitJoin();
    // No text from the operator: the translated default.
    const commission = await screen.findByTestId('join-commission');
    await vi.waitFor(() => expect(commission.textContent).toMatch(/Invite players/));
    const cta = screen.getByTestId('join-cta');
    expect(cta.textContent).toBe('Register now');
    fireEvent.click(cta);
    const modal = await screen.findByTestId('register-modal');
    expect(within(modal).queryByRole('heading', { name: 'Register as an agent' })).toBeNull();
    type(await within(modal).findByTestId('register-username'), 'newplayer');
    type(within(modal).getByTestId('register-password'), 'longenough1');
    type(within(modal).getByTestId('register-confirmPassword'), 'longenough1');
    fireEvent.click(within(modal).getByTestId('register-agree'));
    fireEvent.click(within(modal).getByTestId('register-submit'));
    await vi.waitFor(() => expect(requestsTo(fetchMock, 'register')).toHaveLength(1));
    expect(requestsTo(fetchMock, 'register')[0]!.body).not.toHaveProperty('joinAsAgent');
  });

  it('tells a logged-in member instead of offering registration', async () => {
    useSession.getState().login({ token: 'tok-1', isAgent: '0', nickname: 'Lucky', account: 'player1' });
    stubApi(statusFixture(), helpFixture, routes(JOIN));
    visitJoin();
    expect(await screen.findByTestId('join-member')).toBeTruthy();
    expect(screen.queryByTestId('join-cta')).toBeNull();
  });
});
