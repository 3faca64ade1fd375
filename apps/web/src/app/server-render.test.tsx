import { act, StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/shared/i18n/i18n';
import { useThemeStore } from '@/shared/theme/theme-store';
import { statusFixture, stubApi } from '@/test/fixtures';
import type { ServedCategoryGames, ServedPage } from '@bet/contracts/system/served-data';
import { adoptServedGames } from '@/features/games/api/games';
import { adoptServedPromotions } from '@/features/promotions/api/promotions';
import { depositCard, wheelCard } from '@/features/promotions/components/promotion-fixtures';
import { gameFixture, gamesPage, lanesAnswer, vendorFixture } from '@/test/games-fixtures';
import { App } from './app';
import { renderPage } from './entry-server';
import { createQueryClient } from './providers';

/**
 * The server draws the public pages for a newcomer (decision 0043) with the same App the browser
 * runs; the browser then hydrates them. A mismatch would make React draw the page again (losing
 * the early paint and what the visitor typed), so each page is drawn here as the server draws it
 * and hydrated as the browser does: no recoverable error, the server's nodes kept, and the page
 * marked as running (it takes pointer input again).
 */
const PAGES = ['/', '/promotions', '/noticePage', '/help', '/join'];
/** The vendor lanes the document carries with the status (site-document.ts). */
const LANES = lanesAnswer({ RNG: [vendorFixture('HOUSE')], SPORTS: [vendorFixture('SABA')] });

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.getElementById('root')?.remove();
  useThemeStore.setState({ theme: 'dark' });
});

/** The slots page's first games, as its document carries them. */
const SLOTS: ServedCategoryGames = {
  query: { vassalage: 'HOUSE', gameType: 'RNG', pageNo: 1, pageSize: 24 },
  answer: gamesPage(
    Array.from({ length: 8 }, (_, i) =>
      gameFixture(i + 1, { vassalage: 'HOUSE', gameType: 'RNG', icon: `/images/games/g${i + 1}.svg` }),
    ),
    1,
  ),
};

async function drawAndHydrate(
  path: string,
  served: ServedPage = {},
  beforeReact?: (container: HTMLElement) => void,
) {
  const status = statusFixture();
  const html = await renderPage(path, status, LANES, served);
  // The browser adopts the same answers before it hydrates (landing-data.ts).
  const queryClient = createQueryClient();
  if (served.games) adoptServedGames(queryClient, served.games);
  if (served.promotions) adoptServedPromotions(queryClient, served.promotions);
  // No call answers while the page hydrates, as on a first load before the data arrives.
  stubApi(status, [], {});
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<never>(() => undefined)),
  );
  window.history.pushState({}, '', path);
  const container = document.createElement('div');
  container.id = 'root';
  container.setAttribute('data-ssr', '');
  container.innerHTML = html;
  document.body.append(container);
  const header = container.querySelector('[data-testid="site-header"]');
  beforeReact?.(container);
  const errors: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(
      container,
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
      { onRecoverableError: (error) => errors.push(error) },
    );
  });
  return { html, container, header, errors };
}

describe('pages drawn by the server', () => {
  it.each(PAGES)('%s hydrates without a mismatch and keeps the server nodes', async (path) => {
    const { html, container, header, errors } = await drawAndHydrate(path);
    expect(html).toContain('data-testid="site-header"');
    expect(html).toContain('data-testid="login-form"');
    expect(html).not.toContain('<script');
    // The CSP (style-src 'self') refuses style attributes in served markup.
    expect(html).not.toMatch(/<[^>]+ style="/);
    expect(errors).toEqual([]);
    expect(container.querySelector('[data-testid="site-header"]')).toBe(header);
    expect(container.hasAttribute('data-ssr')).toBe(false);
  });

  it('home carries its banner and category tiles in the markup, before any script runs', async () => {
    const html = await renderPage('/', statusFixture(), LANES);
    expect(html).toMatch(/<img[^>]+class="banner-image"/);
    expect(html).toContain('data-testid="nav-bar"');
  });

  it('home and the navigation are drawn with the lanes the document carries: nothing grows when they arrive', async () => {
    const { html, container, errors } = await drawAndHydrate('/');
    expect(html).toContain('data-testid="home-lane-RNG"');
    expect(html).toContain('data-testid="home-vendor-SABA"');
    expect(html).not.toContain('home-lanes-loading');
    expect(errors).toEqual([]);
    expect(container.querySelector('[data-testid="home-lane-SPORTS"]')).not.toBeNull();
  });

  it('the slots page comes with its first games, their first screen of pictures in the markup', async () => {
    const { html, container, errors } = await drawAndHydrate('/rng', { games: SLOTS });
    expect(errors).toEqual([]);
    expect(html).toContain('data-testid="games-grid"');
    const pictures = [...html.matchAll(/<img[^>]*src="(\/images\/games\/[^"]+)"/g)].map((m) => m[1]);
    expect(pictures).toEqual(['g1', 'g2', 'g3', 'g4', 'g5', 'g6'].map((g) => `/images/games/${g}.svg`));
    expect(container.querySelectorAll('[data-testid="games-grid"] li')).toHaveLength(8);
    expect(container.hasAttribute('data-ssr')).toBe(false);
  });

  it('the promotions page comes with its cards in the markup (its largest paint), not their skeletons', async () => {
    const list = [depositCard(1, { title: 'Served welcome' }), wheelCard(2, { title: 'Served wheel' })];
    const { html, container, errors } = await drawAndHydrate('/promotions', {
      promotions: { list, kinds: ['DEPOSIT_BONUS', 'LUCKY_WHEEL'] },
    });
    expect(errors).toEqual([]);
    expect(html).toContain('Served welcome');
    expect(html).toContain('Served wheel');
    expect(html).not.toContain('promo-skeleton');
    expect(container.querySelectorAll('article.promo-card')).toHaveLength(2);
  });

  it("a light-theme visitor's page hydrates too; the switch shows their theme right after", async () => {
    document.documentElement.setAttribute('data-theme', 'light');
    useThemeStore.setState({ theme: 'light' });
    const { container, errors } = await drawAndHydrate('/');
    expect(errors).toEqual([]);
    expect(container.querySelector('[data-testid="theme-switch"]')?.textContent).toBe('☾');
    document.documentElement.setAttribute('data-theme', 'dark');
  });

  it('a language chosen before React took over is applied once it has', async () => {
    const { errors } = await drawAndHydrate('/', undefined, (container) => {
      container.querySelector<HTMLSelectElement>('[data-testid="language-switch"]')!.value = 'TY';
    });
    expect(errors).toEqual([]);
    await vi.waitFor(() => expect(localStorage.getItem('lang')).toBe('TY'));
    await act(() => changeLanguage('EN'));
  });

  it('the login form waits for React: its button is disabled and its fields read-only in the markup', async () => {
    const html = await renderPage('/', statusFixture(), LANES);
    expect(html).toMatch(/<button type="submit"[^>]*disabled=""[^>]*data-testid="header-login-button"/);
    expect(html).toMatch(/<input[^>]*readOnly=""[^>]*data-testid="header-username"/);
    const { container } = await drawAndHydrate('/');
    expect(container.querySelector<HTMLButtonElement>('[data-testid="header-login-button"]')!.disabled).toBe(
      false,
    );
    expect(container.querySelector<HTMLInputElement>('[data-testid="header-username"]')!.readOnly).toBe(
      false,
    );
  });
});
