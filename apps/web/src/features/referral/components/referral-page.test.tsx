import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReferralSummaryResponse } from '@bet/contracts/referral/referral';
import { changeLanguage } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
import { apiFail, requestsTo, statusFixture, stubApi } from '@/test/fixtures';
import { emptySummaryFixture, friend, renderReferral, summaryFixture } from './referral-fixtures';
import { ReferralPage } from './referral-page';

const page = () => <ReferralPage currencySymbol="P" />;
const text = (testId: string) => screen.getByTestId(testId).textContent;
const link = () => `${location.origin}/?ref=ABC123`;

/** Gives the page a clipboard (jsdom has none); answers what `writeText` is told to. */
function stubClipboard(writeText: (text: string) => Promise<void>) {
  const spy = vi.fn(writeText);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText: spy }, configurable: true });
  return spy;
}

beforeEach(async () => {
  await changeLanguage('EN');
  useSession.getState().login({ token: 'tok-1', isAgent: '0' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('ReferralPage', () => {
  it('shows same-sized stand-ins while loading, then the link, code, QR code, counters, tiers and friends', async () => {
    let answer!: (value: ReferralSummaryResponse) => void;
    const fetchMock = stubApi(statusFixture(), undefined, {
      referralSummary: () => new Promise((resolve) => (answer = resolve)),
    });
    renderReferral(page());

    // Loading: every part with its boxes, nothing to copy yet.
    const loading = screen.getByTestId('referral-page');
    expect(loading.getAttribute('aria-busy')).toBe('true');
    expect(text('referral-loading')).toBe('Loading your invitations…');
    expect((screen.getByTestId('referral-link') as HTMLInputElement).value).toBe('');
    expect((screen.getByTestId('referral-copy-link') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId('referral-copy-code') as HTMLButtonElement).disabled).toBe(true);
    expect(loading.querySelector('.referral-qr .qr-placeholder')).not.toBeNull();
    expect(loading.querySelectorAll('.referral-stat-skeleton')).toHaveLength(4);
    expect(screen.getByTestId('referral-tiers-loading').querySelectorAll('tbody tr')).toHaveLength(3);
    expect(screen.getByTestId('referral-friends-loading').querySelectorAll('tbody tr')).toHaveLength(3);

    await act(async () => answer(summaryFixture()));
    expect((await screen.findByTestId('referral-code')).textContent).toBe('ABC123');
    expect(screen.getByTestId('referral-page').getAttribute('aria-busy')).toBeNull();
    expect(screen.queryByTestId('referral-loading')).toBeNull();
    expect(requestsTo(fetchMock, 'referralSummary')).toHaveLength(1);

    // The invitation: the link in a labelled read-only field, the code, the QR code of the link.
    const field = screen.getByRole('textbox', { name: 'Invitation link' }) as HTMLInputElement;
    expect(field.value).toBe(link());
    expect(field.readOnly).toBe(true);
    expect(field.getAttribute('data-testid')).toBe('referral-link');
    const qr = (await screen.findByTestId('referral-qr')) as HTMLImageElement;
    expect(qr.alt).toBe('QR code of your invitation link');
    expect(qr.getAttribute('width')).toBe('160');
    expect(qr.getAttribute('data-qr')).toBe(`160:20:${link()}`);
    expect(screen.getByTestId('referral-invite').textContent).toContain('Scan to sign up');

    // The counters.
    expect(text('referral-stat-total')).toBe('4');
    expect(text('referral-stat-deposited')).toBe('2');
    expect(text('referral-stat-active')).toBe('1');
    expect(text('referral-stat-rewarded')).toBe('P 200.50');
    const stats = screen.getByTestId('referral-stats');
    expect([...stats.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual([
      'Friends invited',
      'Deposited',
      'Active',
      'Rewards earned',
    ]);

    // The tiers.
    const tiers = screen.getByRole('table', { name: 'Rewards for each friend' });
    expect(
      within(tiers)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Tier', 'Friend deposits', 'Friend bets', 'You get', 'Turnover']);
    const row = (tier: number) =>
      [...screen.getByTestId(`referral-tier-${tier}`).children].map((cell) => cell.textContent);
    expect(row(1)).toEqual(['Tier 1', 'P 500', 'P 2,000', 'P 50', '×1']);
    expect(row(2)).toEqual(['Tier 2', 'P 2,000', 'P 10,000', 'P 150.50', '×1.5']);
    expect(row(3)).toEqual(['Tier 3', 'P 10,000', 'P 50,000', 'P 600', '—None']);

    // The friends: masked names, the day, the status as a word, tiers reached and rewards.
    const friends = screen.getByRole('table', { name: 'Your friends' });
    expect(
      within(friends)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['jo***9', 'ma***a', 'pe***7', 'an***n']);
    expect(text('referral-friend-1-registeredAt')).toMatch(/Mar 10, 2026|10 Mar 2026/);
    expect(['status', 'tiersReached', 'rewarded'].map((c) => text(`referral-friend-1-${c}`))).toEqual([
      'Active',
      'Tier 1, Tier 2',
      'P 200.50',
    ]);
    expect(text('referral-friend-2-status')).toBe('Deposited');
    expect(text('referral-friend-3-status')).toBe('Signed up');
    expect(text('referral-friend-3-tiersReached')).toBe('—None');
    expect(text('referral-friend-3-rewarded')).toBe('—None');
    // Text, not colour only: each status has its class for the colour and its word.
    expect(
      screen.getByTestId('referral-friend-1-status').querySelector('.referral-status-ACTIVE'),
    ).not.toBeNull();
    expect(text('referral-friends-note')).toBe('Active: has bet in the last 30 days.');
    expect(screen.queryByTestId('referral-friends-empty')).toBeNull();
  });

  it('copies the link and the code, and says so in a polite status line', async () => {
    stubApi(statusFixture(), undefined, { referralSummary: () => summaryFixture() });
    const writeText = stubClipboard(async () => undefined);
    renderReferral(page());
    await screen.findByTestId('referral-code');
    const status = screen.getByTestId('referral-copied');
    expect(status.getAttribute('role')).toBe('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('');

    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(status.textContent).toBe('Link copied'));
    expect(writeText).toHaveBeenLastCalledWith(link());

    fireEvent.click(screen.getByRole('button', { name: 'Copy code' }));
    await waitFor(() => expect(status.textContent).toBe('Code copied'));
    expect(writeText).toHaveBeenLastCalledWith('ABC123');
  });

  it('tells the player to copy the link themselves when the browser refuses', async () => {
    stubApi(statusFixture(), undefined, { referralSummary: () => summaryFixture() });
    stubClipboard(() => Promise.reject(new Error('denied')));
    renderReferral(page());
    await screen.findByTestId('referral-code');
    fireEvent.click(screen.getByTestId('referral-copy-link'));
    await waitFor(() =>
      expect(text('referral-copied')).toBe('Could not copy. Select the link and copy it yourself.'),
    );
  });

  it('shows how friends get here before the first one signs up', async () => {
    stubApi(statusFixture(), undefined, { referralSummary: () => emptySummaryFixture() });
    renderReferral(page());
    const empty = await screen.findByTestId('referral-friends-empty');
    expect(empty.textContent).toBe('Share your link: friends who sign up with it appear here.');
    expect(screen.queryByTestId('referral-friends')).toBeNull();
    expect(screen.queryByTestId('referral-friends-note')).toBeNull();
    expect(text('referral-stat-total')).toBe('0');
    expect(text('referral-stat-rewarded')).toBe('P 0');
    // The link and the tiers are there all the same.
    expect(text('referral-code')).toBe('ABC123');
    expect(screen.getByTestId('referral-tiers')).toBeTruthy();
  });

  it('says how many friends the list shows when there are more', async () => {
    const list = Array.from({ length: 3 }, (_, i) => friend(`f${i}***x`));
    stubApi(statusFixture(), undefined, {
      referralSummary: () =>
        summaryFixture({ friends: { total: 70, registered: 70, deposited: 0, active: 0 }, list }),
    });
    renderReferral(page());
    expect((await screen.findByTestId('referral-friends-note')).textContent).toBe(
      'Showing your latest 3 of 70 friends. Active: has bet in the last 30 days.',
    );
  });

  it('says when no tier is set up', async () => {
    stubApi(statusFixture(), undefined, { referralSummary: () => summaryFixture({ tiers: [] }) });
    renderReferral(page());
    expect((await screen.findByTestId('referral-tiers-empty')).textContent).toBe(
      'No invitation rewards are set up yet.',
    );
  });

  it('shows a failure with a retry', async () => {
    let calls = 0;
    stubApi(statusFixture(), undefined, {
      referralSummary: () => (++calls === 1 ? apiFail(500, 'system.busy') : summaryFixture()),
    });
    renderReferral(page());
    const problem = await screen.findByTestId('referral-error');
    expect(problem.querySelector('[role="alert"], .form-alert')).not.toBeNull();
    fireEvent.click(within(problem).getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('referral-code')).textContent).toBe('ABC123');
  });
});
