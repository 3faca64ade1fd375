import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { FeedbackEntry } from '@bet/contracts/content/feedback';
import { FEEDBACK_SCREENSHOT_MAX_BYTES } from '@bet/contracts/content/feedback-rules';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
import { apiFail, requestsTo, statusFixture, stubApi, type StubRoutes } from '@/test/fixtures';
import { FeedbackPage } from './feedback-page';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0];
const JPG = [0xff, 0xd8, 0xff, 0xe0, 0, 0];
const file = (name: string, bytes: number[], type = 'image/png', size = bytes.length) =>
  new File([new Uint8Array(bytes), new Uint8Array(Math.max(0, size - bytes.length))], name, { type });

const entry = (overrides: Partial<FeedbackEntry> = {}): FeedbackEntry => ({
  id: 1,
  questionType: 'deposit',
  content: 'My deposit has not arrived yet.',
  status: 'replied',
  reply: 'It arrived: please check your balance.',
  repliedAt: Date.UTC(2026, 0, 2),
  createdAt: Date.UTC(2026, 0, 1),
  screenshotIds: [],
  ...overrides,
});

function setup(stubs: StubRoutes = {}) {
  const fetchMock = stubApi(statusFixture(), undefined, {
    feedbackList: () => ({
      list: [entry(), entry({ id: 2, status: 'pending', reply: null })],
      totalCount: 2,
      totalPages: 1,
      pageNo: 1,
    }),
    feedback: ({ body }) => entry({ id: 3, status: 'pending', reply: null, content: body.content }),
    ...stubs,
  });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <FeedbackPage />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return fetchMock;
}
const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
/** Picks files and waits until the picker has read them (its hint or its error changes). */
const pick = async (...files: File[]) => {
  const before = screen.getByTestId('feedback-shots').parentElement!.textContent;
  await act(async () => {
    fireEvent.change(screen.getByTestId('feedback-shot-input'), { target: { files } });
  });
  await waitFor(() =>
    expect(screen.getByTestId('feedback-shots').parentElement!.textContent).not.toBe(before),
  );
};
const textOf = async (testId: string) => (await screen.findByTestId(testId)).textContent;
const submit = () => fireEvent.click(screen.getByTestId('feedback-submit'));

beforeEach(() => {
  useSession.getState().setMerchant('DEMO');
  useSession.getState().login({ token: 'tok-1', isAgent: '0', nickname: 'Lucky', account: 'player1' });
});

describe('feedback form', () => {
  it('asks for the type and says "feedback content required" for an empty description; sends nothing', async () => {
    const fetchMock = setup();
    submit();
    expect(await textOf('feedback-content-error')).toContain('Feedback content required');
    expect(screen.getByTestId('feedback-type-error').textContent).toContain('Please choose a question type.');
    type('feedback-content', '          ');
    submit();
    expect(await textOf('feedback-content-error')).toContain('Feedback content required');
    expect(requestsTo(fetchMock, 'feedback')).toHaveLength(0);
  });

  it('holds the contract bounds: under 10 and over 1000 characters are refused; the counter counts', async () => {
    const fetchMock = setup();
    type('feedback-type', 'games');
    type('feedback-content', '  too short  ');
    expect(screen.getByTestId('feedback-count').textContent).toContain('9/1000');
    submit();
    expect(await textOf('feedback-content-error')).toContain('at least 10 characters');
    type('feedback-content', 'x'.repeat(1001));
    submit();
    expect(await textOf('feedback-content-error')).toContain('within 1000 characters');
    expect(requestsTo(fetchMock, 'feedback')).toHaveLength(0);
  });

  it('sends the type, the trimmed description and the screenshots, then clears and thanks', async () => {
    const fetchMock = setup();
    type('feedback-type', 'withdrawal');
    type('feedback-content', '  Where is my withdrawal from Monday?  ');
    await pick(file('a.png', PNG), file('b.jpg', JPG, 'image/jpeg'));
    expect(screen.getAllByRole('img', { name: /Screenshot \d to send/ })).toHaveLength(2);
    submit();
    expect(await textOf('feedback-sent')).toContain('Thank you');
    const [sent] = requestsTo(fetchMock, 'feedback');
    expect(sent!.body).toMatchObject({
      questionType: 'withdrawal',
      content: 'Where is my withdrawal from Monday?',
    });
    const shots = sent!.body!.screenshots as string[];
    expect(shots.map((s) => s.slice(0, 22))).toEqual(['data:image/png;base64,', 'data:image/jpeg;base64']);
    expect((screen.getByTestId('feedback-content') as HTMLTextAreaElement).value).toBe('');
    expect(within(screen.getByTestId('feedback-shots')).queryAllByRole('img')).toHaveLength(0);
  });

  it('refuses a renamed non-image and a file over 5 MB; keeps at most 3 and can remove one', async () => {
    setup();
    await pick(file('fake.png', [0x47, 0x49, 0x46, 0x38, 0x39, 0x61]));
    expect(screen.getByTestId('feedback-shot-error').textContent).toContain('Only PNG or JPG');
    await pick(file('big.png', PNG, 'image/png', FEEDBACK_SCREENSHOT_MAX_BYTES + 1));
    expect(screen.getByTestId('feedback-shot-error').textContent).toContain('at most 5 MB');
    // A jpg named .png is a jpg: taken, as a jpeg.
    await pick(file('1.png', JPG), file('2.png', PNG), file('3.png', PNG), file('4.png', PNG));
    expect(screen.getByTestId('feedback-shot-error').textContent).toContain('at most 3 screenshots');
    expect(within(screen.getByTestId('feedback-shots')).getAllByRole('img')).toHaveLength(3);
    expect(screen.queryByTestId('feedback-shot-input')).toBeNull();
    fireEvent.click(screen.getByTestId('feedback-shot-remove-0'));
    expect(within(screen.getByTestId('feedback-shots')).getAllByRole('img')).toHaveLength(2);
    expect(screen.getByTestId('feedback-shot-input')).toBeTruthy();
  });

  it("says the server's refusal in words", async () => {
    setup({ feedback: () => apiFail(429, 'feedback.rate.limited') });
    type('feedback-type', 'other');
    type('feedback-content', 'One more question about my account.');
    submit();
    expect(await textOf('feedback-error')).toContain('in the last hour');
  });
});

describe('feedback list', () => {
  it("loads the player's own screenshots with the session token and opens them full size", async () => {
    const fetchMock = setup({
      feedbackList: () => ({
        list: [entry({ screenshotIds: [7] })],
        totalCount: 1,
        totalPages: 1,
        pageNo: 1,
      }),
      feedbackScreenshot: () =>
        new Response(new Uint8Array(PNG), { headers: { 'content-type': 'image/png' } }),
    });
    const thumb = await screen.findByRole('button', { name: 'Open screenshot 1' });
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('/feedback/screenshot?id=7'));
    expect(new Headers(call![1]!.headers).get('Authorization')).toBe('tok-1');
    expect(thumb.querySelector('img')!.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    fireEvent.click(thumb);
    expect(await screen.findByRole('img', { name: 'Screenshot 1' })).toBeTruthy();
  });

  it('shows each item with its status and the reply', async () => {
    setup();
    const replied = await screen.findByTestId('feedback-item-1');
    expect(within(replied).getByText('Replied')).toBeTruthy();
    expect(screen.getByTestId('feedback-reply-1').textContent).toContain(
      'It arrived: please check your balance.',
    );
    expect(within(screen.getByTestId('feedback-item-2')).getByText('Pending')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('feedback-reply-2')).toBeNull());
  });
});
