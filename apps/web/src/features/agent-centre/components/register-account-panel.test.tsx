import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CreateDownlineRequest } from '@bet/contracts/agent/agent-team';
import { ApiError } from '@/shared/api/api-error';
import { statusFixture, stubApi } from '@/test/fixtures';
import { registerSettingsFixture } from '@/test/identity-fixtures';
import { RegisterAccountPanel } from './register-account-panel';

// The call itself is encrypted with the status key; here only what the panel sends matters.
const createDownline = vi.fn(async (body: CreateDownlineRequest) => ({
  username: body.username ?? '',
  type: body.kind === 'agent' ? 1 : 0,
  isAgent: body.kind === 'agent',
}));
vi.mock('../api/create-downline', async (importActual) => {
  const { useMutation } = await import('@tanstack/react-query');
  return {
    ...(await importActual<object>()),
    useCreateDownline: () => useMutation({ mutationFn: createDownline }),
  };
});

afterEach(() => {
  vi.unstubAllGlobals();
  createDownline.mockClear();
});

const renderPanel = (onOfferContract = vi.fn()) => {
  stubApi(statusFixture(), undefined, { registerSettings: () => registerSettingsFixture() });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RegisterAccountPanel onOfferContract={onOfferContract} />
    </QueryClientProvider>,
  );
  return onOfferContract;
};

describe('RegisterAccountPanel', () => {
  it('checks the merchant rules before calling', async () => {
    renderPanel();
    fireEvent.change(await screen.findByTestId('agent-register-username'), { target: { value: '1ab' } });
    fireEvent.change(screen.getByTestId('agent-register-password'), { target: { value: 'short' } });
    fireEvent.click(screen.getByTestId('agent-register-submit'));
    await waitFor(() =>
      expect(screen.getByTestId('agent-register-username').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(screen.getByTestId('agent-register-password').getAttribute('aria-invalid')).toBe('true');
    expect(createDownline).not.toHaveBeenCalled();
  });

  it('creates an agent under me and offers it a contract', async () => {
    const onOffer = renderPanel();
    fireEvent.click(await screen.findByTestId('agent-register-kind-agent'));
    fireEvent.change(screen.getByTestId('agent-register-username'), { target: { value: 'newAgent1' } });
    fireEvent.change(screen.getByTestId('agent-register-password'), { target: { value: 'Secret123' } });
    fireEvent.change(screen.getByTestId('agent-register-confirmPassword'), {
      target: { value: 'Secret123' },
    });
    fireEvent.click(screen.getByTestId('agent-register-submit'));
    expect((await screen.findByTestId('agent-register-created')).textContent).toContain('newAgent1');
    expect(createDownline.mock.calls[0]![0]).toMatchObject({
      username: 'newAgent1',
      kind: 'agent',
      agreeTerms: true,
    });
    fireEvent.click(screen.getByTestId('agent-register-offer'));
    expect(onOffer).toHaveBeenCalledWith('newAgent1');
  });

  it('says why the server refused when no field is named', async () => {
    renderPanel();
    createDownline.mockRejectedValueOnce(new ApiError(403, 'agent.not.agent'));
    fireEvent.change(await screen.findByTestId('agent-register-username'), {
      target: { value: 'newPlayer1' },
    });
    fireEvent.change(screen.getByTestId('agent-register-password'), { target: { value: 'Secret123' } });
    fireEvent.change(screen.getByTestId('agent-register-confirmPassword'), {
      target: { value: 'Secret123' },
    });
    fireEvent.click(screen.getByTestId('agent-register-submit'));
    expect((await screen.findByTestId('agent-register-error')).textContent).toContain('Only agents');
    expect(screen.queryByTestId('agent-register-created')).toBeNull();
  });
});
