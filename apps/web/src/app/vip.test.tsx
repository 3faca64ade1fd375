import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
import { helpFixture, statusFixture, stubApi, type StubRoutes } from '@/test/fixtures';
import { memberInfoFixture } from '@/test/identity-fixtures';
import { levelsFixture, progressFixture } from '@/features/vip/components/vip-fixtures';
import { App } from './app';

const visit = (path: string) => {
  window.history.pushState({}, '', path);
  return render(<App />);
};

// A player with a member label: the account menu has the player rank.
const routes = (overrides: StubRoutes = {}): StubRoutes => ({
  memberInfo: () => memberInfoFixture({ memberLabel: [{ labelName: 'Gold' }] }),
  playerAvatar: () => ({ avatar: 'a3', avatarType: 'STATIC' }),
  vipLevels: () => levelsFixture(),
  vipProgress: () => progressFixture(),
  ...overrides,
});

const slow = { timeout: 5000 };

beforeEach(async () => {
  await changeLanguage('EN');
});
afterEach(() => vi.unstubAllGlobals());

describe('VIP (issue 18)', () => {
  it('serves /vip as a standalone page with the levels and a way home', async () => {
    stubApi(statusFixture(), helpFixture, routes());
    visit('/vip');
    const page = await screen.findByTestId('page-vip', {}, slow);
    expect(screen.queryByTestId('site-header')).toBeNull();
    expect(screen.queryByTestId('site-footer')).toBeNull();
    expect(await within(page).findByTestId('vip-levels')).toBeTruthy();
    expect(within(page).getByTestId('vip-guest')).toBeTruthy();
    expect(within(page).getByTestId('vip-home').getAttribute('href')).toBe('/');
  });

  it("opens the player rank from the account menu: the player's card and a link to /vip", async () => {
    useSession.getState().setMerchant('DEMO');
    useSession.getState().login({ token: 'tok-1', isAgent: '0', nickname: 'Lucky', account: 'player1' });
    stubApi(statusFixture(), helpFixture, routes());
    visit('/');
    const area = await screen.findByTestId('member-area', {}, slow);
    fireEvent.click(within(area).getByTestId('account-menu-button'));
    fireEvent.click(await within(area).findByTestId('account-menu-playerRank'));
    const panel = await screen.findByTestId('member-panel-playerRank');
    expect(within(panel).getByRole('heading', { name: 'Player rank' })).toBeTruthy();
    const card = await within(panel).findByTestId('vip-rank-card', {}, slow);
    expect((await within(card).findByTestId('vip-rank-name')).textContent).toBe('VIP3');
    expect(within(card).getAllByRole('progressbar')).toHaveLength(2);
    expect(screen.queryByTestId('member-panel-unavailable')).toBeNull();

    fireEvent.click(within(card).getByRole('link', { name: 'See all VIP levels' }));
    expect(screen.queryByTestId('member-panel-playerRank')).toBeNull();
    expect(await screen.findByTestId('page-vip', {}, slow)).toBeTruthy();
    expect(location.pathname).toBe('/vip');
    // Their level card and their row on the page.
    expect((await screen.findByTestId('vip-status-name', {}, slow)).textContent).toBe('VIP3');
  });
});
