import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TeamTransactionRow, TeamTransactionsResponse } from '@bet/contracts/agent/agent-team';
import { requestsTo, statusFixture, stubApi } from '@/test/fixtures';
import { DownlineTransactionsPanel } from './downline-transactions-panel';

const row = (
  id: string,
  kind: TeamTransactionRow['kind'],
  amount: number,
  status: string,
): TeamTransactionRow => ({
  id,
  username: 'playerA',
  kind,
  amount,
  counterparty: kind === 'transfer' ? 'playerB' : null,
  status,
  time: Date.UTC(2026, 10, 20, 12),
});
const answer = (kind: string | null): TeamTransactionsResponse => {
  const all = [row('t1', 'deposit', 50, 'SUCCESS'), row('t2', 'transfer', -20, 'SUCCESS')];
  const list = kind ? all.filter((r) => r.kind === kind) : all;
  return { list, totalCount: list.length, totalPages: 1, pageNo: 1 };
};

afterEach(() => vi.unstubAllGlobals());

describe('DownlineTransactionsPanel', () => {
  it('lists signed amounts with kind, counterparty and status, and filters by kind and member', async () => {
    const fetchMock = stubApi(statusFixture(), undefined, {
      teamTransactions: ({ url }) => answer(url.searchParams.get('kind')),
    });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <DownlineTransactionsPanel />
      </QueryClientProvider>,
    );
    const deposit = await screen.findByTestId('agent-tx-t1');
    expect(deposit.textContent).toContain('+50.00');
    expect(deposit.textContent).toContain('Deposit');
    expect(deposit.textContent).toContain('Successful');
    expect(screen.getByTestId('agent-tx-t2').textContent).toContain('playerB');
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'transfer' } });
    fireEvent.change(screen.getByLabelText('Member username'), { target: { value: ' playerA ' } });
    fireEvent.click(screen.getByTestId('agent-tx-submit'));
    await waitFor(() => expect(screen.queryByTestId('agent-tx-t1')).toBeNull());
    const sent = requestsTo(fetchMock, 'teamTransactions').at(-1)!.url.searchParams;
    expect(sent.get('kind')).toBe('transfer');
    expect(sent.get('member')).toBe('playerA');
    expect(sent.get('from')).toBeNull();
  });
});
