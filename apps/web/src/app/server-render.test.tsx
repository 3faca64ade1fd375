import { act, StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useThemeStore } from '@/shared/theme/theme-store';
import { statusFixture, stubApi } from '@/test/fixtures';
import { lanesAnswer, vendorFixture } from '@/test/games-fixtures';
import { App } from './app';
import { renderPage } from './entry-server';

/**
 * The server draws the public pages for a newcomer (decision 0043) with the same App the browser
 * runs; the browser then hydrates them. A mismatch would make React draw the page again (losing
 * the early paint and what the visitor typed), so each page is drawn here as the server draws it
 * and hydrated as the browser does: no recoverable error, the server's nodes kept, and the page
 * marked as running (it takes pointer input again).
 */
const PAGES = ['/', '/promotions', '/noticePage', '/help', '/join', '/down'];
/** The vendor lanes the document carries with the status (site-document.ts). */
const LANES = lanesAnswer({ RNG: [vendorFixture('HOUSE')], SPORTS: [vendorFixture('SABA')] });

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.getElementById('root')?.remove();
  useThemeStore.setState({ theme: 'dark' });
});

async function drawAndHydrate(path: string) {
  const status = statusFixture();
  const html = await renderPage(path, status, LANES);
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
  const errors: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(
      container,
      <StrictMode>
        <App />
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

  it("a light-theme visitor's page hydrates too; the switch shows their theme right after", async () => {
    document.documentElement.setAttribute('data-theme', 'light');
    useThemeStore.setState({ theme: 'light' });
    const { container, errors } = await drawAndHydrate('/');
    expect(errors).toEqual([]);
    expect(container.querySelector('[data-testid="theme-switch"]')?.textContent).toBe('☾');
    document.documentElement.setAttribute('data-theme', 'dark');
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
