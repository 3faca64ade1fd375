import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '@/test/render-console';
import {
  applicationPromotion,
  bodyOf,
  callsTo,
  depositBonus,
  withApplicationAnswer,
} from './promotion-fixtures';

const answers = {
  'GET /ops/promotions': withApplicationAnswer,
  'POST /ops/promotions': (body: unknown) => ({ value: { ...depositBonus, ...(body as object), id: 9 } }),
};
const slow = { timeout: 5000 };
const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
const posts = (fetchMock: Parameters<typeof callsTo>[0]) => callsTo(fetchMock, '/ops/promotions', 'POST');
const result = () => screen.getByTestId('preview-result').textContent;

describe('application promotion', () => {
  it('creates one with its maximum and turnover, previewing what an approval pays', async () => {
    const { fetchMock } = renderConsole('/promotions/new', { role: 'admin', answers });
    await screen.findByTestId('promotion-kind', {}, slow);
    type('promotion-kind', 'APPLICATION');
    expect(await screen.findByTestId('promotion-max-amount')).toBeTruthy();
    expect(screen.queryByTestId('promotion-percent')).toBeNull();
    expect(screen.getByLabelText('Turnover (× the amount paid)')).toBeTruthy();
    expect(result()).toBe('Enter the most paid per application to see what an approval pays.');
    type('promotion-max-amount', '500');
    expect(screen.getByTestId('preview-headline').textContent).toBe('Up to 500');
    expect(result()).toBe('An approved application pays up to 500.00, turnover 1×.');
    type('promotion-turnover', '0');
    expect(result()).toBe('An approved application pays up to 500.00, no turnover.');
    type('promotion-turnover', '3');
    fireEvent.change(screen.getByLabelText('Card art'), { target: { value: 'apply' } });
    type('promotion-repeat', 'WEEKLY');
    type('promotion-title-EN', 'Share and win');
    type('promotion-summary-EN', 'Post, then apply');
    type('promotion-rules-EN', 'One a week.');
    fireEvent.click(screen.getByTestId('promotion-save'));

    await waitFor(() => expect(posts(fetchMock)).toHaveLength(1));
    const body = bodyOf(posts(fetchMock)[0]) as { art: string; repeat: string; rules: unknown };
    expect(body).toMatchObject({ art: 'apply', repeat: 'WEEKLY' });
    // Only the application's rules go.
    expect(body.rules).toEqual({ kind: 'APPLICATION', maxAmount: 500, turnoverMultiple: 3 });
  });

  it('refuses a maximum of 0 under its field', async () => {
    const { fetchMock } = renderConsole('/promotions/6', { role: 'admin', answers });
    await screen.findByTestId('promotion-max-amount', {}, slow);
    type('promotion-max-amount', '0');
    fireEvent.click(screen.getByTestId('promotion-save'));
    await waitFor(() =>
      expect(screen.getByTestId('promotion-max-amount').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(posts(fetchMock)).toHaveLength(0);
  });

  it('spells its terms out in the list and links its applications to review', async () => {
    renderConsole('/promotions', { role: 'admin', answers });
    const row = (await screen.findByRole('link', { name: 'Share and win' }, slow)).closest('tr')!;
    expect(within(row).getByTestId(`promotion-words-${applicationPromotion.id}`).textContent).toBe(
      'Up to 500.00 per approved application, turnover 1×, one application a week',
    );
    expect(
      within(row)
        .getByRole('link', { name: '1 application to Share and win to review' })
        .getAttribute('href'),
    ).toBe('/promotions/claims?status=APPLIED&promotionId=6');
  });
});
