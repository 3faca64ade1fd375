import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '@/test/render-console';

const sentRow = {
  id: 7,
  title: 'Weekend cashback',
  audienceKind: 'group',
  audience: 'VIP 3 · line of demoagent',
  sender: 'ops-admin',
  createdAt: Date.UTC(2026, 0, 5),
  recipients: 40,
  read: 10,
};
const queueCounts = {
  value: {
    deposits: { pending: 0, oldestAt: null },
    withdrawals: { pending: 0, oldestAt: null },
    vendorTransfers: { pending: 0, oldestAt: null },
  },
};
const slow = { timeout: 5000 };
const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

function setup(role = 'support', recipients = 3) {
  const bodies: { preview: unknown[]; send: unknown[] } = { preview: [], send: [] };
  const { fetchMock } = renderConsole('/inbox', {
    role,
    answers: {
      'GET /ops/queues/counts': queueCounts,
      'GET /ops/feedback/counts': { value: { pending: 0, oldestAt: null } },
      'GET /ops/inbox': { value: { list: [sentRow], totalCount: 1, totalPages: 1, pageNo: 1 } },
      'POST /ops/inbox/preview': (body) => {
        bodies.preview.push(body);
        return { value: { recipients } };
      },
      'POST /ops/inbox/send': (body) => {
        bodies.send.push(body);
        return { value: { ...sentRow, id: 8, title: 'Hello VIPs', recipients, read: 0 } };
      },
    },
  });
  return { fetchMock, bodies };
}

describe('back office inbox', () => {
  it('lists sent messages with recipients and reads', async () => {
    setup();
    const row = (await screen.findByText('Weekend cashback', {}, slow)).closest('tr')!;
    expect(within(row).getByText('VIP 3 · line of demoagent')).toBeTruthy();
    expect(within(row).getByText('10 (25%)')).toBeTruthy();
  });

  it('counts the recipients of a group before sending, and sends only after the confirmation', async () => {
    const { bodies } = setup();
    await screen.findByTestId('inbox-kind', {}, slow);
    type('inbox-kind', 'group');
    type('inbox-vip', '3');
    type('inbox-agent', 'demoagent');
    type('inbox-title', 'Hello VIPs');
    type('inbox-content', '<p>Hi</p>');
    fireEvent.click(screen.getByTestId('inbox-review'));
    expect((await screen.findByTestId('inbox-recipient-count')).textContent).toContain('3 players');
    expect(bodies.preview).toEqual([
      { audience: { kind: 'group', filter: { vipLevel: 3, agent: 'demoagent' } } },
    ]);
    expect(bodies.send).toHaveLength(0);
    fireEvent.click(screen.getByTestId('inbox-send'));
    expect((await screen.findByTestId('inbox-sent-notice')).textContent).toContain('sent to 3 players');
    expect(bodies.send).toEqual([
      {
        audience: { kind: 'group', filter: { vipLevel: 3, agent: 'demoagent' } },
        title: 'Hello VIPs',
        content: '<p>Hi</p>',
      },
    ]);
  });

  it('refuses a group without a filter and an empty title without calling the server', async () => {
    const { bodies } = setup();
    await screen.findByTestId('inbox-kind', {}, slow);
    type('inbox-kind', 'group');
    fireEvent.click(screen.getByTestId('inbox-review'));
    await waitFor(() => expect(screen.getByTestId('inbox-label').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByTestId('inbox-title').getAttribute('aria-invalid')).toBe('true');
    expect(bodies.preview).toHaveLength(0);
  });

  it('cannot send when nobody matches', async () => {
    setup('admin', 0);
    await screen.findByTestId('inbox-kind', {}, slow);
    type('inbox-username', 'nobody');
    type('inbox-title', 'Hi');
    type('inbox-content', 'Hello');
    fireEvent.click(screen.getByTestId('inbox-review'));
    await screen.findByTestId('inbox-recipient-count');
    expect((screen.getByTestId('inbox-send') as HTMLButtonElement).disabled).toBe(true);
  });

  it('is not in the menu of a role without playerAccess', async () => {
    renderConsole('/', {
      role: 'finance',
      answers: { 'GET /ops/queues/counts': queueCounts },
    });
    await screen.findByRole('link', { name: /^Players/ }, slow);
    expect(screen.queryByRole('link', { name: /^Inbox/ })).toBeNull();
  });
});
