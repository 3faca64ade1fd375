import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NoticeItem } from '@bet/contracts/content/notices';
import { changeLanguage, i18n } from '@/shared/i18n/i18n';
import { requestsTo, statusFixture, stubApi } from '@/test/fixtures';
import { AgentAnnouncementPage } from './agent-announcement-page';

const item = (id: number): NoticeItem => ({
  id,
  type: 'PL',
  title: `Agents ${id}`,
  content: `<p>Tiers ${id}</p><script>bad()</script>`,
  language: 'EN',
  startTime: Date.UTC(2026, 10, 20, 12) - id * 3_600_000,
  endTime: null,
  popup: false,
  link: null,
  vendor: null,
});
const page = (pageNo: number, all: NoticeItem[]) => ({
  list: all.slice((pageNo - 1) * 9, pageNo * 9),
  totalCount: all.length,
  totalPages: Math.max(1, Math.ceil(all.length / 9)),
  pageNo,
});

const renderPage = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <AgentAnnouncementPage />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );

beforeEach(() => changeLanguage('EN'));
afterEach(() => vi.unstubAllGlobals());

describe('AgentAnnouncementPage', () => {
  it("reads the agents' notices (never the site's), shows the chosen one sanitised and pages", async () => {
    const all = Array.from({ length: 10 }, (_, i) => item(i + 1));
    const fetchMock = stubApi(statusFixture(), undefined, {
      agentNotices: ({ url }) => page(Number(url.searchParams.get('pageNo') ?? 1), all),
    });
    renderPage();
    const list = await screen.findByTestId('notice-list');
    expect(within(list).getAllByRole('button')).toHaveLength(9);
    const content = screen.getByTestId('notice-detail-content');
    expect(content.textContent).toBe('Tiers 1');
    expect(content.innerHTML).not.toMatch(/script/);
    expect(screen.getByRole('heading', { name: 'Announcement' })).toBeTruthy();

    fireEvent.click(screen.getByTestId('notice-pager-next'));
    await waitFor(() => expect(screen.getByTestId('notice-item-10')).toBeTruthy());
    expect(requestsTo(fetchMock, 'agentNotices').at(-1)!.url.searchParams.get('pageNo')).toBe('2');
    expect(requestsTo(fetchMock, 'notices')).toHaveLength(0);
  });

  it('says so when there are none for agents, in Tagalog too', async () => {
    stubApi(statusFixture(), undefined, { agentNotices: () => page(1, []) });
    renderPage();
    expect(await screen.findByText('There are no announcements for agents yet.')).toBeTruthy();
    await changeLanguage('TY');
    expect(await screen.findByText('Wala pang anunsyo para sa mga ahente.')).toBeTruthy();
  });
});
