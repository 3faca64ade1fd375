import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderConsole } from '@/test/render-console';
import { bodyOf, callsTo, promotionsAnswer } from './promotion-fixtures';

const codes = [
  { code: 'SUMMER01', maxUses: 1, used: 1 },
  { code: 'SUMMER02', maxUses: 5, used: 2 },
];
const answers = {
  'GET /ops/promotions': promotionsAnswer,
  'GET /ops/promotions/codes': { value: { list: codes } },
  'POST /ops/promotions/codes': { value: { list: codes } },
};
const slow = { timeout: 5000 };

const { createObjectURL, revokeObjectURL } = URL;
afterEach(() => {
  vi.restoreAllMocks();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});

/** A Blob's text (jsdom's Blob has no `text()`); the decoder drops the BOM Excel needs. */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

describe('bonus codes', () => {
  it('generates a batch with the uses per code', async () => {
    const { fetchMock } = renderConsole('/promotions/4/codes', { role: 'admin', answers });
    fireEvent.change(await screen.findByTestId('codes-count', {}, slow), { target: { value: '250' } });
    fireEvent.change(screen.getByTestId('codes-uses'), { target: { value: '3' } });
    fireEvent.click(screen.getByTestId('codes-generate'));
    await waitFor(() => expect(callsTo(fetchMock, '/ops/promotions/codes', 'POST')).toHaveLength(1));
    expect(bodyOf(callsTo(fetchMock, '/ops/promotions/codes', 'POST')[0])).toEqual({
      promotionId: 4,
      count: 250,
      usesPerCode: 3,
    });
    expect(await screen.findByText('2 codes generated.')).toBeTruthy();
  });

  it('refuses more codes than a batch may hold', async () => {
    const { fetchMock } = renderConsole('/promotions/4/codes', { role: 'admin', answers });
    fireEvent.change(await screen.findByTestId('codes-count', {}, slow), { target: { value: '1001' } });
    fireEvent.click(screen.getByTestId('codes-generate'));
    expect(await screen.findByText('Too long or too large.')).toBeTruthy();
    expect(callsTo(fetchMock, '/ops/promotions/codes', 'POST')).toHaveLength(0);
  });

  it('exports the codes with their uses as CSV', async () => {
    const blobs: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => {
        blobs.push(blob);
        return 'blob:codes';
      }),
      revokeObjectURL: vi.fn(),
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderConsole('/promotions/4/codes', { role: 'support', answers });
    await screen.findByText('SUMMER02', {}, slow);
    expect(screen.queryByTestId('codes-generate')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    expect(blobs[0]!.type).toBe('text/csv;charset=utf-8');
    expect(await textOf(blobs[0]!)).toBe('Code,Used,Max uses,Left\r\nSUMMER01,1,1,0\r\nSUMMER02,2,5,3\r\n');
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('bonus-codes-of-summer-code.csv');
  });

  it('says so for a promotion without codes', async () => {
    renderConsole('/promotions/3/codes', { role: 'admin', answers });
    expect(await screen.findByText(/does not use bonus codes/, {}, slow)).toBeTruthy();
  });
});
