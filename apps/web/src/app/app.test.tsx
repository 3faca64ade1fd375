import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
import { statusFixture, stubApi } from '@/test/fixtures';
import { App } from './app';

const visit = (path: string) => {
  window.history.pushState({}, '', path);
  return render(<App />);
};

beforeEach(async () => {
  await changeLanguage('EN');
  useSession.setState({ token: null });
});
afterEach(() => vi.unstubAllGlobals());

describe('system status gate', () => {
  it('shows the home page with header, navigation, side menu and footer on a normal day', async () => {
    const fetchMock = stubApi(statusFixture());
    visit('/');
    expect(await screen.findByTestId('home-page')).toBeTruthy();
    const nav = screen.getByTestId('nav-bar');
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Home', 'Promotions']);
    expect(await screen.findByTestId('register-button')).toBeTruthy();
    expect(screen.getByTestId('free-demo-button')).toBeTruthy();
    expect(within(await screen.findByTestId('site-footer')).getByText('Responsible Gaming')).toBeTruthy();
    for (const type of ['TELEGRAM', 'IOS', 'ANDROID', 'VIDEO']) {
      const qr = await screen.findByTestId(`qr-${type}`);
      expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
      expect(qr.getAttribute('width')).toBe('125');
    }
    expect(String(fetchMock.mock.calls[0]![0])).toBe(
      `/wps/system/status?url=${encodeURIComponent(location.host)}`,
    );
    expect(sessionStorage.getItem('merchantCode')).toBe('DEMO');
  });

  it('hides the free demo button when free play is switched off', async () => {
    const status = statusFixture();
    status.info.whitelabel = [{ modId: 'FREEPLAY3', enabled: false, childrenNodes: [] }];
    stubApi(status);
    visit('/');
    await screen.findByTestId('home-page');
    expect(await screen.findByTestId('register-button')).toBeTruthy(); // absent switches count as on
    expect(screen.queryByTestId('free-demo-button')).toBeNull();
  });

  it('shows maintenance, and Contact Us opens live chat in a 440x750 window', async () => {
    stubApi(
      statusFixture({
        status: 1,
        maintenance: true,
        maintenanceTime: { startTime: null, endTime: Date.UTC(2030, 0, 1) },
      }),
      undefined,
      {
        customerService: () => ({
          version: { pathList: [{ csType: 'LIVECHAT', type: 3, path: '/support/livechat.html' }] },
        }),
      },
    );
    const popup = {
      document: document.implementation.createHTMLDocument(''),
      opener: window,
      location: { replace: vi.fn() },
      close: vi.fn(),
    };
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    visit('/live');
    const page = await screen.findByTestId('maintenance-page');
    expect(page.textContent).toContain('System Maintenance');
    expect(page.textContent).toContain('2030');
    expect(screen.queryByTestId('page-live')).toBeNull();
    fireEvent.click(screen.getByTestId('contact-us'));
    expect(open).toHaveBeenCalledWith('', 'cs', 'width=440,height=750');
    await waitFor(() =>
      expect(popup.location.replace).toHaveBeenCalledWith(
        new URL('/support/livechat.html', window.location.href).href,
      ),
    );
  });

  it('shows the region restriction page with the IP address and country', async () => {
    stubApi(
      statusFixture({ status: 2, regionRestriction: true, location: { ip: '198.51.100.7', country: 'US' } }),
    );
    visit('/');
    await screen.findByTestId('region-page');
    expect(screen.getByTestId('location-ip').textContent).toBe('198.51.100.7');
    expect(screen.getByTestId('location-country').textContent).toBe('US');
    expect(screen.getByTestId('contact-us')).toBeTruthy();
  });
});

