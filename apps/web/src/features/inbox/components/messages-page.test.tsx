import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { InboxMessageSummary } from '@bet/contracts/content/inbox';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { changeLanguage, i18n } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
import { apiFail, requestsTo, statusFixture, stubApi } from '@/test/fixtures';
import { MessagesPage } from './messages-page';

const summary = (id: number, read: boolean): InboxMessageSummary => ({
  id,
  title: `Message ${id}`,
  createdAt: Date.UTC(2026, 0, id),
  read,
});

/** A small in-memory inbox behind the stubbed API: what the server would answer. */
function setup(renderFeedback?: () => React.ReactNode) {
  const inbox = new Map([3, 2, 1].map((id) => [id, summary(id, id !== 3)]));
  const unread = () => [...inbox.values()].filter((m) => !m.read).length;
  const fetchMock = stubApi(statusFixture(), undefined, {
    inboxMessages: () => ({
      list: [...inbox.values()],
      totalCount: inbox.size,
      totalPages: 1,
      pageNo: 1,
      unread: unread(),
    }),
    readInboxMessage: ({ body }) => {
      const m = inbox.get((body as { id: number }).id);
      if (!m) return apiFail(404, 'inbox.message.not.found');
      m.read = true;
      return {
        message: {
          ...m,
          content: '<p>Hi <b>there</b><img src=x onerror="alert(1)"></p><script>bad()</script>',
        },
        unread: unread(),
      };
    },
    readAllInboxMessages: () => {
      inbox.forEach((m) => (m.read = true));
      return { unread: 0 };
    },
    deleteInboxMessage: ({ body }) => {
      inbox.delete((body as { id: number }).id);
      return { unread: unread() };
    },
  });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MessagesPage renderFeedback={renderFeedback} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return fetchMock;
}

beforeEach(async () => {
  await changeLanguage('EN');
  useSession.getState().setMerchant('DEMO');
  useSession.getState().login({ token: 'tok-1', isAgent: '0', nickname: 'Lucky', account: 'player1' });
});

describe('the messages page (member centre messageV2)', () => {
  it('lists messages newest first with the unread ones marked, and opens one safely (now read)', async () => {
    setup();
    const item = await screen.findByTestId('inbox-item-3');
    expect(item.getAttribute('data-unread')).toBe('true');
    expect(item.textContent).toContain('Unread: Message 3');
    expect(screen.getByTestId('inbox-item-2').getAttribute('data-unread')).toBeNull();
    expect(screen.getByTestId('inbox-unread-count').textContent).toContain('1 unread');

    fireEvent.click(item);
    expect((await screen.findByTestId('inbox-message-title')).textContent).toContain('Message 3');
    const content = screen.getByTestId('inbox-message-content');
    expect(content.innerHTML).toContain('<b>there</b>');
    expect(content.innerHTML).not.toMatch(/onerror|script/);
    await waitFor(() => expect(screen.getByTestId('inbox-item-3').getAttribute('data-unread')).toBeNull());
    expect(screen.getByTestId('inbox-unread-count').textContent).toContain('0 unread');
    expect((screen.getByTestId('inbox-read-all') as HTMLButtonElement).disabled).toBe(true);
  });

  it('marks all read', async () => {
    const fetchMock = setup();
    await screen.findByTestId('inbox-item-3');
    fireEvent.click(screen.getByTestId('inbox-read-all'));
    await waitFor(() => expect(screen.getByTestId('inbox-item-3').getAttribute('data-unread')).toBeNull());
    expect(requestsTo(fetchMock, 'readAllInboxMessages')).toHaveLength(1);
  });

  it('deletes the open message after a confirmation', async () => {
    const fetchMock = setup();
    fireEvent.click(await screen.findByTestId('inbox-item-2'));
    fireEvent.click(await screen.findByTestId('inbox-delete'));
    const dialog = await screen.findByTestId('inbox-delete-confirm');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByTestId('inbox-item-2')).toBeNull());
    expect(requestsTo(fetchMock, 'deleteInboxMessage')[0]!.body).toEqual({ id: 2 });
    expect(screen.queryByTestId('inbox-message')).toBeNull();
  });

  it('shows "My feedback" as a second tab only when the page is given one', async () => {
    setup(() => <p data-testid="feedback-stand-in">feedback</p>);
    fireEvent.click(await screen.findByTestId('inbox-tab-feedback'));
    expect(await screen.findByTestId('feedback-stand-in')).toBeTruthy();
    expect(screen.queryByTestId('inbox-item-3')).toBeNull();
  });

  it('has no tabs without a feedback page', async () => {
    setup();
    await screen.findByTestId('inbox-item-3');
    expect(screen.queryByRole('tablist')).toBeNull();
  });
});
