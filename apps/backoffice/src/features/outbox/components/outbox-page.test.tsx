import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '@/test/render-console';

const sms = {
  id: 12,
  to: '+639171234567',
  subject: null,
  body: 'Your verification code is 482913.',
  status: 'sent',
  createdAt: Date.UTC(2026, 10, 24, 10, 5),
};
const resetLink = 'http://site.test/reset?token=abc123&x=<b>bold</b>';
const mail = {
  id: 7,
  to: 'player@example.com',
  subject: 'Reset your password',
  body: `Choose a new password: ${resetLink}`,
  status: 'outbox',
  createdAt: Date.UTC(2026, 10, 24, 11, 0),
};
const answers = {
  'GET /ops/outbox/sms': { value: [sms] },
  'GET /ops/outbox/mail': { value: [mail] },
};
const outboxCalls = (fetchMock: ReturnType<typeof renderConsole>['fetchMock'], kind: string) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((u) => u.startsWith(`/ops/outbox/${kind}`));

describe('outbox page', () => {
  it('lists the SMS sent, then the e-mails on their tab with the link as plain text', async () => {
    const { fetchMock, router } = renderConsole('/outbox', { role: 'admin', answers });
    const smsTable = await screen.findByRole('region', { name: 'SMS sent' });
    const smsRow = (await within(smsTable).findByText('+639171234567')).closest('tr')!;
    expect(within(smsRow).getByText('Your verification code is 482913.')).toBeTruthy();
    expect(within(smsRow).getByText('Sent')).toBeTruthy();
    expect(within(smsTable).queryByRole('columnheader', { name: 'Subject' })).toBeNull();
    expect(outboxCalls(fetchMock, 'sms')[0]).toBe('/ops/outbox/sms?limit=100');
    expect(outboxCalls(fetchMock, 'mail')).toEqual([]);

    fireEvent.click(screen.getByRole('tab', { name: 'E-mail' }));
    const mailTable = await screen.findByRole('region', { name: 'E-mails sent' });
    const mailRow = (await within(mailTable).findByText('player@example.com')).closest('tr')!;
    expect(router.state.location.search).toBe('?tab=mail');
    expect(screen.getByRole('tab', { name: 'E-mail' }).getAttribute('aria-selected')).toBe('true');
    expect(within(mailRow).getByText('Reset your password')).toBeTruthy();
    expect(within(mailRow).getByText('Kept (no provider)')).toBeTruthy();
    // The body is text: the link is not a link and its markup is not rendered.
    expect(within(mailRow).getByText(`Choose a new password: ${resetLink}`)).toBeTruthy();
    expect(within(mailRow).queryByRole('link')).toBeNull();
    expect(mailRow.querySelector('b')).toBeNull();
  });

  it('filters by recipient: the number goes to the server and into the URL', async () => {
    const { fetchMock, router } = renderConsole('/outbox', { role: 'admin', answers });
    await screen.findByText('+639171234567');
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: ' +639170000001 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?to=%2B639170000001'));
    await waitFor(() =>
      expect(outboxCalls(fetchMock, 'sms')).toContain('/ops/outbox/sms?to=%2B639170000001&limit=100'),
    );
  });

  it('opens on the e-mail tab filtered from the URL, and says when nothing was sent', async () => {
    const { fetchMock } = renderConsole('/outbox?tab=mail&to=nobody%40example.com', {
      role: 'admin',
      answers: { 'GET /ops/outbox/mail': { value: [] } },
    });
    expect(await screen.findByText('No messages to this recipient.')).toBeTruthy();
    expect((screen.getByLabelText('E-mail address') as HTMLInputElement).value).toBe('nobody@example.com');
    expect(outboxCalls(fetchMock, 'mail')).toEqual(['/ops/outbox/mail?to=nobody%40example.com&limit=100']);
  });

  it('refreshes on demand and is in the players group of the menu', async () => {
    const { fetchMock } = renderConsole('/outbox', { role: 'admin', answers });
    await screen.findByText('+639171234567');
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: /Messages sent/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(outboxCalls(fetchMock, 'sms').length).toBe(2));
  });

  it('is not in the menu of support: the messages hold codes and reset links', async () => {
    renderConsole('/jobs', { role: 'support', answers: { 'GET /ops/jobs': { value: { jobs: [] } } } });
    const menu = await screen.findByRole('navigation', { name: 'Menu' });
    expect(within(menu).queryByRole('link', { name: /Messages sent/ })).toBeNull();
    expect(within(menu).getByRole('link', { name: /Players/ })).toBeTruthy();
  });
});
