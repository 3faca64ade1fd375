import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PATTERNS } from '@bet/contracts/validation';
import { changeLanguage } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
import { helpFixture, requestsTo, statusFixture, stubApi, type StubRoutes } from '@/test/fixtures';
import { countriesFixture, memberInfoFixture, registerSettingsFixture, rule } from '@/test/identity-fixtures';
import { challengeFixture, clearCookies } from '@/test/identity-mocks';
import { summaryFixture } from '@/features/referral/components/referral-fixtures';
import { App } from './app';

/** Lazy chunks load on first use; on a busy machine that can take a moment. */
const slow = { timeout: 5000 };

/** The demo merchant's referral code field: shown, optional. */
const settings = registerSettingsFixture({
  referralCode: rule({
    required: false,
    patternId: 'alphanumeric',
    acceptedPattern: PATTERNS.alphanumeric.pattern,
    minLength: 4,
    maxLength: 20,
  }),
});

const routes = (overrides: StubRoutes = {}): StubRoutes => ({
  humanChallenge: () => challengeFixture,
  registerSettings: () => settings,
  countryCodes: () => countriesFixture,
  memberInfo: () => memberInfoFixture(),
  playerAvatar: () => ({ avatar: 'a3', avatarType: 'STATIC' }),
  balance: () => ({ sumBalance: 10, balance: [], currency: 'PHP', currencySymbol: 'P' }),
  merchantWallet: () => ({ isSingle: false }),
  referralSummary: () => summaryFixture(),
  ...overrides,
});

const visit = (path: string) => {
  window.history.pushState({}, '', path);
  return render(<App />);
};

function loggedIn() {
  useSession.getState().setMerchant('DEMO');
  useSession.getState().login({ token: 'tok-1', isAgent: '0', nickname: 'Lucky', account: 'player1' });
}

/** Lets the invitation link's step (its own chunk) load and run. */
async function settle() {
  await import('@/features/identity/components/register/referral-link');
  await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
}

beforeEach(async () => {
  clearCookies();
  await changeLanguage('EN');
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.history.pushState({}, '', '/');
});

describe('member centre: invite friends', () => {
  it('shows the referral page with the link, the QR code, the counters and the friends', async () => {
    loggedIn();
    const fetchMock = stubApi(statusFixture(), helpFixture, routes());
    render(<App />);
    fireEvent.click(await screen.findByTestId('shortcut-security', {}, slow));
    const centre = await screen.findByTestId('member-centre', {}, slow);
    // The summary is the page's: nothing is asked before it opens.
    expect(requestsTo(fetchMock, 'referralSummary')).toHaveLength(0);
    fireEvent.click(await within(centre).findByTestId('centre-menu-referral', {}, slow));

    expect(within(centre).getByRole('heading', { level: 3 }).textContent).toBe('Invite friends');
    const page = await within(centre).findByTestId('referral-page', {}, slow);
    expect((await within(page).findByTestId('referral-code', {}, slow)).textContent).toBe('ABC123');
    expect((within(page).getByTestId('referral-link') as HTMLInputElement).value).toBe(
      `${location.origin}/?ref=ABC123`,
    );
    expect(await within(page).findByTestId('referral-qr', {}, slow)).toBeTruthy();
    expect(within(page).getByTestId('referral-stat-total').textContent).toBe('4');
    expect(within(page).getByTestId('referral-friend-1-name').textContent).toBe('jo***9');
    expect(requestsTo(fetchMock, 'referralSummary')).toHaveLength(1);
    expect(within(centre).queryByTestId('member-panel-unavailable')).toBeNull();
  }, 20_000);
});

describe('invitation link', () => {
  it('opens the register modal for a visitor with the code filled in, once per visit', async () => {
    stubApi(statusFixture(), helpFixture, routes());
    const first = visit('/?ref=ABC123');
    const modal = await screen.findByTestId('register-modal', {}, slow);
    const field = (await within(modal).findByTestId('register-referralCode', {}, slow)) as HTMLInputElement;
    expect(field.value).toBe('ABC123');
    expect(within(modal).getByLabelText('Referral code')).toBe(field);

    // Closed: not opened again on this visit (a reload, another page with the link).
    fireEvent.click(within(modal).getByTestId('register-modal-close'));
    expect(screen.queryByTestId('register-modal')).toBeNull();
    first.unmount();
    visit('/promotions?ref=ABC123');
    await screen.findByTestId('register-button', {}, slow);
    await settle();
    expect(screen.queryByTestId('register-modal')).toBeNull();

    // The code stays for the visit: registering later from a page without it still carries it.
    window.history.pushState({}, '', '/');
    fireEvent.click(screen.getByTestId('register-button'));
    const later = await screen.findByTestId('register-modal', {}, slow);
    expect(
      ((await within(later).findByTestId('register-referralCode', {}, slow)) as HTMLInputElement).value,
    ).toBe('ABC123');
  }, 20_000);

  it('does not bother a member', async () => {
    loggedIn();
    stubApi(statusFixture(), helpFixture, routes());
    visit('/?ref=ABC123');
    await screen.findByTestId('shortcut-security', {}, slow);
    await settle();
    expect(screen.queryByTestId('register-modal')).toBeNull();
  }, 20_000);

  it('does not open the register modal when registration is off', async () => {
    const status = statusFixture();
    const off = (modId: string) => ({ modId, enabled: false, childrenNodes: [] });
    status.info.whitelabel = [
      {
        modId: 'REG3',
        enabled: false,
        childrenNodes: ['USERNAMEREG3', 'DIRECTREG3', 'MOBILENUMREG3'].map(off),
      },
    ];
    stubApi(status, helpFixture, routes());
    visit('/?ref=ABC123');
    await screen.findByTestId('login-form', {}, slow);
    await settle();
    expect(screen.queryByTestId('register-modal')).toBeNull();
  }, 20_000);
});
