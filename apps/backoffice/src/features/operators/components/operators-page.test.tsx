import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '@/test/render-console';

const operators = [
  {
    username: 'admin1',
    role: 'admin',
    disabled: false,
    twoFactorEnrolled: true,
    createdAt: 1,
    lastSignInAt: 2,
  },
  {
    username: 'cashier',
    role: 'finance',
    disabled: false,
    twoFactorEnrolled: true,
    createdAt: 1,
    lastSignInAt: null,
  },
];

describe('operators page', () => {
  it('says a bad username under its field and creates nothing', async () => {
    const { fetchMock } = renderConsole('/operators', {
      answers: { 'GET /ops/operators': { value: operators } },
    });
    fireEvent.change(await screen.findByLabelText('Username'), { target: { value: 'A!' } });
    fireEvent.change(screen.getByLabelText('First password'), { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create operator' }));
    const username = screen.getByLabelText('Username');
    await waitFor(() => expect(username.getAttribute('aria-invalid')).toBe('true'));
    expect(
      document.getElementById(username.getAttribute('aria-describedby')!.split(' ')[0]!)!.textContent,
    ).toBe('The format is not valid.');
    expect(screen.getByText('Too short or too small.')).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
  });

  it('disables an operator with a reason, and offers nothing on my own row', async () => {
    const { fetchMock } = renderConsole('/operators', {
      answers: {
        'GET /ops/operators': { value: operators },
        'PUT /ops/operators/disabled': { value: { ...operators[1], disabled: true } },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Disable cashier' }));
    expect(screen.queryByRole('button', { name: 'Disable admin1' })).toBeNull();
    const dialog = await screen.findByRole('dialog', { name: 'Disable cashier' });
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'left the company' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url, init]) => String(url) === '/ops/operators/disabled' && init?.method === 'PUT',
        ),
      ).toBe(true),
    );
    const call = fetchMock.mock.calls.find(([url]) => String(url) === '/ops/operators/disabled')!;
    expect(JSON.parse(String(call[1]!.body))).toEqual({
      username: 'cashier',
      disabled: true,
      reason: 'left the company',
    });
  });
});
