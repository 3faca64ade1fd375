import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '@/test/render-console';
import { formOf, promotionForm } from '../lib/promotion-form';
import { bodyOf, callsTo, cashbackPromotion, depositBonus, promotionsAnswer } from './promotion-fixtures';

const answers = {
  'GET /ops/promotions': promotionsAnswer,
  'POST /ops/promotions': (body: unknown) => ({ value: { ...depositBonus, ...(body as object), id: 9 } }),
};
const slow = { timeout: 5000 };
const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
const posts = (fetchMock: Parameters<typeof callsTo>[0]) => callsTo(fetchMock, '/ops/promotions', 'POST');
const repeatOptions = () =>
  Array.from((screen.getByTestId('promotion-repeat') as HTMLSelectElement).options).map((o) => o.value);
const repeat = () => (screen.getByTestId('promotion-repeat') as HTMLSelectElement).value;
const result = () => screen.getByTestId('preview-result').textContent;

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
    expect(
      await screen.findByText(
        'A first-, second- or third-deposit bonus, or a bonus code, can only pay once.',
      ),
    ).toBeTruthy();
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

  it('holds withdrawals back, or not, and limits what one player is paid', async () => {
    const { fetchMock } = renderConsole('/promotions/3', { role: 'admin', answers });
    const hold = (await screen.findByTestId('promotion-blocks-withdrawal', {}, slow)) as HTMLInputElement;
    expect(hold.checked).toBe(true);
    expect((screen.getByTestId('promotion-player-budget') as HTMLInputElement).value).toBe('2000');
    fireEvent.click(hold);
    type('promotion-player-budget', '');
    fireEvent.click(screen.getByTestId('promotion-save'));
    await waitFor(() => expect(posts(fetchMock)).toHaveLength(1));
    expect(bodyOf(posts(fetchMock)[0])).toMatchObject({ id: 3, blocksWithdrawal: false, playerBudget: null });
  });

  it('limits who takes part by labels, agent lines and countries, typed as lists', async () => {
    const { fetchMock } = renderConsole('/promotions/3', { role: 'admin', answers });
    const labels = (await screen.findByTestId('promotion-labels', {}, slow)) as HTMLInputElement;
    expect(labels.value).toBe('vip-ph');
    expect((screen.getByTestId('promotion-agents') as HTMLInputElement).value).toBe('demoagent');
    type('promotion-labels', 'vip-ph, whale ,');
    type('promotion-agents', 'demoagent, demosub1');
    expect((screen.getByTestId('promotion-countries') as HTMLInputElement).value).toBe('PH');
    type('promotion-countries', 'ph, vn');
    fireEvent.click(screen.getByTestId('promotion-save'));
    await waitFor(() => expect(posts(fetchMock)).toHaveLength(1));
    expect(bodyOf(posts(fetchMock)[0])).toMatchObject({
      eligibility: {
        labels: ['vip-ph', 'whale'],
        agents: ['demoagent', 'demosub1'],
        countries: ['PH', 'VN'],
      },
    });
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

  it('creates weekly cashback on one category, offering only daily and weekly', async () => {
    const { fetchMock } = renderConsole('/promotions/new', { role: 'admin', answers });
    await screen.findByTestId('promotion-kind', {}, slow);
    type('promotion-kind', 'CASHBACK');
    await waitFor(() => expect(repeat()).toBe('WEEKLY'));
    expect(repeatOptions()).toEqual(['DAILY', 'WEEKLY']);
    expect(screen.queryByTestId('promotion-min-deposit')).toBeNull();
    expect(screen.getByText(/0: every eligible player takes part automatically/)).toBeTruthy();
    type('promotion-category', 'RNG');
    type('promotion-percent', '10');
    type('promotion-cap', '1000');
    type('promotion-minimum', '100');
    type('promotion-turnover', '0');
    type('promotion-title-EN', 'Slots cashback');
    type('promotion-summary-EN', '10% back');
    type('promotion-rules-EN', 'Paid every Monday.');
    fireEvent.click(screen.getByTestId('promotion-save'));

    await waitFor(() => expect(posts(fetchMock)).toHaveLength(1));
    const body = bodyOf(posts(fetchMock)[0]) as { repeat: string; rules: unknown };
    expect(body.repeat).toBe('WEEKLY');
    // Only cashback's rules go: nothing of the deposit bonus's fields.
    expect(body.rules).toEqual({
      kind: 'CASHBACK',
      basis: 'NET_LOSS',
      category: 'RNG',
      percent: 10,
      cap: 1000,
      minimum: 100,
      turnoverMultiple: 0,
    });
  });

  it('offers once again when the operator switches back from cashback', async () => {
    renderConsole('/promotions/new', { role: 'admin', answers });
    await screen.findByTestId('promotion-kind', {}, slow);
    type('promotion-kind', 'CASHBACK');
    await waitFor(() => expect(repeat()).toBe('WEEKLY'));
    type('promotion-kind', 'BONUS_CODE');
    await waitFor(() => expect(repeat()).toBe('ONCE'));
    expect(repeatOptions()).toEqual(['ONCE', 'DAILY', 'WEEKLY']);
  });

  it('refuses cashback paid once under the repeat field, and every game as a null category', () => {
    const once = promotionForm.safeParse({ ...formOf(cashbackPromotion), repeat: 'ONCE' });
    expect(once.success).toBe(false);
    expect(once.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['repeat', 'repeatPeriodic'],
    ]);
    const everyGame = { ...formOf(cashbackPromotion), category: '' as const };
    expect(promotionForm.safeParse(everyGame).success).toBe(true);
  });

  it('edits saved cashback and previews what a period pays', async () => {
    const { fetchMock } = renderConsole('/promotions/5', { role: 'admin', answers });
    const headline = await screen.findByTestId('preview-headline', {}, slow);
    expect(headline.textContent).toBe('10% cashback up to 1,000');
    expect(repeat()).toBe('WEEKLY');
    expect(screen.getByText('Every eligible player takes part')).toBeTruthy();
    expect(result()).toBe('A net loss of 1,000 this week pays 100 cashback (turnover 0).');
    type('preview-amount', '50');
    expect(result()).toBe('A net loss of 50 is below the minimum: no cashback.');

    type('promotion-basis', 'VALID_BET');
    type('promotion-repeat', 'DAILY');
    type('promotion-turnover', '3');
    type('preview-amount', '20000');
    expect(headline.textContent).toBe('10% rebate up to 1,000');
    expect(screen.getByText('Join to take part')).toBeTruthy();
    expect(result()).toBe('A valid bet of 20,000 today pays a rebate of 1,000 (turnover 3,000).');

    fireEvent.click(screen.getByTestId('promotion-save'));
    await waitFor(() => expect(posts(fetchMock)).toHaveLength(1));
    expect(bodyOf(posts(fetchMock)[0])).toMatchObject({
      id: 5,
      repeat: 'DAILY',
      rules: { kind: 'CASHBACK', basis: 'VALID_BET', category: 'RNG', turnoverMultiple: 3 },
    });
  });
});
