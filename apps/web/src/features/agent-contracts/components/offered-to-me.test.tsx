import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
import { requestsTo, statusFixture, stubApi } from '@/test/fixtures';
import type { ContractView } from '../model/contract-view';
import { IncomeTable } from './income-table';
import { OfferedToMe } from './offered-to-me';

const contract = (id: string, rate: number, over: Partial<ContractView> = {}): ContractView => ({
  id,
  upline: 'boss',
  downline: `down-${id}`,
  state: 'active',
  since: '2026-11-01',
  terms: { kind: 'dailyWage', tiers: [{ validBet: 1000, activeMembers: 1, rate }] },
  ...over,
});

function setup(offers: ContractView[], given: ContractView[]) {
  const fetchMock = stubApi(statusFixture(), undefined, { dailySalaryRequest: () => ({}) });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <OfferedToMe kind="dailyWage" offers={offers} given={given} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return fetchMock;
}

beforeEach(() => {
  useSession.getState().setMerchant('DEMO');
  useSession.getState().login({ token: 'tok-1', isAgent: '1', nickname: 'Agent', account: 'agent1' });
});

describe('accepting an offer', () => {
  it('accepts at once when no contract I gave is above the new rate', async () => {
    const fetchMock = setup([contract('o1', 2, { state: 'pending' })], [contract('g1', 1)]);
    fireEvent.click(screen.getByRole('button', { name: 'ACCEPT' }));
    await waitFor(() => expect(requestsTo(fetchMock, 'dailySalaryRequest')).toHaveLength(1));
    expect(requestsTo(fetchMock, 'dailySalaryRequest')[0]!.body).toEqual({
      action: 'accept',
      contractId: 'o1',
    });
  });

  it('lists the downline contracts that end and re-sends with the confirmation flag once I agree', async () => {
    const fetchMock = setup(
      [contract('o1', 1, { state: 'pending' })],
      [contract('g1', 1.5), contract('g2', 0.5)],
    );
    fireEvent.click(screen.getByRole('button', { name: 'ACCEPT' }));
    const dialog = await screen.findByTestId('contract-ends-dialog');
    expect(dialog.textContent).toContain('down-g1');
    expect(dialog.textContent).not.toContain('down-g2');
    expect(requestsTo(fetchMock, 'dailySalaryRequest')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Agree and accept' }));
    await waitFor(() => expect(requestsTo(fetchMock, 'dailySalaryRequest')).toHaveLength(1));
    expect(requestsTo(fetchMock, 'dailySalaryRequest')[0]!.body).toEqual({
      action: 'accept',
      contractId: 'o1',
      confirmEndDownlines: true,
    });
  });
});

describe('income table', () => {
  it('shows base × (rate − passed down) = amount and the status', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <IncomeTable
          rows={[
            {
              id: 'r1',
              kind: 'dailyWage',
              period: '2026-11-24',
              base: 10000,
              rate: 1.5,
              passedDownRate: 0.5,
              amount: 100,
              status: 'paid',
            },
          ]}
        />
      </I18nextProvider>,
    );
    const row = screen.getByTestId('income-row-r1').textContent!;
    expect(row).toMatch(/10,000\.00 × \(1\.5% − 0\.5%\) = 100\.00/);
    expect(row).toContain('Paid');
  });
});
