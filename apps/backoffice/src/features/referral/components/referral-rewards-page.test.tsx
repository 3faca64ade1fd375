import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@/shared/lib/format';
import { renderConsole } from '@/test/render-console';
import { callsTo, page, paidReward, refusedReward } from './referral-fixtures';

const answers = { 'GET /ops/referral/rewards': page([refusedReward, paidReward]) };
const slow = { timeout: 5000 };
const queryOf = (fetchMock: Parameters<typeof callsTo>[0], n: number) =>
  new URL(callsTo(fetchMock, '/ops/referral/rewards')[n]![0], 'http://x').searchParams;

describe('referral rewards', () => {
  it('lists who referred whom, the tier, the amount, the status and why a reward was refused', async () => {
    const { fetchMock } = renderConsole('/referral/rewards', { role: 'support', answers });
    const paid = (await screen.findByRole('link', { name: 'demoplayer' }, slow)).closest('tr')!;
    expect(within(paid).getByRole('link', { name: 'demoplayer' }).getAttribute('href')).toBe(
      '/players/demoplayer',
    );
    expect(within(paid).getByRole('link', { name: 'mayumi07' }).getAttribute('href')).toBe(
      '/players/mayumi07',
    );
    for (const text of [formatDateTime(paidReward.createdAt), '2', '50.00', 'Paid', '—'])
      expect(within(paid).getByText(text)).toBeTruthy();

    const refused = screen.getByRole('link', { name: 'bituin88' }).closest('tr')!;
    expect(within(refused).getByRole('link', { name: 'bituin89' }).getAttribute('href')).toBe(
      '/players/bituin89',
    );
    expect(within(refused).getByText('Refused').className).toContain('badge-bad');
    expect(within(refused).getByText('Same bank account, Same browser')).toBeTruthy();
    expect(within(paid).getByText('Paid').className).toContain('badge-good');

    // Every status by default; the filters start empty.
    const query = queryOf(fetchMock, 0);
    expect(query.get('status')).toBeNull();
    expect(query.get('username')).toBeNull();
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('');
    const sections = screen.getByRole('navigation', { name: 'Referral pages' });
    expect(within(sections).getByRole('link', { name: 'Rewards' }).getAttribute('aria-current')).toBe('page');
  });

  it('keeps the filters in the URL and sends them', async () => {
    const { fetchMock, router } = renderConsole('/referral/rewards', { role: 'admin', answers });
    await screen.findByRole('link', { name: 'demoplayer' }, slow);
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'REFUSED' } });
    fireEvent.change(screen.getByLabelText('Player (referrer or friend)'), {
      target: { value: ' bituin88 ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=REFUSED&username=bituin88'));
    await waitFor(() => expect(callsTo(fetchMock, '/ops/referral/rewards').length).toBe(2));
    expect(queryOf(fetchMock, 1).get('status')).toBe('REFUSED');
    expect(queryOf(fetchMock, 1).get('username')).toBe('bituin88');

    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('');
    expect((screen.getByLabelText('Player (referrer or friend)') as HTMLInputElement).value).toBe('');
  });

  it('reads the filters of the URL it opens with', async () => {
    const { fetchMock } = renderConsole('/referral/rewards?status=PAID&username=mayumi07', {
      role: 'finance',
      answers: { 'GET /ops/referral/rewards': page([paidReward]) },
    });
    await screen.findByRole('link', { name: 'mayumi07' }, slow);
    expect(queryOf(fetchMock, 0).get('status')).toBe('PAID');
    expect(queryOf(fetchMock, 0).get('username')).toBe('mayumi07');
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('PAID');
    expect((screen.getByLabelText('Player (referrer or friend)') as HTMLInputElement).value).toBe('mayumi07');
  });

  it('says when no reward matches', async () => {
    renderConsole('/referral/rewards', {
      role: 'admin',
      answers: { 'GET /ops/referral/rewards': page([]) },
    });
    expect(await screen.findByText('No referral rewards match these filters.', {}, slow)).toBeTruthy();
  });
});
