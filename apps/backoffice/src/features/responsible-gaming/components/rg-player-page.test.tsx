import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@/shared/lib/format';
import { renderConsole } from '@/test/render-console';
import { detail, excludedDetail, LATER, queryOf } from './rg-fixtures';

const slow = { timeout: 5000 };
const answers = { 'GET /ops/responsible-gaming/player': { value: detail } };
const rowsOf = (name: string) =>
  (within(screen.getByRole('region', { name })).getAllByRole('row') as HTMLTableRowElement[])
    .slice(1)
    .map((r) => Array.from(r.cells, (c) => c.textContent));

describe('responsible gaming player detail', () => {
  it('shows the reviews markers of harm opened, open first, with who reviewed and their note', async () => {
    renderConsole('/responsible-gaming/players/1001', { role: 'support', answers });
    await screen.findByTestId('bo-rg-detail', {}, slow);
    const [open, reviewed] = detail.reviews;
    expect(rowsOf('Reviews of demoplayer')).toEqual([
      [
        'Deposit surge',
        '4.5× (threshold 3×)',
        formatDateTime(open!.flaggedAt),
        formatDateTime(open!.seenAt),
        'Open',
        '—',
      ],
      [
        'Limit refusals',
        '5 refusals (threshold 3)',
        formatDateTime(reviewed!.flaggedAt),
        formatDateTime(reviewed!.seenAt),
        `Reviewed ${formatDateTime(reviewed!.reviewedAt)} by Operator admin1`,
        'Called the player; they set a deposit limit.',
      ],
    ]);
  });

  it('says when no marker has flagged the player', async () => {
    renderConsole('/responsible-gaming/players/1001', {
      answers: { 'GET /ops/responsible-gaming/player': { value: { ...detail, reviews: [] } } },
    });
    await screen.findByTestId('bo-rg-detail', {}, slow);
    expect(
      within(screen.getByRole('region', { name: 'Reviews of demoplayer' })).getByText(
        'No marker of harm has flagged this player.',
      ),
    ).toBeTruthy();
  });

  it('shows the limits, their history, the exclusions and the refusals', async () => {
    const { fetchMock } = renderConsole('/responsible-gaming/players/1001', { role: 'support', answers });
    const panel = await screen.findByTestId('bo-rg-detail', {}, slow);
    expect(screen.getByRole('heading', { level: 1, name: 'Responsible gaming — demoplayer' })).toBeTruthy();
    expect(queryOf(fetchMock, '/ops/responsible-gaming/player', 0).get('memberId')).toBe('1001');
    expect(screen.getByRole('link', { name: 'Player page' }).getAttribute('href')).toBe(
      '/players/demoplayer',
    );

    // Money in major units; a session limit in minutes.
    expect(rowsOf('Limits of demoplayer')).toEqual([
      [
        'Daily deposit limit',
        '1,000.00',
        '250.50',
        '749.50',
        formatDateTime(detail.limits[0]!.resetsAt),
        `Raises to 5,000.00 on ${formatDateTime(LATER)}`,
      ],
      ['Session time limit', '90 min', '12 min', '78 min', 'Each login', '—'],
    ]);
    // Who asked, when, old → new, when it applies, and a cancelled change.
    expect(rowsOf('Limit history of demoplayer')).toEqual([
      [
        formatDateTime(detail.changes[0]!.requestedAt),
        'Daily deposit limit',
        '1,000.00 → 5,000.00',
        'The player',
        formatDateTime(LATER),
        'Waiting',
      ],
      [
        formatDateTime(detail.changes[1]!.requestedAt),
        'Weekly net loss limit',
        '200.00 → removed',
        'The player',
        formatDateTime(detail.changes[1]!.effectiveAt),
        `Cancelled ${formatDateTime(detail.changes[1]!.cancelledAt)}`,
      ],
      [
        formatDateTime(detail.changes[2]!.requestedAt),
        'Session time limit',
        'none → 90 min',
        'Operator admin1',
        formatDateTime(detail.changes[2]!.effectiveAt),
        'Applied',
      ],
    ]);
    expect(rowsOf('Exclusions of demoplayer')).toEqual([
      [
        'Time-out',
        '7 days',
        formatDateTime(detail.exclusions[0]!.startsAt),
        formatDateTime(detail.exclusions[0]!.endsAt),
        'The player',
        '—',
        'Ended',
      ],
    ]);
    expect(rowsOf('Refusals of demoplayer')).toEqual([
      [formatDateTime(detail.refusals[0]!.at), 'Daily deposit limit', 'Deposit', '1,500.00'],
    ]);
    expect(
      within(panel).getByText(
        'An exclusion can never be removed or shortened early, by anyone: it ends on its own at its end date. A longer one can be added.',
      ),
    ).toBeTruthy();

    // Support reads only: no form to add an exclusion, and nothing removes one.
    expect(screen.queryByRole('region', { name: 'Add self-exclusion' })).toBeNull();
    expect(screen.queryByTestId('bo-rg-exclusion-submit')).toBeNull();
    expect(screen.queryByTestId('bo-rg-exclusion-period')).toBeNull();
    expect(within(panel).queryByRole('button')).toBeNull();
  });

  it('shows a permanent self-exclusion in force, who set it and why', async () => {
    renderConsole('/responsible-gaming/players/1001', {
      role: 'finance',
      answers: { 'GET /ops/responsible-gaming/player': { value: excludedDetail } },
    });
    await screen.findByTestId('bo-rg-detail', {}, slow);
    expect(
      screen.getByText('Self-exclusion in force permanently: the player can never log in again.'),
    ).toBeTruthy();
    expect(rowsOf('Exclusions of demoplayer')[0]).toEqual([
      'Self-exclusion',
      'Permanent',
      formatDateTime(excludedDetail.exclusions[0]!.startsAt),
      'Permanent',
      'Operator admin1',
      'Asked by phone',
      'In force',
    ]);
    expect(screen.queryByTestId('bo-rg-exclusion-submit')).toBeNull();
  });

  it('says when the player does not exist', async () => {
    renderConsole('/responsible-gaming/players/999', {
      answers: { 'GET /ops/responsible-gaming/player': { errorCode: 'not.found', status: 404 } },
    });
    expect(await screen.findByText('Not found.', {}, slow)).toBeTruthy();
    expect(screen.queryByTestId('bo-rg-detail')).toBeNull();
  });
});
