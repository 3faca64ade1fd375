import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '@/test/render-console';
import { bodyOf, callsTo, codePromotion, promotionsAnswer } from './promotion-fixtures';

const answers = {
  'GET /ops/promotions': promotionsAnswer,
  'POST /ops/promotions/status': (body: unknown) => ({ value: { ...codePromotion, ...(body as object) } }),
};
const slow = { timeout: 5000 };

describe('promotions list', () => {
  it('lists budgets and counters, links flagged claims to the queue, and pauses or resumes', async () => {
    const { fetchMock } = renderConsole('/promotions', { role: 'admin', answers });
    const row = (await screen.findByRole('link', { name: 'Welcome bonus' }, slow)).closest('tr')!;
    expect(within(row).getByText('Deposit bonus')).toBeTruthy();
    expect(within(row).getByText('7,500.00 / 10,000.00')).toBeTruthy();
    expect(within(row).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('75');
    expect(
      within(row)
        .getByRole('link', { name: '2 flagged claims of Welcome bonus to review' })
        .getAttribute('href'),
    ).toBe('/promotions/claims?promotionId=3');
    expect(screen.getByTestId('promotion-new')).toBeTruthy();

    const cashbackRow = screen.getByRole('link', { name: 'Slots cashback' }).closest('tr')!;
    const words = within(cashbackRow).getByTestId('promotion-words-5');
    expect(words.textContent).toBe('10% of net loss on RNG, up to 1,000.00 weekly');
    // Under its type (the art column says Cashback too).
    expect(words.previousElementSibling?.textContent).toBe('Cashback');

    const codeRow = screen.getByRole('link', { name: 'Summer code' }).closest('tr')!;
    expect(within(codeRow).getByRole('link', { name: 'Bonus codes of Summer code' })).toBeTruthy();
    const toggle = within(codeRow).getByRole('switch', { name: 'Summer code is active' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(toggle);
    await waitFor(() => expect(callsTo(fetchMock, '/ops/promotions/status', 'POST')).toHaveLength(1));
    expect(bodyOf(callsTo(fetchMock, '/ops/promotions/status', 'POST')[0])).toEqual({
      id: 4,
      status: 'ACTIVE',
    });
  });

  it('shows support the list without writing controls', async () => {
    renderConsole('/promotions', { role: 'support', answers });
    const row = (await screen.findByRole('link', { name: 'Welcome bonus' }, slow)).closest('tr')!;
    expect(within(row).getByText('Active')).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByTestId('promotion-new')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit Welcome bonus' })).toBeNull();
  });
});
