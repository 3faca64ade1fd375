import { describe, expect, it } from 'vitest';
import {
  applicationPreview,
  cardAmount,
  percentRewardPreview,
  prizeTableView,
  probabilityText,
  requirementsKey,
  signUpPreview,
  wheelPreview,
} from './promotion-preview';

const deposit = { percent: '100', cap: '1000', minimum: '100', turnoverMultiple: '10' };
const cashback = { percent: '10', cap: '500', minimum: '200', turnoverMultiple: '1' };

describe('percent reward preview', () => {
  it('pays the percent of a deposit with its turnover', () => {
    expect(percentRewardPreview(deposit, '500')).toEqual({
      reward: 500,
      turnover: 5000,
      belowMinimum: false,
    });
  });

  it('stops at the cap', () => {
    expect(percentRewardPreview(deposit, '5000')).toEqual({
      reward: 1000,
      turnover: 10_000,
      belowMinimum: false,
    });
  });

  it('pays nothing below the minimum, and pays from the minimum itself', () => {
    expect(percentRewardPreview(deposit, '99.99')).toEqual({ reward: 0, turnover: 0, belowMinimum: true });
    expect(percentRewardPreview(deposit, '100')?.reward).toBe(100);
  });

  it('rounds down to the cent in minor units, as the server pays', () => {
    // 33.33 % of 10.01 = 3.336333 → 3.33; of 0.1 + 0.2 typed as 0.3 → 0.09 (no float drift).
    const third = { ...deposit, percent: '33.33', minimum: '0' };
    expect(percentRewardPreview(third, '10.01')?.reward).toBe(3.33);
    expect(percentRewardPreview(third, '0.3')?.reward).toBe(0.09);
    expect(percentRewardPreview({ ...deposit, percent: '12.5' }, '1234.56')?.reward).toBe(154.32);
  });

  it("pays cashback on a period's net loss or valid bet, within its cap and minimum", () => {
    expect(percentRewardPreview(cashback, '1000')).toEqual({
      reward: 100,
      turnover: 100,
      belowMinimum: false,
    });
    expect(percentRewardPreview(cashback, '199.99')).toEqual({ reward: 0, turnover: 0, belowMinimum: true });
    // 10 % of 7,777.77 is 777.77, above the 500 cap.
    expect(percentRewardPreview(cashback, '7777.77')?.reward).toBe(500);
    // A 0.25 % rebate of 12,345.67 is 30.864175 → 30.86; no turnover asked.
    const rebate = { ...cashback, percent: '0.25', minimum: '', turnoverMultiple: '0' };
    expect(percentRewardPreview(rebate, '12345.67')).toEqual({
      reward: 30.86,
      turnover: 0,
      belowMinimum: false,
    });
  });

  it('pays no cashback on a period the player did not lose, even without a minimum', () => {
    expect(percentRewardPreview({ ...cashback, minimum: '0' }, '0')).toEqual({
      reward: 0,
      turnover: 0,
      belowMinimum: false,
    });
  });

  it('answers nothing while the rules are incomplete', () => {
    expect(percentRewardPreview({ ...deposit, cap: '' }, '500')).toBeNull();
    expect(percentRewardPreview({ ...cashback, percent: 'x' }, '500')).toBeNull();
    expect(percentRewardPreview(deposit, '')).toBeNull();
  });

  it('writes card amounts without needless decimals', () => {
    expect(cardAmount(1000)).toBe('1,000');
    expect(cardAmount(12.5)).toBe('12.50');
  });
});

describe('application preview', () => {
  it('pays up to the maximum, its turnover at the maximum in minor units', () => {
    expect(applicationPreview({ maxAmount: '500', turnoverMultiple: '3' })).toEqual({
      max: 500,
      multiple: 3,
      turnoverAtMax: 1500,
    });
    expect(applicationPreview({ maxAmount: '0.1', turnoverMultiple: '3' })?.turnoverAtMax).toBe(0.3);
    expect(applicationPreview({ maxAmount: '250', turnoverMultiple: '' })?.multiple).toBe(0);
  });

  it('answers nothing while the maximum is missing or 0', () => {
    expect(applicationPreview({ maxAmount: '', turnoverMultiple: '1' })).toBeNull();
    expect(applicationPreview({ maxAmount: '0', turnoverMultiple: '1' })).toBeNull();
  });
});

