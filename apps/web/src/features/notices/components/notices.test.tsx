import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { NoticeItem, NoticesResponse } from '@bet/contracts/content/notices';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { changeLanguage, i18n } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
import { requestsTo, statusFixture, stubApi } from '@/test/fixtures';
import { localDay } from '../lib/notice-time';
import { NoticeModalHost } from './notice-modal-host';
import { NoticePage } from './notice-page';

const item = (id: number, type: NoticeItem['type'], extra: Partial<NoticeItem> = {}): NoticeItem => ({
  id,
  type,
  title: `Notice ${id}`,
  content: `<p>Body ${id}<img src=x onerror="alert(1)"></p><script>bad()</script>`,
  language: 'EN',
  startTime: Date.UTC(2026, 0, 1, 12) - id * 3_600_000,
  endTime: null,
  popup: false,
  link: null,
  vendor: null,
  ...extra,
});
const page = (pageNo: number, total: number, list: NoticeItem[]) => ({
  list,
  totalCount: total,
  totalPages: Math.max(1, Math.ceil(total / 9)),
  pageNo,
});
const empty: NoticesResponse = { banners: [], player: page(1, 0, []), popup: [], promotion: [] };

function renderWith(ui: ReactNode, path = '/') {
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

beforeEach(async () => {
  await changeLanguage('EN');
  useSession.getState().update({ token: null });
  localStorage.clear();
});
afterEach(() => useSession.getState().update({ token: null }));

describe('NoticePage', () => {
  it('lists 9 titles a page, shows the chosen one sanitised, pages with the arrows and filters by date', async () => {
    const all = Array.from({ length: 11 }, (_, i) => item(i + 1, 'PL'));
    const fetchMock = stubApi(statusFixture(), undefined, {
      notices: ({ url }) => {
        const pageNo = Number(url.searchParams.get('pageNo') ?? 1);
        return { ...empty, player: page(pageNo, all.length, all.slice((pageNo - 1) * 9, pageNo * 9)) };
      },
    });
    renderWith(<NoticePage />, '/noticePage');

    const list = await screen.findByTestId('notice-list');
    expect(within(list).getAllByRole('button')).toHaveLength(9);
    // The first is open; its HTML is rendered without the script or the handler.
    const content = screen.getByTestId('notice-detail-content');
    expect(content.textContent).toBe('Body 1');
    expect(content.innerHTML).not.toMatch(/onerror|script/);

    fireEvent.click(screen.getByTestId('notice-item-3'));
    expect(screen.getByRole('heading', { level: 2, name: 'Notice 3' })).toBeTruthy();

    fireEvent.click(screen.getByTestId('notice-pager-next'));
    await waitFor(() => expect(screen.getByTestId('notice-item-10')).toBeTruthy());
    expect(within(screen.getByTestId('notice-list')).getAllByRole('button')).toHaveLength(2);
    expect(requestsTo(fetchMock, 'notices').at(-1)!.url.searchParams.get('types')).toBe('PL');
    expect(screen.getByTestId('notice-pager-previous')).toBeTruthy();

    fireEvent.change(screen.getByTestId('notice-filter-from'), { target: { value: '2026-01-01' } });
    fireEvent.change(screen.getByTestId('notice-filter-to'), { target: { value: '2026-01-02' } });
    fireEvent.click(screen.getByTestId('notice-filter-apply'));
    await waitFor(() => {
      const sent = requestsTo(fetchMock, 'notices').at(-1)!.url.searchParams;
      expect(sent.get('pageNo')).toBe('1');
      expect(sent.get('startTime')).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      expect(sent.get('endTime')).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    });
  });

  it('says so when there are none', async () => {
    stubApi(statusFixture(), undefined, { notices: () => empty });
    renderWith(<NoticePage />, '/noticePage');
    expect(await screen.findByText(i18n.t('notices.empty'))).toBeTruthy();
  });
});

describe('NoticeModalHost', () => {
  it('on home shows the popups, then the promotion popups, one at a time; closing moves on', async () => {
    stubApi(statusFixture(), undefined, {
      notices: () => ({ ...empty, popup: [item(1, 'PU')], promotion: [item(2, 'PR')] }),
    });
    renderWith(<NoticeModalHost />);
    const modal = await screen.findByTestId('notice-modal');
    expect(within(modal).getByRole('heading', { name: 'Notice 1' })).toBeTruthy();
    fireEvent.click(screen.getByTestId('notice-modal-ok'));
    await waitFor(() =>
      expect(within(screen.getByTestId('notice-modal')).getByText('Notice 2')).toBeTruthy(),
    );
    // Escape closes too (the shared modal).
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('notice-modal')).toBeNull());
  });

  it("a player's \"don't show again today\" goes to the server with the browser's day", async () => {
    useSession.getState().update({ token: 'player-token' });
    const fetchMock = stubApi(statusFixture(), undefined, {
      notices: () => ({ ...empty, popup: [item(5, 'PU')] }),
      dismissNotice: ({ body }) => ({ id: body.id, day: body.day }),
    });
    renderWith(<NoticeModalHost />);
    await screen.findByTestId('notice-modal');
    expect(requestsTo(fetchMock, 'notices')[0]!.url.searchParams.get('day')).toBe(localDay());
    fireEvent.click(screen.getByTestId('notice-hide-today'));
    fireEvent.click(screen.getByTestId('notice-modal-ok'));
    await waitFor(() =>
      expect(requestsTo(fetchMock, 'dismissNotice').map((r) => r.body)).toEqual([{ id: 5, day: localDay() }]),
    );
    expect(screen.queryByTestId('notice-modal')).toBeNull();
  });

  it("a visitor's choice stays in this browser for the day; not on other pages", async () => {
    stubApi(statusFixture(), undefined, { notices: () => ({ ...empty, popup: [item(7, 'PU')] }) });
    const first = renderWith(<NoticeModalHost />);
    await screen.findByTestId('notice-modal');
    fireEvent.click(screen.getByTestId('notice-hide-today'));
    fireEvent.click(screen.getByTestId('notice-modal-ok'));
    first.unmount();
    expect(JSON.parse(localStorage.getItem('noticeHiddenToday')!)).toEqual({ day: localDay(), ids: [7] });

    stubApi(statusFixture(), undefined, { notices: () => ({ ...empty, popup: [item(8, 'PU')] }) });
    const other = renderWith(<NoticeModalHost />, '/promotions');
    await act(async () => new Promise((r) => setTimeout(r, 50)));
    expect(screen.queryByTestId('notice-modal')).toBeNull();
    other.unmount();
  });
});
