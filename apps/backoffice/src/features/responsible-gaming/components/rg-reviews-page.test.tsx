import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@/shared/lib/format';
import { renderConsole } from '@/test/render-console';
import { callsTo, excludedRow, nightReview, page, queryOf, reviewedReview, surgeReview } from './rg-fixtures';

const REVIEWS = '/ops/responsible-gaming/reviews';
const CLOSE = '/ops/responsible-gaming/reviews/close';
const slow = { timeout: 5000 };
const answers = {
  'GET /ops/responsible-gaming/players': page([excludedRow]),
  'GET /ops/responsible-gaming/reviews': (_body: unknown, url: string) =>
    new URL(url).searchParams.get('status') === 'REVIEWED'
      ? page([reviewedReview])
      : page([surgeReview, nightReview]),
  'POST /ops/responsible-gaming/reviews/close': (body: unknown) => ({
    value: { ...surgeReview, reviewedAt: Date.now(), reviewedBy: 'operator:admin1', ...(body as object) },
  }),
};
const cells = (row: HTMLElement) => Array.from((row as HTMLTableRowElement).cells, (c) => c.textContent);
const posts = (fetchMock: Parameters<typeof callsTo>[0]) =>
  callsTo(fetchMock, CLOSE, 'POST').map(([, init]) => JSON.parse(String(init?.body)) as unknown);

