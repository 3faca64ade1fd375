import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFail, requestsTo, statusFixture, stubApi, type RouteStubs } from '@/test/fixtures';
import { clearClientMock } from '@/test/identity-mocks';
import { changeLanguage, i18n } from '@/shared/i18n/i18n';
import { TransferDownlineDialog } from './transfer-downline-dialog';

// The call is encrypted with the status key; here the body travels in clear so the stub reads it.
vi.mock('@/shared/api/client', (importOriginal) => clearClientMock(importOriginal));

afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLanguage('EN');
});

const show = (stubs: RouteStubs) => {
  const fetchMock = stubApi(statusFixture(), undefined, stubs);
  const onDone = vi.fn();
  const onClose = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <TransferDownlineDialog username="agentA" downlineBalance={12.5} onClose={onClose} onDone={onDone} />
    </QueryClientProvider>,
  );
  return { fetchMock, onDone, onClose, queryClient };
};

const fill = (amount: string, password = '123456') => {
  fireEvent.change(screen.getByTestId('agent-transfer-amount'), { target: { value: amount } });
  fireEvent.change(screen.getByTestId('agent-transfer-password'), { target: { value: password } });
  fireEvent.click(screen.getByTestId('agent-transfer-submit'));
};

describe('TransferDownlineDialog', () => {
  it('sends the downline, the amount as a number, the payment password and a request id', async () => {
    const { fetchMock, onDone, queryClient } = show({
      transferDownline: () => ({ transferId: '41', balance: 1979.5 }),
    });
    // The header's balance (the wallet feature's query) and the team's figures are asked again.
    queryClient.setQueryData(['wallet', 'balance', 'token'], { balance: [] });
    queryClient.setQueryData(['agent', 'teamMembers', {}], { list: [] });
    expect(screen.getByTestId('agent-transfer-dialog').textContent).toContain('Balance of agentA: 12.50');
    fill(' 20.5 ');
    await waitFor(() =>
      expect(onDone).toHaveBeenCalledWith({ username: 'agentA', amount: 20.5, balance: 1979.5 }),
    );
    await waitFor(() =>
      expect(queryClient.getQueryState(['wallet', 'balance', 'token'])?.isInvalidated).toBe(true),
    );
    expect(queryClient.getQueryState(['agent', 'teamMembers', {}])?.isInvalidated).toBe(true);
    const [sent] = requestsTo(fetchMock, 'transferDownline');
    expect(sent?.body).toEqual({
      downline: 'agentA',
      amount: 20.5,
      paymentPassword: '123456',
      requestId: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
    });
  });

  it('shows the server refusal translated: under the field it is about, or for the dialog', async () => {
    const answers = [
      apiFail(400, 'payment.password.wrong', { fields: [{ path: 'paymentPassword', code: 'wrong' }] }),
      apiFail(400, 'balance.insufficient'),
      apiFail(404, 'downline.not.found'),
    ];
    const { fetchMock, onDone } = show({ transferDownline: () => answers.shift()! });
    fill('20', '000000');
    expect((await screen.findByTestId('agent-transfer-password-error')).textContent).toBe(
      i18n.t('error.payment.password.wrong'),
    );
    expect(screen.getByTestId('agent-transfer-password-error').textContent).toBe(
      'The payment password is wrong.',
    );

    fill('1000000');
    expect((await screen.findByTestId('agent-transfer-amount-error')).textContent).toBe(
      'Your balance is not enough for this amount.',
    );

    // Not one of my direct downlines (the server decides), in Tagalog this time.
    await changeLanguage('TY');
    fill('20');
    await waitFor(() =>
      expect(screen.getByTestId('agent-transfer-error').textContent).toBe(
        i18n.t('error.downline.not.found', { lng: 'ty' }),
      ),
    );
    expect(screen.getByTestId('agent-transfer-error').textContent).not.toBe(
      i18n.t('error.downline.not.found', { lng: 'en' }),
    );
    expect(requestsTo(fetchMock, 'transferDownline')).toHaveLength(3);
    expect(onDone).not.toHaveBeenCalled();
  });

  it.each(['', '0', '-5', '12.345', 'abc', '1e3', '99999999999'])(
    'refuses the amount %j before any call',
    async (amount) => {
      const { fetchMock } = show({ transferDownline: () => ({ transferId: '1', balance: 0 }) });
      fill(amount);
      await waitFor(() =>
        expect(screen.getByTestId('agent-transfer-amount').getAttribute('aria-invalid')).toBe('true'),
      );
      expect(screen.getByTestId('agent-transfer-amount-error').textContent).toBe(
        amount ? 'Please enter an amount above 0 with at most 2 decimals' : 'This field is required',
      );
      expect(requestsTo(fetchMock, 'transferDownline')).toEqual([]);
    },
  );

  it('asks for the payment password before any call', async () => {
    const { fetchMock } = show({ transferDownline: () => ({ transferId: '1', balance: 0 }) });
    fill('5', '');
    expect((await screen.findByTestId('agent-transfer-password-error')).textContent).toBe(
      'This field is required',
    );
    expect(requestsTo(fetchMock, 'transferDownline')).toEqual([]);
  });
});
