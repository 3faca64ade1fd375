import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '@/test/render-console';

const settings = {
  topLevelTerms: {
    DIVIDEND: null,
    DAILY_WAGE: { kind: 'DAILY_WAGE', tiers: [{ teamBetting: 1000, activeMembers: 5, rate: 1.5 }] },
    HOURLY_SALARY: null,
    REALTIME_SALARY: { kind: 'REALTIME_SALARY', profitRate: 0.5, lossRate: 1, minSingleBet: 10 },
  },
  releaseDelayMinutes: 60,
};
const puts = (fetchMock: ReturnType<typeof renderConsole>['fetchMock']) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');

describe('agent terms page', () => {
  it('refuses a tier rate above 100 % under the cell and sends nothing', async () => {
    const { fetchMock } = renderConsole('/agents', {
      answers: { 'GET /ops/agents/contractSettings': { value: settings } },
    });
    const rate = await screen.findByLabelText('Daily wage tier 1: Rate (%)');
    await waitFor(() => expect((rate as HTMLInputElement).value).toBe('1.5'));
    fireEvent.change(rate, { target: { value: '150' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save agent terms' }));
    await waitFor(() => expect(rate.getAttribute('aria-invalid')).toBe('true'));
    expect(puts(fetchMock)).toHaveLength(0);
  });

  it('sends the offered kinds with their tiers and nulls for the others', async () => {
    const { fetchMock } = renderConsole('/agents', {
      answers: {
        'GET /ops/agents/contractSettings': { value: settings },
        'PUT /ops/agents/contractSettings': (body) => ({ value: body }),
      },
    });
    fireEvent.click(await screen.findByLabelText('Offer Dividend contracts to top-level agents'));
    fireEvent.change(await screen.findByLabelText('Dividend tier 1: Rate (%)'), {
      target: { value: '2.25' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add tier (Daily wage)' }));
    fireEvent.change(screen.getByLabelText('Daily wage tier 2: Team valid bet'), {
      target: { value: '5000' },
    });
    fireEvent.change(screen.getByLabelText('Daily wage tier 2: Rate (%)'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save agent terms' }));
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(JSON.parse(String(puts(fetchMock)[0]![1]!.body))).toEqual({
      ...settings,
      topLevelTerms: {
        ...settings.topLevelTerms,
        DIVIDEND: {
          kind: 'DIVIDEND',
          period: 'W',
          tiers: [{ periodValidBet: 0, periodProfitLoss: 0, activeMembers: 0, rate: 2.25 }],
        },
        DAILY_WAGE: {
          kind: 'DAILY_WAGE',
          tiers: [
            { teamBetting: 1000, activeMembers: 5, rate: 1.5 },
            { teamBetting: 5000, activeMembers: 0, rate: 2 },
          ],
        },
      },
    });
  });

  it('puts the server field errors under their fields', async () => {
    renderConsole('/agents', {
      answers: {
        'GET /ops/agents/contractSettings': { value: settings },
        'PUT /ops/agents/contractSettings': {
          errorCode: 'request.param.err',
          value: { fields: [{ path: 'releaseDelayMinutes', code: 'too_big' }] },
        },
      },
    });
    const delay = await screen.findByLabelText('Release delay (minutes)');
    await waitFor(() => expect((delay as HTMLInputElement).value).toBe('60'));
    fireEvent.click(screen.getByRole('button', { name: 'Save agent terms' }));
    await waitFor(() => expect(delay.getAttribute('aria-invalid')).toBe('true'));
  });

  it('shows the terms read-only without configure', async () => {
    renderConsole('/agents', {
      role: 'support',
      answers: { 'GET /ops/agents/contractSettings': { value: settings } },
    });
    const rate = await screen.findByLabelText('Daily wage tier 1: Rate (%)');
    expect((rate as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save agent terms' })).toBeNull();
  });

  it('says why the terms could not be read', async () => {
    renderConsole('/agents', {
      answers: { 'GET /ops/agents/contractSettings': { errorCode: 'contract.not.found', status: 404 } },
    });
    expect(await screen.findByText('That contract does not exist.')).toBeTruthy();
    expect(screen.queryByText('Loading the agent terms…')).toBeNull();
  });
});