describe('responsible gaming review list', () => {
  it('opens from its tab, after Players, and lists the open reviews with what was measured', async () => {
    const { fetchMock, router } = renderConsole('/responsible-gaming', { role: 'admin', answers });
    await screen.findByTestId('bo-rg-row-mayumi07', {}, slow);
    const tabs = within(screen.getByRole('navigation', { name: 'Responsible gaming pages' }))
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(tabs).toEqual([
      'Players',
      'Review list',
      'Refusals report',
      'Markers of harm',
      'Help organisations',
    ]);
    fireEvent.click(screen.getByTestId('bo-rg-reviews-tab'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/responsible-gaming/reviews'));
    await waitFor(() => expect(screen.getAllByTestId('bo-rg-review-row')).toHaveLength(2));
    expect(screen.getByTestId('bo-rg-reviews-tab').getAttribute('aria-current')).toBe('page');
    expect(screen.getByText(/every hour, each marker that is on looks at the last 7 days/)).toBeTruthy();

    const [surge, night] = screen.getAllByTestId('bo-rg-review-row') as HTMLTableRowElement[];
    expect(cells(surge!)).toEqual([
      'demoplayer',
      'Deposit surge',
      '4.5× (threshold 3×)',
      formatDateTime(surgeReview.flaggedAt),
      formatDateTime(surgeReview.seenAt),
      'Mark reviewed',
    ]);
    expect(cells(night!).slice(0, 3)).toEqual(['bituin88', 'Night play', '4 nights (threshold 3)']);
    expect(within(night!).getByRole('link', { name: 'bituin88' }).getAttribute('href')).toBe(
      '/responsible-gaming/players/1003',
    );
    expect(screen.getByRole('region', { name: 'Review list' })).toBeTruthy();
    const query = queryOf(fetchMock, REVIEWS, 0);
    expect(query.get('status')).toBe('OPEN');
    expect(query.get('marker')).toBeNull();
  });

  it('filters by status and marker at once, keeps both in the URL, and shows who reviewed', async () => {
    const { fetchMock, router } = renderConsole('/responsible-gaming/reviews', { role: 'support', answers });
    await waitFor(() => expect(screen.getAllByTestId('bo-rg-review-row')).toHaveLength(2), slow);
    const status = screen.getByLabelText('Status') as HTMLSelectElement;
    expect(Array.from(status.options, (o) => o.textContent)).toEqual(['Open', 'Reviewed']);
    const marker = screen.getByLabelText('Marker') as HTMLSelectElement;
    expect(Array.from(marker.options, (o) => o.textContent)).toEqual([
      'All markers',
      'Deposit surge',
      'Night play',
      'Limit refusals',
      'Limit raises',
    ]);
    fireEvent.change(marker, { target: { value: 'LIMIT_REFUSALS' } });
    await waitFor(() => expect(router.state.location.search).toBe('?marker=LIMIT_REFUSALS'));
    fireEvent.change(status, { target: { value: 'REVIEWED' } });
    await waitFor(() => expect(router.state.location.search).toBe('?marker=LIMIT_REFUSALS&status=REVIEWED'));
    await waitFor(() => expect(screen.getAllByTestId('bo-rg-review-row')).toHaveLength(1));
    const last = queryOf(fetchMock, REVIEWS, callsTo(fetchMock, REVIEWS).length - 1);
    expect(last.get('status')).toBe('REVIEWED');
    expect(last.get('marker')).toBe('LIMIT_REFUSALS');
    expect(cells(screen.getByTestId('bo-rg-review-row'))).toEqual([
      'demoplayer',
      'Limit refusals',
      '5 refusals (threshold 3)',
      formatDateTime(reviewedReview.flaggedAt),
      formatDateTime(reviewedReview.seenAt),
      formatDateTime(reviewedReview.reviewedAt),
      'Operator admin1',
      'Called the player; they set a deposit limit.',
    ]);
  });

  it('marks a review reviewed with a note, then reads the list again', async () => {
    const { fetchMock } = renderConsole('/responsible-gaming/reviews', { role: 'admin', answers });
    await waitFor(() => expect(screen.getAllByTestId('bo-rg-review-row')).toHaveLength(2), slow);
    const reads = callsTo(fetchMock, REVIEWS).length;
    fireEvent.click(screen.getByRole('button', { name: 'Mark reviewed: demoplayer, Deposit surge' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark the review reviewed' });
    expect(
      within(dialog).getByText(/^Deposit surge flagged demoplayer: 4\.5× \(threshold 3×\)/),
    ).toBeTruthy();

    // Too short a note: stays in the dialog, nothing is sent.
    const note = within(dialog).getByLabelText('Note');
    fireEvent.change(note, { target: { value: 'ok' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark reviewed' }));
    expect(await within(dialog).findByText('Too short or too small.')).toBeTruthy();
    expect(posts(fetchMock)).toHaveLength(0);

    fireEvent.change(note, { target: { value: '  Called the player. ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark reviewed' }));
    await waitFor(() => expect(posts(fetchMock)).toHaveLength(1));
    expect(posts(fetchMock)[0]).toEqual({ id: '501', note: 'Called the player.' });
    expect(
      await screen.findByText('The Deposit surge review of demoplayer is marked reviewed.'),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(callsTo(fetchMock, REVIEWS).length).toBeGreaterThan(reads));
  });

  it('keeps a refusal in the dialog, in words', async () => {
    renderConsole('/responsible-gaming/reviews', {
      role: 'admin',
      answers: {
        ...answers,
        'POST /ops/responsible-gaming/reviews/close': { errorCode: 'rg.review.not.found', status: 404 },
      },
    });
    await waitFor(() => expect(screen.getAllByTestId('bo-rg-review-row')).toHaveLength(2), slow);
    fireEvent.click(screen.getByTestId('bo-rg-review-close-502'));
    const dialog = await screen.findByRole('dialog', { name: 'Mark the review reviewed' });
    fireEvent.change(within(dialog).getByLabelText('Note'), { target: { value: 'Nothing needed' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark reviewed' }));
    expect(
      await within(dialog).findByText(
        'This review is not open any more: it was already marked reviewed, or it does not exist.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows no Mark reviewed button to a role without playerStatus', async () => {
    const { fetchMock } = renderConsole('/responsible-gaming/reviews', { role: 'finance', answers });
    await waitFor(() => expect(screen.getAllByTestId('bo-rg-review-row')).toHaveLength(2), slow);
    expect(screen.queryByRole('button', { name: /Mark reviewed/ })).toBeNull();
    expect(screen.queryByTestId('bo-rg-review-close-501')).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Action' })).toBeNull();
    expect(posts(fetchMock)).toHaveLength(0);
  });

  it('says when no review matches', async () => {
    renderConsole('/responsible-gaming/reviews?marker=LIMIT_RAISES', {
      answers: { 'GET /ops/responsible-gaming/reviews': page([]) },
    });
    expect(await screen.findByText('No review matches these filters.', {}, slow)).toBeTruthy();
    expect((screen.getByLabelText('Marker') as HTMLSelectElement).value).toBe('LIMIT_RAISES');
  });
});
