import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { allErrorCodes } from '@bet/contracts/error-codes';
import errors from '@/locales/en/errors.json';
import { getSession } from '@/shared/session/session-store';
import { renderConsole } from '@/test/render-console';

describe('console shell', () => {
  it('sends a signed-out visitor to the sign-in page and signs in', async () => {
    const { fetchMock, router } = renderConsole('/players', {
      role: null,
      answers: { 'POST /ops/session/login': { value: { token: 't1', role: 'support' } } },
    });
    expect(await screen.findByRole('heading', { name: 'Operator sign-in' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'helpdesk' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(getSession()?.role).toBe('support'));
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({
      username: 'helpdesk',
      password: 'secret password',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/players'));
  });

  it('shows an empty form error under the field and calls nothing', async () => {
    const { fetchMock } = renderConsole('/sign-in', { role: null });
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect((await screen.findAllByText('Too short or too small.')).length).toBe(2);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('translates a refused sign-in', async () => {
    renderConsole('/sign-in', {
      role: null,
      answers: { 'POST /ops/session/login': { errorCode: 'operator.credentials.invalid', status: 401 } },
    });
    fireEvent.change(await screen.findByLabelText('Username'), { target: { value: 'admin' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Wrong username or password.')).toBeTruthy();
  });

  it('has a sentence for every error code of the contract', () => {
    expect(allErrorCodes.filter((code) => !(code in errors))).toEqual([]);
  });
});
