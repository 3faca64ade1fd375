import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '@/test/render-console';

const sessions = [
  { id: 1, createdAt: 1, lastSeenAt: 2, expiresAt: 3, ip: '10.0.0.1', userAgent: 'Firefox', current: true },
  { id: 2, createdAt: 1, lastSeenAt: 2, expiresAt: 3, ip: '10.0.0.2', userAgent: 'Chrome', current: false },
];

describe('my account', () => {
  it('shows the two-factor status and my sessions, and ends another one', async () => {
    const { fetchMock } = renderConsole('/account', {
      role: 'support',
      answers: {
        'GET /ops/account': {
          value: {
            username: 'support1',
            role: 'support',
            twoFactorEnrolled: false,
            twoFactorRequired: false,
            idleMinutes: 30,
          },
        },
        'GET /ops/account/sessions': { value: sessions },
        'POST /ops/account/sessions/end': { value: true },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'My account' })).toBeTruthy();
    expect(await screen.findByText('30 minutes without activity')).toBeTruthy();
    expect(screen.getByText('Not set up')).toBeTruthy();
    expect(screen.getByText('This session')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My account' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /End the session started .* from 10.0.0.2/ }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url) === '/ops/account/sessions/end')).toBe(true),
    );
    const call = fetchMock.mock.calls.find(([url]) => String(url) === '/ops/account/sessions/end')!;
    expect(JSON.parse(String(call[1]!.body))).toEqual({ id: 2 });
  });
});
