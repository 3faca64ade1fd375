import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '@/test/render-console';

const answers = {
  'GET /ops/system/maintenance': { value: { enabled: false, startTime: null, endTime: null } },
  'GET /ops/system/regionRestriction': { value: { countries: ['US'] } },
  'GET /ops/money/depositChannels': {
    value: {
      channels: [{ id: 1, type: 'OFFLINE', name: 'Bank', minAmount: 100, maxAmount: 5000, enabled: true }],
    },
  },
  'GET /ops/money/settings': {
    value: { withdrawMin: 100, withdrawMax: 50000, autoConfirmMinutes: 1440, maxBankCards: 5 },
  },
  'PUT /ops/system/maintenance': { value: { enabled: true, startTime: null, endTime: null } },
};
const sent = (fetchMock: ReturnType<typeof renderConsole>['fetchMock'], method: string) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === method);

describe('settings pages', () => {
  it('shows a bad country code under the field and sends nothing', async () => {
    const { fetchMock } = renderConsole('/settings/maintenance', { answers });
    const countries = await screen.findByLabelText('Refused countries');
    await waitFor(() => expect((countries as HTMLInputElement).value).toBe('US'));
    fireEvent.change(countries, { target: { value: 'US, Germany' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save countries' }));
    expect(await screen.findByText('The format is not valid.')).toBeTruthy();
    expect(countries.getAttribute('aria-invalid')).toBe('true');
    expect(sent(fetchMock, 'PUT')).toHaveLength(0);
  });

  it('refuses a maintenance end before its start under the field', async () => {
    const { fetchMock } = renderConsole('/settings/maintenance', { answers });
    fireEvent.change(await screen.findByLabelText('Starts'), { target: { value: '2030-01-02T10:00' } });
    fireEvent.change(screen.getByLabelText('Ends'), { target: { value: '2030-01-01T10:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save maintenance' }));
    expect(await screen.findByText('This value is not valid.')).toBeTruthy();
    expect(sent(fetchMock, 'PUT')).toHaveLength(0);
  });

  it('sends the maintenance switch as the contract says', async () => {
    const { fetchMock } = renderConsole('/settings/maintenance', { answers });
    fireEvent.click(await screen.findByLabelText('Maintenance on'));
    fireEvent.click(screen.getByRole('button', { name: 'Save maintenance' }));
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(JSON.parse(String(sent(fetchMock, 'PUT')[0]![1]!.body))).toEqual({
      enabled: true,
      startTime: null,
      endTime: null,
    });
  });

  it('shows a deposit minimum above its maximum under the field, nothing sent', async () => {
    const { fetchMock } = renderConsole('/settings/money', { answers });
    const min = await screen.findByLabelText('Bank minimum');
    fireEvent.change(min, { target: { value: '9000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Bank' }));
    await waitFor(() => expect(min.getAttribute('aria-invalid')).toBe('true'));
    expect(sent(fetchMock, 'PUT')).toHaveLength(0);
  });

  it('shows support the settings read-only, without a save button', async () => {
    renderConsole('/settings/money', { role: 'support', answers });
    const min = await screen.findByLabelText('Bank minimum');
    expect((min as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: /Save/ })).toBeNull();
  });
});
