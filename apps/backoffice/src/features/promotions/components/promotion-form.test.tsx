import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '@/test/render-console';
import { bodyOf, callsTo, depositBonus, promotionsAnswer } from './promotion-fixtures';

const answers = {
  'GET /ops/promotions': promotionsAnswer,
  'POST /ops/promotions': (body: unknown) => ({ value: { ...depositBonus, ...(body as object), id: 9 } }),
};
const slow = { timeout: 5000 };
const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
const posts = (fetchMock: Parameters<typeof callsTo>[0]) => callsTo(fetchMock, '/ops/promotions', 'POST');

describe('promotion form', () => {
  it('requires the English text and an end after the start, and sends nothing until then', async () => {
    const { fetchMock } = renderConsole('/promotions/new', { role: 'admin', answers });
    await screen.findByTestId('promotion-percent', {}, slow);
    type('promotion-percent', '100');
    type('promotion-cap', '1000');
    type('promotion-min-deposit', '100');
    fireEvent.change(screen.getByTestId('promotion-ends-at'), { target: { value: '2000-01-01T00:00' } });
    fireEvent.click(screen.getByTestId('promotion-save'));

    expect(await screen.findByText('The end must be after the start.')).toBeTruthy();
    const english = screen.getByRole('region', { name: 'English' });
    expect(within(english).getAllByText('This field is required.')).toHaveLength(3);
    expect(screen.getByTestId('promotion-title-EN').getAttribute('aria-invalid')).toBe('true');
    expect(posts(fetchMock)).toHaveLength(0);
  });

  it('saves a deposit bonus with a second language as the contract asks', async () => {
    const { fetchMock, router } = renderConsole('/promotions/new', { role: 'admin', answers });
    await screen.findByTestId('promotion-percent', {}, slow);
    type('promotion-percent', '50');
    type('promotion-cap', '500');
    type('promotion-min-deposit', '200');
    type('promotion-title-EN', 'Reload');
    type('promotion-summary-EN', 'Half again');
    type('promotion-rules-EN', 'Once per player.');
    fireEvent.change(screen.getByLabelText('Add a language'), { target: { value: 'TY' } });
    fireEvent.click(screen.getByTestId('promotion-add-language'));
    type('promotion-title-TY', 'Dagdag');
    type('promotion-summary-TY', 'Kalahati pa');
    type('promotion-rules-TY', 'Isang beses.');
    fireEvent.change(screen.getByLabelText(/VIP levels/), { target: { value: '1, 3' } });
    fireEvent.click(screen.getByTestId('promotion-save'));

    await waitFor(() => expect(posts(fetchMock)).toHaveLength(1));
    expect(bodyOf(posts(fetchMock)[0])).toMatchObject({
      art: 'welcome',
      endsAt: null,
      budget: null,
      rules: {
        kind: 'DEPOSIT_BONUS',
        deposit: 'FIRST',
        percent: 50,
        cap: 500,
        minDeposit: 200,
        turnoverMultiple: 1,
      },
      eligibility: { newPlayersOnly: false, vipLevels: [1, 3], minDeposits: 0 },
      texts: [
        { language: 'EN', title: 'Reload', summary: 'Half again', rules: 'Once per player.' },
        { language: 'TY', title: 'Dagdag' },
      ],
    });
    expect(bodyOf(posts(fetchMock)[0])).not.toHaveProperty('id');
    await waitFor(() => expect(router.state.location.pathname).toBe('/promotions'));
  });

  it('refuses a repeating first-deposit bonus under the repeat field', async () => {
    const { fetchMock } = renderConsole('/promotions/3', { role: 'admin', answers });
    fireEvent.change(await screen.findByLabelText('Rewarded', {}, slow), { target: { value: 'DAILY' } });
    fireEvent.click(screen.getByTestId('promotion-save'));
    expect(await screen.findByText('A first-deposit bonus or a bonus code can only pay once.')).toBeTruthy();
    expect(posts(fetchMock)).toHaveLength(0);
  });

  it('edits a saved promotion with its id, its kind fixed', async () => {
    const { fetchMock } = renderConsole('/promotions/3', { role: 'admin', answers });
    expect((await screen.findByTestId('promotion-kind-fixed', {}, slow)).textContent).toBe('Deposit bonus');
    expect(screen.queryByTestId('promotion-kind')).toBeNull();
    type('promotion-cap', '2000');
    fireEvent.click(screen.getByTestId('promotion-save'));
    await waitFor(() => expect(posts(fetchMock)).toHaveLength(1));
    expect(bodyOf(posts(fetchMock)[0])).toMatchObject({ id: 3, rules: { kind: 'DEPOSIT_BONUS', cap: 2000 } });
  });

  it('previews the card and what a deposit pays as the operator types', async () => {
    renderConsole('/promotions/3', { role: 'admin', answers });
    const headline = await screen.findByTestId('preview-headline', {}, slow);
    expect(headline.textContent).toBe('100% up to 1,000');
    expect(screen.getByTestId('preview-result').textContent).toBe(
      'A deposit of 1,000 pays a bonus of 1,000 (turnover 10,000).',
    );
    type('promotion-percent', '25');
    fireEvent.change(screen.getByTestId('preview-deposit'), { target: { value: '2000' } });
    expect(headline.textContent).toBe('25% up to 1,000');
    expect(screen.getByTestId('preview-result').textContent).toBe(
      'A deposit of 2,000 pays a bonus of 500 (turnover 5,000).',
    );
    fireEvent.change(screen.getByTestId('preview-deposit'), { target: { value: '50' } });
    expect(screen.getByTestId('preview-result').textContent).toBe(
      'A deposit of 50 is below the minimum: no bonus.',
    );
  });

  it('shows a code promotion its amount, and a support operator the form read-only', async () => {
    renderConsole('/promotions/4', { role: 'support', answers });
    expect((await screen.findByTestId('preview-headline', {}, slow)).textContent).toBe('Bonus 50');
    expect(screen.queryByTestId('preview-deposit')).toBeNull();
    expect(screen.queryByTestId('promotion-save')).toBeNull();
    expect((screen.getByTestId('promotion-amount') as HTMLInputElement).matches(':disabled')).toBe(true);
  });
});