describe('sign-up preview', () => {
  it('gives the amount, the whole turnover multiple and the days', () => {
    expect(signUpPreview({ amount: '88', turnoverMultiple: '3', claimDays: '7' })).toEqual({
      amount: 88,
      multiple: 3,
      days: 7,
    });
    expect(signUpPreview({ amount: '12.5', turnoverMultiple: '', claimDays: '1' })?.multiple).toBe(0);
  });

  it('answers nothing while the amount is missing or 0, or the days are not a whole number from 1', () => {
    expect(signUpPreview({ amount: '', turnoverMultiple: '1', claimDays: '7' })).toBeNull();
    expect(signUpPreview({ amount: '0', turnoverMultiple: '1', claimDays: '7' })).toBeNull();
    expect(signUpPreview({ amount: '88', turnoverMultiple: '1', claimDays: '' })).toBeNull();
    expect(signUpPreview({ amount: '88', turnoverMultiple: '1', claimDays: '0' })).toBeNull();
    expect(signUpPreview({ amount: '88', turnoverMultiple: '1', claimDays: '1.5' })).toBeNull();
  });

  it('names the requirements as the catalogue does, whatever their order', () => {
    expect(requirementsKey([])).toBe('NONE');
    expect(requirementsKey(['MOBILE'])).toBe('MOBILE');
    expect(requirementsKey(['BANK_CARD'])).toBe('BANK_CARD');
    expect(requirementsKey(['BANK_CARD', 'MOBILE'])).toBe('BOTH');
  });
});

const prizes = (...rows: Array<[string, string]>) => rows.map(([amount, weight]) => ({ amount, weight }));
const wheel = {
  ticketStep: '100',
  ticketsMax: '5',
  turnoverMultiple: '1',
  prizes: prizes(['0', '39'], ['2', '48'], ['10', '10'], ['50', '3']),
};

describe('prize table as typed', () => {
  it("gives each row's probability, the total and the expected prize rounded down", () => {
    expect(prizeTableView(wheel.prizes)).toEqual({
      problems: [],
      probabilities: [0.39, 0.48, 0.1, 0.03],
      total: 100,
      expected: 3.46,
      max: 50,
    });
    // 1.00 × 2 + 2.00 × 1 over 3 = 1.333… → 1.33; amounts in minor units (0.1 + 0.2 is 0.30).
    expect(prizeTableView(prizes(['1', '2'], ['2', '1'])).expected).toBe(1.33);
    expect(prizeTableView(prizes(['0.1', '1'], ['0.2', '1'])).expected).toBe(0.15);
  });

  it("reports validatePrizeTable's problems with their rows, and no figures they make wrong", () => {
    const view = prizeTableView(prizes(['', '1'], ['-1', '2'], ['5', '0'], ['5', '1.5'], ['5', '']));
    expect(view.problems).toEqual([
      { code: 'AMOUNT_INVALID', segment: 0 },
      { code: 'AMOUNT_INVALID', segment: 1 },
      { code: 'WEIGHT_INVALID', segment: 2 },
      { code: 'WEIGHT_INVALID', segment: 3 },
      { code: 'WEIGHT_INVALID', segment: 4 },
    ]);
    expect(view.probabilities).toEqual([null, null, null, null, null]);
    expect(view).toMatchObject({ total: null, expected: null, max: 5 });
    // An invalid amount alone: the probabilities stand, the expected prize does not.
    expect(prizeTableView(prizes(['x', '1'], ['5', '3']))).toMatchObject({
      probabilities: [0.25, 0.75],
      expected: null,
    });
  });

  it('reports the table-level problems', () => {
    expect(prizeTableView(prizes(['5', '1'])).problems).toEqual([{ code: 'TOO_FEW_SEGMENTS' }]);
    expect(prizeTableView(prizes(['0', '1'], ['0', '2'])).problems).toEqual([{ code: 'NO_PRIZE' }]);
    expect(prizeTableView(prizes(['0', '999999'], ['1', '2'])).problems).toEqual([
      { code: 'WEIGHT_TOTAL_TOO_LARGE' },
    ]);
    const thirteen = Array.from({ length: 13 }, (): [string, string] => ['1', '1']);
    expect(prizeTableView(prizes(...thirteen)).problems).toEqual([{ code: 'TOO_MANY_SEGMENTS' }]);
  });

  it('writes probabilities as percents with up to 4 decimals', () => {
    expect(probabilityText(0.4)).toBe('40%');
    expect(probabilityText(1 / 3)).toBe('33.3333%');
    expect(probabilityText(1 / 1_000_000)).toBe('0.0001%');
  });
});

describe('wheel preview', () => {
  it('gives the step, the most tickets, the largest and expected prize and the multiple', () => {
    expect(wheelPreview(wheel)).toEqual({ step: 100, ticketsMax: 5, max: 50, expected: 3.46, multiple: 1 });
    expect(wheelPreview({ ...wheel, turnoverMultiple: '' })?.multiple).toBe(0);
  });

  it('answers nothing while a ticket rule is missing or out of bounds, or the table has a problem', () => {
    expect(wheelPreview({ ...wheel, ticketStep: '' })).toBeNull();
    expect(wheelPreview({ ...wheel, ticketStep: '0' })).toBeNull();
    expect(wheelPreview({ ...wheel, ticketsMax: '0' })).toBeNull();
    expect(wheelPreview({ ...wheel, ticketsMax: '101' })).toBeNull();
    expect(wheelPreview({ ...wheel, ticketsMax: '2.5' })).toBeNull();
    expect(wheelPreview({ ...wheel, prizes: prizes(['0', '1'], ['0', '1']) })).toBeNull();
    expect(wheelPreview({ ...wheel, prizes: prizes(['1', '1'], ['2', '0']) })).toBeNull();
  });
});
