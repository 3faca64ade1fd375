import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
import { apiFail, requestsTo, statusFixture, stubApi, type StubRoutes } from '@/test/fixtures';
import type { AgentContract } from '../model/contract-view';
import { IncomeTable } from './income-table';
import { OfferedToMe } from './offered-to-me';

const contract = (id: number, rate: number, over: Partial<AgentContract> = {}): AgentContract => ({
  id,
  kind: 'DAILY_WAGE',
  state: 'ACTIVE',
  upline: 'boss',
  downline: `down-${id}`,
  terms: { kind: 'DAILY_WAGE', tiers: [{ teamBetting: 1000, activeMembers: 1, rate }] },
  maxRate: rate,
  offeredAt: 0,
  decidedAt: null,
  endsAt: null,
  ...over,
});

function setup(offers: AgentContract[], given: AgentContract[], stubs: StubRoutes = {}) {
  const fetchMock = stubApi(statusFixture(), undefined, {
    respondContract: ({ body }) => contract(body.contractId, 1),
    ...stubs,
  });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <OfferedToMe offers={offers} given={given} />
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
    const fetchMock = setup([contract(1, 2, { state: 'PENDING' })], [contract(7, 1)]);
    fireEvent.click(screen.getByRole('button', { name: 'ACCEPT' }));
    await waitFor(() => expect(requestsTo(fetchMock, 'respondContract')).toHaveLength(1));
    expect(requestsTo(fetchMock, 'respondContract')[0]!.body).toEqual({ contractId: 1, accept: true });
  });

  it('lists the downline contracts that end and re-sends with the confirmation flag once I agree', async () => {
    const fetchMock = setup([contract(1, 1, { state: 'PENDING' })], [contract(7, 1.5), contract(8, 0.5)]);
    fireEvent.click(screen.getByRole('button', { name: 'ACCEPT' }));
    const dialog = await screen.findByTestId('contract-ends-dialog');
    expect(dialog.textContent).toContain('down-7');
    expect(dialog.textContent).not.toContain('down-8');
    expect(requestsTo(fetchMock, 'respondContract')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Agree and accept' }));
    await waitFor(() => expect(requestsTo(fetchMock, 'respondContract')).toHaveLength(1));
    expect(requestsTo(fetchMock, 'respondContract')[0]!.body).toEqual({
      contractId: 1,
      accept: true,
      confirmEndDownlines: true,
    });
  });

  it("asks when the server's refusal names endings this screen did not know of", async () => {
    setup([contract(1, 1, { state: 'PENDING' })], [], {
      respondContract: () => apiFail(409, 'contract.accept.ends.downlines', { contracts: [contract(9, 2)] }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'ACCEPT' }));
    expect((await screen.findByTestId('contract-ends-dialog')).textContent).toContain('down-9');
  });
});

describe('income table', () => {
  it('shows base × rate − passed down = amount and the status', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <IncomeTable
          rows={[
            {
              id: 1,
              contractId: 1,
              kind: 'DAILY_WAGE',
              period: '2026-11-24',
              periodStart: 0,
              periodEnd: 1,
              base: 10000,
              rate: 1.5,
              gross: 150,
              passedDown: 50,
              passedDownLines: [],
              amount: 100,
              status: 'PAID',
              paidAt: 2,
            },
          ]}
        />
      </I18nextProvider>,
    );
    const row = screen.getByTestId('income-row-1').textContent!;
    expect(row).toContain('10,000.00 × 1.5% − 50.00 = 100.00');
    expect(row).toContain('Paid');
  });
});
