import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '@/test/render-console';

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const item = {
  id: 12,
  questionType: 'deposit',
  content: 'My deposit from this morning is missing.',
  status: 'pending',
  reply: null,
  repliedAt: null,
  createdAt: Date.now() - 3_600_000,
  screenshotIds: [31],
  username: 'demoplayer',
  handledBy: null,
  closedAt: null,
};
const answers = {
  'GET /ops/feedback': { value: { list: [item], totalCount: 1, totalPages: 1, pageNo: 1 } },
  'GET /ops/feedback/counts': { value: { pending: 4, oldestAt: null } },
  'GET /ops/feedback/detail': { value: item },
  'GET /ops/feedback/screenshot': { value: { id: 31, dataUrl: PNG } },
  'GET /ops/queues/counts': {
    value: {
      deposits: { pending: 0, oldestAt: null },
      withdrawals: { pending: 0, oldestAt: null },
      vendorTransfers: { pending: 0, oldestAt: null },
    },
  },
};
/** Lazy pages load on first use; on a busy machine that takes a moment. */
const slow = { timeout: 5000 };
const calls = (fetchMock: ReturnType<typeof renderConsole>['fetchMock'], path: string) =>
  fetchMock.mock.calls.filter(([url]) => new URL(String(url), 'http://x').pathname === path);

describe('feedback queue', () => {
  it('lists pending feedback for support, with the pending count on the menu entry', async () => {
    const { fetchMock } = renderConsole('/feedback', { role: 'support', answers });
    const row = (await screen.findByText('My deposit from this morning is missing.', {}, slow)).closest(
      'tr',
    )!;
    expect(within(row).getByRole('link', { name: 'demoplayer' }).getAttribute('href')).toBe(
      '/players/demoplayer',
    );
    expect(within(row).getByText('Pending')).toBeTruthy();
    const nav = await screen.findByRole('link', { name: /Feedback/ });
    await waitFor(() => expect(nav.textContent).toContain('4'));
    expect(String(calls(fetchMock, '/ops/feedback')[0]![0])).toContain('status=pending');
  });

  it('is not in the menu of a role without playerAccess', async () => {
    renderConsole('/', { role: 'finance', answers });
    await screen.findByRole('link', { name: /^Players/ }, slow);
    expect(screen.queryByRole('link', { name: /^Feedback/ })).toBeNull();
  });
});

describe('feedback item', () => {
  it('shows the screenshots and sends a reply once the form holds text', async () => {
    let replied: unknown = null;
    const { fetchMock } = renderConsole('/feedback/12', {
      role: 'support',
      answers: {
        ...answers,
        'POST /ops/feedback/reply': (body) => {
          replied = body;
          return { value: { ...item, status: 'replied', reply: 'Found it.', repliedAt: Date.now() } };
        },
      },
    });
    const image = await screen.findByRole('img', { name: 'Screenshot 1 sent by demoplayer' }, slow);
    expect(image.getAttribute('src')).toBe(PNG);
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Your reply to the player').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(calls(fetchMock, '/ops/feedback/reply')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Your reply to the player'), { target: { value: 'Found it.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('The reply was sent to the player.')).toBeTruthy();
    expect(replied).toEqual({ id: 12, reply: 'Found it.' });
  });

  it('says so when another operator answered first', async () => {
    renderConsole('/feedback/12', {
      role: 'admin',
      answers: {
        ...answers,
        'POST /ops/feedback/reply': { errorCode: 'feedback.already.replied', status: 409 },
      },
    });
    fireEvent.change(await screen.findByLabelText('Your reply to the player', {}, slow), {
      target: { value: 'Hi' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText(/already has a reply/)).toBeTruthy();
  });

  it('closes with a reason for the audit log', async () => {
    let closed: unknown = null;
    renderConsole('/feedback/12', {
      role: 'support',
      answers: {
        ...answers,
        'POST /ops/feedback/close': (body) => {
          closed = body;
          return { value: { ...item, status: 'closed', closedAt: Date.now() } };
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Close feedback #12' });
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'duplicate' } });
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(await screen.findByText('The feedback was closed.')).toBeTruthy();
    expect(closed).toEqual({ id: 12, reason: 'duplicate' });
  });
});
