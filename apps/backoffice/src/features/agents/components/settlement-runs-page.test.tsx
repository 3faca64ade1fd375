import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '@/test/render-console';

const run = {
  id: 7,
  kind: 'DAILY_WAGE',
  period: '2026-11-24',
  periodStart: 0,
  periodEnd: 86_400_000,
  settledAt: Date.UTC(2026, 10, 25, 0, 5),
  lines: 3,
  total: 450,
  pending: 1,
  held: 1,
  heldAmount: 150,
  paid: 1,
  paidAmount: 150,
  releaseAt: Date.UTC(2026, 10, 25, 1, 5),
};

describe('settlement runs page', () => {
  it('lists runs with their totals, filters by kind and opens a run', async () => {
    const { fetchMock, router } = renderConsole('/agents/settlements', {
      answers: {
        'GET /ops/agents/settlements': { value: { list: [run], totalCount: 1, totalPages: 1, pageNo: 1 } },
        'GET /ops/agents/settlements/lines': { value: { list: [], totalCount: 0, totalPages: 0, pageNo: 1 } },
      },
    });
    expect(await screen.findByText('Waiting for release')).toBeTruthy();
    expect(screen.getByText('450.00')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'DIVIDEND' } });
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('kind=DIVIDEND'))).toBe(true),
    );
    fireEvent.click(screen.getByRole('link', { name: 'Open run 7' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/agents/settlements/7'));
    expect(await screen.findByText('No payout lines.')).toBeTruthy();
  });
});