describe('routes and guard', () => {
  it('sends visitors without a token to /login when the brand requires login', async () => {
    stubApi(statusFixture({}, { loggedInToHomepage: true }));
    visit('/live');
    expect(await screen.findByTestId('page-login')).toBeTruthy();
    expect(location.pathname).toBe('/login');
  });

  it('keeps the exempt pages open without a token', async () => {
    stubApi(statusFixture({}, { loggedInToHomepage: true }));
    visit('/download');
    expect(await screen.findByTestId('page-download')).toBeTruthy();
    expect(location.pathname).toBe('/download');
  });

  it('shows a translated not-found page with a link home', async () => {
    stubApi(statusFixture());
    visit('/no/such/page');
    const page = await screen.findByTestId('not-found-page');
    expect(within(page).getByRole('link').getAttribute('href')).toBe('/');
  });

  it('uses each route’s layout: /vip has none, /pointMall has no side menu', async () => {
    stubApi(statusFixture());
    const { unmount } = visit('/vip');
    await screen.findByTestId('page-vip');
    expect(screen.queryByTestId('site-header')).toBeNull();
    unmount();
    visit('/pointMall');
    await screen.findByTestId('page-pointMall');
    expect(await screen.findByTestId('site-footer')).toBeTruthy();
    expect(screen.queryByTestId('side-menu')).toBeNull();
  });

  it('serves /sponsor as a standalone page (no header, footer or side menu)', async () => {
    stubApi(statusFixture());
    visit('/sponsor');
    expect((await screen.findByTestId('page-sponsor')).textContent).toContain('Our Sponsorships');
    expect(screen.queryByTestId('not-found-page')).toBeNull();
    expect(screen.queryByTestId('site-header')).toBeNull();
    expect(screen.queryByTestId('site-footer')).toBeNull();
    expect(screen.queryByTestId('side-menu')).toBeNull();
  });

  it('lets the lottery page hide and show the top navigation', async () => {
    stubApi(statusFixture());
    visit('/lottery');
    await screen.findByTestId('page-lottery');
    const toggle = screen.getByTestId('lottery-nav-toggle');
    fireEvent.click(toggle);
    expect(screen.getByTestId('nav-bar').hidden).toBe(true);
    fireEvent.click(toggle);
    expect(screen.getByTestId('nav-bar').hidden).toBe(false);
  });
});

describe('header and footer', () => {
  it('switches language: texts, <html lang>, stored choice and the Language header', async () => {
    const fetchMock = stubApi(statusFixture());
    visit('/help');
    await screen.findByTestId('help-page');
    await act(async () => {
      fireEvent.change(screen.getByTestId('language-switch'), { target: { value: 'TY' } });
    });
    expect(await screen.findByText('Responsableng Paglalaro')).toBeTruthy();
    expect(document.documentElement.lang).toBe('tl');
    expect(localStorage.getItem('lang')).toBe('TY');
    expect(localStorage.getItem('hisLang')).toBe('EN');
    await vi.waitFor(() => {
      const help = fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/wps/system/helpCenter'));
      expect(new Headers(help.at(-1)![1]!.headers).get('Language')).toBe('TY');
    });
  });

  it('toggles and stores the theme', async () => {
    stubApi(statusFixture());
    document.documentElement.setAttribute('data-theme', 'dark');
    visit('/');
    await screen.findByTestId('home-page');
    const before = document.documentElement.getAttribute('data-theme');
    fireEvent.click(screen.getByTestId('theme-switch'));
    const after = document.documentElement.getAttribute('data-theme');
    expect(after).not.toBe(before);
    expect(localStorage.getItem('theme')).toBe(after);
  });

  it('shows the seven footer links, the three steps and the game providers area', async () => {
    stubApi(statusFixture());
    visit('/');
    const footer = await screen.findByTestId('site-footer');
    const links = within(footer).getByRole('navigation');
    expect(
      within(links)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'About Company',
      'Contact Us',
      'General Terms and Conditions',
      'Responsible Gaming',
      'Privacy Policy',
      'Affiliates',
      'Refund Policy',
    ]);
    const steps = within(footer).getByRole('list', { name: 'How it works' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(3);
    expect(within(footer).getByRole('heading', { name: /provider/i })).toBeTruthy();
  });

  it('opens the About article from the footer in a modal', async () => {
    stubApi(statusFixture());
    visit('/');
    await screen.findByTestId('home-page');
    fireEvent.click(await screen.findByTestId('footer-link-about'));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('We are a demo.')).toBeTruthy();
    expect(within(dialog).getByRole('heading').textContent).toBe('About Demo Bet');
  });

  it('lists help articles and shows the one chosen', async () => {
    stubApi(statusFixture());
    visit('/help');
    const help = await screen.findByTestId('help-page');
    fireEvent.click(within(help).getByRole('button', { name: 'Privacy Policy' }));
    expect(within(help).getByText('Your personal data is safe.')).toBeTruthy();
    expect(location.search).toBe('?article=2');
  });
});
