import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '@/test/render-console';

const notice = {
  id: 7,
  kind: 'PU',
  popup: false,
  startTime: Date.now() - 3_600_000,
  endTime: null,
  sort: 0,
  link: null,
  vendor: null,
  published: false,
  audience: 'players',
  status: 'draft',
  updatedAt: Date.now(),
  texts: [{ language: 'EN', title: 'Weekend bonus', content: '<p>Win</p>' }],
};
const answers = {
  'GET /ops/notices': { value: { list: [notice], totalCount: 1, totalPages: 1, pageNo: 1 } },
  'POST /ops/notices': (body: unknown) => ({ value: { ...notice, ...(body as object), id: 8 } }),
  'POST /ops/notices/publish': { value: { ...notice, published: true, status: 'live' } },
  'POST /ops/notices/preview': (body: unknown) => ({
    value: { content: (body as { content: string }).content.replace(/<script>.*<\/script>/, '') },
  }),
};
const slow = { timeout: 5000 };
const calls = (fetchMock: ReturnType<typeof renderConsole>['fetchMock'], path: string) =>
  fetchMock.mock.calls.filter(([url]) => new URL(String(url), 'http://x').pathname === path);

describe('notices screen', () => {
  it('lists the notices with their status and publishes a draft', async () => {
    const { fetchMock } = renderConsole('/notices', { role: 'admin', answers });
    const row = (await screen.findByText('Weekend bonus', {}, slow)).closest('tr')!;
    expect(within(row).getByText('Draft')).toBeTruthy();
    expect(within(row).getByText('Popup')).toBeTruthy();
    expect(within(row).getByText('Players')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Publish Weekend bonus' }));
    await waitFor(() => expect(calls(fetchMock, '/ops/notices/publish')).toHaveLength(1));
  });

  it('writes a notice: English required, the preview shows the sanitised HTML, save and publish', async () => {
    const { fetchMock } = renderConsole('/notices', { role: 'admin', answers });
    fireEvent.click(await screen.findByTestId('notice-new', {}, slow));
    fireEvent.click(screen.getByTestId('notice-save'));
    expect(await screen.findByText(/English needs a title and content/)).toBeTruthy();
    expect(calls(fetchMock, '/ops/notices').filter(([, init]) => init?.method === 'POST')).toHaveLength(0);

    fireEvent.change(screen.getByTestId('notice-title'), { target: { value: 'Site notice' } });
    fireEvent.change(screen.getByTestId('notice-content'), {
      target: { value: '<p>Hello</p><script>alert(1)</script>' },
    });
    await waitFor(
      () => expect(screen.getByTestId('notice-preview').innerHTML).toContain('<p>Hello</p>'),
      slow,
    );
    expect(screen.getByTestId('notice-preview').innerHTML).not.toContain('script');
    fireEvent.click(screen.getByTestId('notice-save-publish'));
    await waitFor(() => expect(calls(fetchMock, '/ops/notices/publish')).toHaveLength(1));
    const saved = calls(fetchMock, '/ops/notices').find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(saved[1]!.body))).toMatchObject({
      kind: 'PL',
      texts: [{ language: 'EN', title: 'Site notice' }],
    });
  });

  it('writes an agents-only announcement, refuses one that is not an announcement, and lists by audience', async () => {
    const { fetchMock } = renderConsole('/notices', { role: 'admin', answers });
    fireEvent.click(await screen.findByTestId('notice-new', {}, slow));
    fireEvent.change(screen.getByTestId('notice-title'), { target: { value: 'For agents' } });
    fireEvent.change(screen.getByTestId('notice-content'), { target: { value: '<p>Tiers</p>' } });
    fireEvent.change(screen.getByLabelText('Audience', { selector: 'select[data-testid]' }), {
      target: { value: 'agents' },
    });
    fireEvent.change(screen.getByTestId('notice-kind'), { target: { value: 'PU' } });
    fireEvent.click(screen.getByTestId('notice-save'));
    expect(await screen.findByText('Only announcements can be for agents alone.')).toBeTruthy();
    const posts = () => calls(fetchMock, '/ops/notices').filter(([, init]) => init?.method === 'POST');
    expect(posts()).toHaveLength(0);

    fireEvent.change(screen.getByTestId('notice-kind'), { target: { value: 'PL' } });
    fireEvent.click(screen.getByTestId('notice-save'));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(JSON.parse(String(posts()[0]![1]!.body))).toMatchObject({ kind: 'PL', audience: 'agents' });

    fireEvent.change(screen.getByLabelText('Audience', { selector: '#notice-filter-audience' }), {
      target: { value: 'agents' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() =>
      expect(
        calls(fetchMock, '/ops/notices').some(
          ([url, init]) =>
            init?.method !== 'POST' &&
            new URL(String(url), 'http://x').searchParams.get('audience') === 'agents',
        ),
      ).toBe(true),
    );
  });

  it('shows no writing controls to a role without configure', async () => {
    renderConsole('/notices', { role: 'support', answers });
    await screen.findByText('Weekend bonus', {}, slow);
    expect(screen.queryByTestId('notice-new')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Publish Weekend bonus' })).toBeNull();
  });
});
