import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '@/test/render-console';

const row = {
  username: 'demoplayer',
  nickname: 'Demo Player',
  payeeName: 'Juan Dela Cruz',
  mobile: '+639171234567',
  email: 'player@demobet.local',
  kind: 'PLAYER',
  status: 'LOCKED',
  vip: 'VIP0',
  upline: 'demoagent',
  balance: 5100,
  registeredAt: Date.UTC(2026, 0, 2),
  lastLoginAt: null,
};
const page = { list: [row], totalCount: 1, totalPages: 1, pageNo: 1 };

describe('players search', () => {
  it('renders the matching players and keeps the query in the URL', async () => {
    const { fetchMock, router } = renderConsole('/players', {
      role: 'support',
      answers: { 'GET /ops/players': { value: page } },
    });
    const table = await screen.findByRole('table');
    expect(await within(table).findByRole('link', { name: 'demoplayer' })).toBeTruthy();
    expect(within(table).getByText('+639171234567')).toBeTruthy();
    expect(within(table).getByText('5,100.00')).toBeTruthy();
    expect(within(table).getByText('Locked')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Find a player'), { target: { value: ' 9171234567 ' } });
    fireEvent.change(screen.getByLabelText('Search in'), { target: { value: 'mobile' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toContain('q=9171234567'));
    expect(router.state.location.search).toContain('field=mobile');
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('field=mobile'))).toBe(true),
    );
  });
});
