import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '@/test/render-console';

const page = {
  list: [
    {
      id: '7',
      actorType: 'operator',
      actorId: '1',
      actorName: 'admin1',
      action: 'operator.disable',
      detail: { username: 'cashier', reason: 'left' },
      ip: '10.0.0.9',
      time: 1_700_000_000_000,
    },
  ],
  totalCount: 1,
  totalPages: 1,
  pageNo: 1,
};

describe('audit log page', () => {
  it('reads its filters from the URL, sends them to the server, and lists the entries', async () => {
    const { fetchMock, router } = renderConsole('/audit?operator=admin1&from=2024-01-01&to=2024-01-31', {
      answers: { 'GET /ops/audit/search': { value: page } },
    });
    expect(await screen.findByText('operator.disable')).toBeTruthy();
    expect(screen.getByText('username: cashier, reason: left')).toBeTruthy();
    const url = new URL(String(fetchMock.mock.calls.at(-1)![0]), 'http://localhost');
    expect(url.searchParams.get('operator')).toBe('admin1');
    expect(Number(url.searchParams.get('to')) - Number(url.searchParams.get('from'))).toBe(31 * 86_400_000);

    fireEvent.change(screen.getByLabelText('Action (starts with)'), { target: { value: 'operator.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toContain('action=operator.'));
    expect(router.state.location.search).toContain('operator=admin1');
  });

  it('is not in the menu of a support operator', async () => {
    renderConsole('/account', { role: 'support', answers: {} });
    expect(await screen.findByRole('link', { name: 'My account' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Audit log' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Operators' })).toBeNull();
  });
});
