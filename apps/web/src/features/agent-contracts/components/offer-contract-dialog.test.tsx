import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import type { ConsolidatedContractResponse } from '@bet/contracts/agent/agent-contracts';
import { i18n } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
import { requestsTo, statusFixture, stubApi } from '@/test/fixtures';
import { OfferContractDialog } from './offer-contract-dialog';

/** A top-level agent: no contract received, its own rate is the house's terms (the ceiling). */
const topLevel: ConsolidatedContractResponse = {
  dailysalreqtype: 0,
  divtypereq: 0,
  contracthoursalreq: 0,
  realtimesalreqtype: 0,
  contractmrdailysalinfotype: null,
  contracthoursalinfo: null,
  dailysalinfotype: null,
  realtimesalinfotype: null,
  divtypeinfo: null,
  received: [],
  given: [],
  canOffer: { DIVIDEND: true, DAILY_WAGE: true, HOURLY_SALARY: false, REALTIME_SALARY: false },
  ceilings: { DIVIDEND: 10, DAILY_WAGE: 2, HOURLY_SALARY: null, REALTIME_SALARY: null },
  // The house's dividend terms are weekly: every dividend offered down the line is weekly.
  dividendPeriod: 'W',
};

function setup() {
  const fetchMock = stubApi(statusFixture(), undefined, {
    consolidatedContract: () => topLevel,
  });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <OfferContractDialog downline="down1" open onClose={() => undefined} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return fetchMock;
}

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeEach(() => {
  useSession.getState().setMerchant('DEMO');
  useSession.getState().login({ token: 'tok-1', isAgent: '1', nickname: 'Agent', account: 'agent1' });
});

describe('offering as a top-level agent', () => {
  it("shows the house's rate as the ceiling and refuses a rate above it without a call", async () => {
    const fetchMock = setup();
    fireEvent.change(screen.getByLabelText('Contract kind'), { target: { value: 'DAILY_WAGE' } });
    expect(await screen.findByText('2%')).toBeTruthy();
    fill('Team betting', '0');
    fill('Active members', '1');
    fill('Rate %', '2.5');
    fireEvent.click(screen.getByTestId('offer-submit'));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(requestsTo(fetchMock, 'dailySalaryRequest')).toHaveLength(0);
  });

  it('sends an offer within the ceiling', async () => {
    const fetchMock = setup();
    fireEvent.change(screen.getByLabelText('Contract kind'), { target: { value: 'DAILY_WAGE' } });
    await screen.findByText('2%');
    fill('Team betting', '0');
    fill('Active members', '1');
    fill('Rate %', '1.5');
    fireEvent.click(screen.getByTestId('offer-submit'));
    await waitFor(() => expect(requestsTo(fetchMock, 'dailySalaryRequest')).toHaveLength(1));
    expect(requestsTo(fetchMock, 'dailySalaryRequest')[0]!.body).toMatchObject({
      downline: 'down1',
      tiers: [{ teamBetting: 0, activeMembers: 1, rate: 1.5 }],
    });
  });

  it("offers a dividend on its own dividend's period, shown and not chosen", async () => {
    const fetchMock = setup();
    fireEvent.change(screen.getByLabelText('Contract kind'), { target: { value: 'DIVIDEND' } });
    expect(await screen.findByText('Weekly')).toBeTruthy();
    expect(screen.getByTestId('offer-period').textContent).toContain('Same as your own dividend');
    expect(screen.queryByRole('option', { name: 'Monthly' })).toBeNull();
    fill('Valid bet', '0');
    fill('Rate %', '5');
    fireEvent.click(screen.getByTestId('offer-submit'));
    await waitFor(() => expect(requestsTo(fetchMock, 'dividendRequest')).toHaveLength(1));
    expect(requestsTo(fetchMock, 'dividendRequest')[0]!.body).toMatchObject({
      downline: 'down1',
      period: 'W',
      tiers: [{ periodValidBet: 0, periodProfitLoss: 0, activeMembers: 0, rate: 5 }],
    });
  });
});
