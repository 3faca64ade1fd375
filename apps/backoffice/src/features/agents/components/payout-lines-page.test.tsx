import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '@/test/render-console';

const line = (id: number, agent: string, status: 'PENDING' | 'HELD' | 'PAID') => ({
  id,
  runId: 7,
  contractId: 30 + id,
  kind: 'DAILY_WAGE',
  period: '2026-11-24',
  periodStart: 0,
  periodEnd: 86_400_000,
  base: 10_000,
  rate: 2,
  gross: 200,
  passedDown: 50,
  passedDownLines: [{ downline: 'sub1', base: 5000, rate: 1, amount: 50 }],
  amount: 150,
  status,
  paidAt: null,
  agent,
  holdReason: status === 'HELD' ? 'checking bets' : null,
  heldBy: status === 'HELD' ? 'admin1' : null,
});
const page = {
  list: [line(1, 'alice', 'PENDING'), line(2, 'bob', 'HELD')],
  totalCount: 2,
  totalPages: 1,
  pageNo: 1,
};
const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(`^${name}`) });

describe('payout lines page', () => {
  it('holds a waiting line with the reason given', async () => {
    const { fetchMock } = renderConsole('/agents/settlements/7', {
      answers: {
        'GET /ops/agents/settlements/lines': { value: page },
        'POST /ops/agents/settlements/hold': (body) => ({ value: { ...line(1, 'alice', 'HELD'), body } }),
      },
    });
    await screen.findByText('alice');
    expect(within(rowOf('alice')).getByText('sub1 1.00 %')).toBeTruthy();
    fireEvent.click(within(rowOf('alice')).getByRole('button', { name: 'Hold' }));
    fireEvent.change(await screen.findByLabelText('Reason (written to the audit log)'), {
      target: { value: 'bonus abuse suspected' },
    });
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Hold' }));
    expect(await screen.findByText('The payout of alice is held.')).toBeTruthy();
    const holds = fetchMock.mock.calls.filter(([url]) => String(url).includes('/settlements/hold'));
    expect(JSON.parse(String(holds[0]![1]!.body))).toEqual({ lineId: 1, reason: 'bonus abuse suspected' });
    const lineQueries = fetchMock.mock.calls.filter(([url]) => String(url).includes('/settlements/lines'));
    expect(String(lineQueries[0]![0])).toContain('runId=7');
  });

  it('releases a held line only for roles that move money', async () => {
    renderConsole('/agents/settlements/7', {
      role: 'finance',
      answers: { 'GET /ops/agents/settlements/lines': { value: page } },
    });
    await screen.findByText('bob');
    expect(within(rowOf('bob')).getByRole('button', { name: 'Release' })).toBeTruthy();
    expect(within(rowOf('alice')).queryByRole('button', { name: 'Hold' })).toBeNull();
  });

  it('hides release and hold from a reader', async () => {
    renderConsole('/agents/settlements/7', {
      role: 'support',
      answers: { 'GET /ops/agents/settlements/lines': { value: page } },
    });
    await screen.findByText('bob');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Release' })).toBeNull());
    expect(screen.queryByRole('button', { name: 'Hold' })).toBeNull();
  });
});
