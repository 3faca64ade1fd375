import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
import { statusFixture, stubApi } from '@/test/fixtures';
import { App } from './app';

const visit = (path: string) => {
  window.history.pushState({}, '', path);
  return render(<App />);
};
const description = () => document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;
const canonical = () => document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;

beforeEach(async () => {
  await changeLanguage('EN');
  useSession.setState({ token: null });
});
afterEach(() => vi.unstubAllGlobals());

describe('document meta (SEO)', () => {
  it('gives home its own title and description, canonical at / for every home alias', async () => {
    const status = statusFixture();
    status.info.merchant.name = 'Lucky Brand';
    stubApi(status);
    visit('/index.html?ref=ad');
    await screen.findByTestId('home-page');
    await vi.waitFor(() =>
      expect(document.title).toBe('Lucky Brand — online casino, slots and sports betting'),
    );
    expect(description()).toMatch(/^Play live casino, .* at Lucky Brand\./);
    expect(canonical()).toBe(`${location.origin}/`);
  });

  it('titles a section page after its heading and the brand; canonical drops the query', async () => {
    const status = statusFixture();
    status.info.merchant.name = 'Lucky Brand';
    stubApi(status);
    visit('/promotions?page=2');
    await vi.waitFor(() => expect(document.title).toBe('Promotions | Lucky Brand'));
    expect(description()).toBe('Bonuses and events for our players.');
    expect(canonical()).toBe(`${location.origin}/promotions`);
  });

  it('an unknown address is titled "Page not found"', async () => {
    stubApi(statusFixture());
    visit('/no-such-page');
    await vi.waitFor(() => expect(document.title).toMatch(/^Page not found \| /));
    expect(canonical()).toBe(`${location.origin}/no-such-page`);
  });

  it('follows the language switch: title, description and <html lang>', async () => {
    stubApi(statusFixture());
    visit('/noticePage');
    await vi.waitFor(() => expect(document.title).toMatch(/^Announcements \| /));
    await act(async () => {
      fireEvent.change(screen.getByTestId('language-switch'), { target: { value: 'TY' } });
    });
    await vi.waitFor(() => expect(document.documentElement.lang).toBe('tl'));
    await vi.waitFor(() => expect(document.title).not.toMatch(/^Announcements/));
    expect(description()).not.toBe('News and notices from the site.');
  });
});
