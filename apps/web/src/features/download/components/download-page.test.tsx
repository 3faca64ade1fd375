import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ResourceEntry } from '@bet/contracts/system/status';
import { resetInstallStateForTests } from '../lib/use-install-state';
import { detectPlatform } from '../lib/detect-platform';
import { DownloadPage } from './download-page';

const resource = (resourceType: ResourceEntry['resourceType'], url: string): ResourceEntry => ({
  resourceType,
  url,
  qrCodeUrl: '',
  labelNameEn: resourceType,
  labelNameCn: '',
});
const RESOURCES = [
  resource('TELEGRAM', 'https://t.me/demo'),
  resource('ANDROID', 'https://dl.example.com/demo.apk'),
  resource('IOS', 'https://apps.example.com/demo'),
];
const UA = {
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36',
  desktop: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/124.0 Safari/537.36',
  ipad: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.4 Safari/605.1.15',
};
const show = (userAgent: string, resources = RESOURCES, maxTouchPoints = 0) =>
  render(
    <DownloadPage
      resources={resources}
      userAgent={userAgent}
      maxTouchPoints={maxTouchPoints}
      origin="https://bet.example"
    />,
  );
const selectedTab = () =>
  screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true');

/** The SVG inside a QR code image's data URL. */
const svgOf = (img: HTMLElement) =>
  decodeURIComponent(img.getAttribute('src')!.replace('data:image/svg+xml;utf8,', ''));

afterEach(() => resetInstallStateForTests());

describe('download page', () => {
  it('detects the platform from the user agent (iPadOS says Macintosh but has touch)', () => {
    expect(detectPlatform(UA.iphone)).toBe('IOS');
    expect(detectPlatform(UA.android)).toBe('ANDROID');
    expect(detectPlatform(UA.desktop)).toBe('LITE');
    expect(detectPlatform(UA.ipad, 5)).toBe('IOS');
    expect(detectPlatform(UA.ipad, 0)).toBe('LITE');
  });

  it.each([
    ['an iPhone', UA.iphone, 'IOS', 'guide-IOS'],
    ['an Android phone', UA.android, 'ANDROID', 'guide-ANDROID'],
    ['a computer', UA.desktop, 'LITE', 'guide-LITE_BROWSER'],
  ])('opens on the tab of %s, with its guide', (_, userAgent, tab, guide) => {
    show(userAgent);
    expect(selectedTab()).toBe(screen.getByTestId(`download-tab-${tab}`));
    expect(screen.getByTestId(guide)).toBeTruthy();
    // A guide is four pictured steps.
    const steps = within(screen.getByTestId(guide)).getAllByRole('listitem');
    expect(steps).toHaveLength(4);
    for (const step of steps) expect(step.querySelector('svg.guide-art')).toBeTruthy();
  });

  it('lists the merchant apps in the spec order, the lite app always, and no Telegram', () => {
    show(UA.desktop);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'iOS app',
      'Android app',
      'Lite app',
    ]);
    cleanup();
    show(UA.iphone, [resource('ANDROID', 'https://dl.example.com/demo.apk')]);
    // No iOS app: the iPhone gets the lite app and its Add to Home Screen guide.
    expect(selectedTab()).toBe(screen.getByTestId('download-tab-LITE'));
    expect(screen.getByTestId('guide-LITE_IOS')).toBeTruthy();
    expect(screen.getByTestId('lite-manual').textContent).toMatch(/Add to Home Screen/);
  });

  it('draws each QR code 200 px wide with a 20 px margin, for the entry’s address', () => {
    show(UA.android);
    const qr = screen.getByTestId('download-qr-ANDROID');
    expect(qr.getAttribute('width')).toBe('200');
    expect(qr.getAttribute('height')).toBe('200');
    const svg = svgOf(qr);
    expect(svg).toContain('viewBox="0 0 200 200"');
    // The finder pattern's corner module is the first dark one: it starts at the margin.
    expect(svg).toMatch(/d="M20 20h/);
    const xs = [...svg.matchAll(/M([\d.]+) ([\d.]+)h([\d.]+)/g)].map((m) => [
      Number(m[1]),
      Number(m[2]),
      Number(m[3]),
    ]);
    expect(Math.min(...xs.map(([x]) => x!))).toBe(20);
    expect(Math.max(...xs.map(([x, , w]) => x! + w!))).toBeCloseTo(180, 1);
    expect(screen.getByTestId('download-link-ANDROID').getAttribute('href')).toBe(
      'https://dl.example.com/demo.apk',
    );
    fireEvent.click(screen.getByTestId('download-tab-LITE'));
    expect(screen.getByTestId('download-qr-LITE')).toBeTruthy();
  });

  it('installs the lite app with the browser’s prompt when it offered one', async () => {
    const prompt = vi.fn(async () => undefined);
    const offer = Object.assign(new Event('beforeinstallprompt'), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    });
    resetInstallStateForTests(offer);
    show(UA.desktop);
    fireEvent.click(screen.getByTestId('lite-install'));
    expect(prompt).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.getByTestId('lite-installed')).toBeTruthy());
  });
});
