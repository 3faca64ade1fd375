import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CustomerServicePath } from '@bet/contracts/system/customer-service';
import { changeLanguage } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
import { apiFail, requestsTo, statusFixture, stubApi } from '@/test/fixtures';
import { memberInfoFixture } from '@/test/identity-fixtures';
import { App } from './app';

const slow = { timeout: 5000 };
const pathList: CustomerServicePath[] = [
  { csType: 'VIP', type: 3, path: '/support/vip.html' },
  { csType: 'LIVECHAT', type: 3, path: '/support/livechat.html' },
];
const VIP_ADDRESS = new URL('/support/vip.html', window.location.href).href;

/** A VIP 5 member, logged in before the page loads. */
const vipMember = () => ({
  memberInfo: () => memberInfoFixture({ clubLabel: { labelName: 'VIP5', rankLevel: 5 } }),
  playerAvatar: () => ({ avatar: 'a3', avatarType: 'STATIC' as const }),
});

/** The support window, stubbed at the edge: `window.open` hands over a same-origin blank page. */
function stubPopups() {
  const popups: Array<{
    document: Document;
    opener: unknown;
    location: { replace: ReturnType<typeof vi.fn> };
    close: ReturnType<typeof vi.fn>;
  }> = [];
  const open = vi.spyOn(window, 'open').mockImplementation(() => {
    const popup = {
      document: document.implementation.createHTMLDocument(''),
      opener: window,
      location: { replace: vi.fn() },
      close: vi.fn(),
    };
    popups.push(popup);
    return popup as unknown as Window;
  });
  return { open, popups };
}

beforeEach(async () => {
  await changeLanguage('EN');
  useSession.getState().setMerchant('DEMO');
  useSession.getState().login({ token: 'tok-1', isAgent: '0', nickname: 'Lucky', account: 'player1' });
});
afterEach(() => {
  useSession.getState().logout();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

// The rank arrives with the member info, after the first render: until then Contact Us is
// live chat, so each try clicks again (a window each) until a window is sent to the VIP line.
const contactUntilVip = (button: () => HTMLElement, popups: ReturnType<typeof stubPopups>['popups']) =>
  waitFor(() => {
    fireEvent.click(button());
    const sentTo = popups.flatMap((p) => p.location.replace.mock.calls.map(([address]) => address));
    expect(sentTo).toContain(VIP_ADDRESS);
  }, slow);

describe('Contact Us for a VIP 5 member', () => {
  it('opens the support window from the footer and sends it to the VIP line', async () => {
    const fetchMock = stubApi(statusFixture(), undefined, {
      ...vipMember(),
      customerService: () => ({ version: { pathList } }),
    });
    const { open, popups } = stubPopups();
    window.history.pushState({}, '', '/');
    render(<App />);
    await contactUntilVip(() => screen.getByTestId('footer-link-contact'), popups);
    expect(open).toHaveBeenLastCalledWith('', 'cs', 'width=440,height=750');
    expect(popups.at(-1)!.document.body.textContent).toBe('Connecting you to customer service…');
    expect(popups.every((p) => p.close.mock.calls.length === 0)).toBe(true);
    expect(requestsTo(fetchMock, 'customerService').length).toBeGreaterThan(0);
  });

  it('opens the VIP line from the maintenance page', async () => {
    stubApi(statusFixture({ status: 1, maintenance: true }), undefined, {
      ...vipMember(),
      customerService: () => ({ version: { pathList } }),
    });
    const { popups } = stubPopups();
    window.history.pushState({}, '', '/');
    render(<App />);
    await screen.findByTestId('maintenance-page', {}, slow);
    await contactUntilVip(() => screen.getByTestId('contact-us'), popups);
  });
});

describe('Contact Us that cannot connect', () => {
  it('closes the window and says "invalid URL, contact customer service" when the call fails', async () => {
    stubApi(statusFixture(), undefined, {
      ...vipMember(),
      customerService: () => apiFail(500, 'system.error'),
    });
    const { popups } = stubPopups();
    window.history.pushState({}, '', '/');
    render(<App />);
    fireEvent.click(await screen.findByTestId('footer-link-contact', {}, slow));
    const dialog = await screen.findByTestId('customer-service-failed', {}, slow);
    expect(dialog.textContent).toContain('Invalid URL, please contact customer service.');
    expect(popups).toHaveLength(1);
    expect(popups[0]!.close).toHaveBeenCalledTimes(1);
    expect(popups[0]!.location.replace).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByTestId('confirm-ok'));
    await waitFor(() => expect(screen.queryByTestId('customer-service-failed')).toBeNull());
  });

  it('closes the window when no line has a web chat address (type 3), in Tagalog', async () => {
    await changeLanguage('TY');
    stubApi(statusFixture({ status: 1, maintenance: true }), undefined, {
      customerService: () => ({
        version: { pathList: [{ csType: 'LIVECHAT', type: 1, path: 'app://chat' }] },
      }),
    });
    const { popups } = stubPopups();
    useSession.getState().logout();
    window.history.pushState({}, '', '/');
    render(<App />);
    fireEvent.click(await screen.findByTestId('contact-us', {}, slow));
    const dialog = await screen.findByTestId('customer-service-failed', {}, slow);
    expect(dialog.textContent).toContain(
      'Hindi wastong URL, mangyaring makipag-ugnayan sa customer service.',
    );
    expect(popups[0]!.document.body.textContent).toBe('Ikinokonekta ka sa serbisyo sa kustomer…');
    expect(popups[0]!.close).toHaveBeenCalledTimes(1);
  });

  it('tells the player when the browser blocked the window, without asking the server', async () => {
    const fetchMock = stubApi(statusFixture(), undefined, {
      customerService: () => ({ version: { pathList } }),
    });
    vi.spyOn(window, 'open').mockReturnValue(null);
    window.history.pushState({}, '', '/');
    render(<App />);
    fireEvent.click(await screen.findByTestId('footer-link-contact', {}, slow));
    const dialog = await screen.findByTestId('customer-service-failed', {}, slow);
    expect(dialog.textContent).toContain('Please allow pop-ups for this site');
    expect(requestsTo(fetchMock, 'customerService')).toHaveLength(0);
  });
});
