import { describe, expect, it } from 'vitest';
import { savePromotionRequest } from '@bet/contracts/operator/operator-promotions';
import { wheelPromotion } from '../components/promotion-fixtures';
import { formOf, promotionForm, requestOf } from './promotion-form';

const newWheel = () => ({ ...formOf(null), kind: 'LUCKY_WHEEL' as const });
/** The form's errors, path → sentence key. */
const errorsOf = (form: ReturnType<typeof formOf>) => {
  const parsed = promotionForm.safeParse(form);
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('wheel form', () => {
  it('starts a new wheel on deposits, a ticket per 100, 5 a period, the default table', () => {
    expect(requestOf(newWheel()).rules).toEqual({
      kind: 'LUCKY_WHEEL',
      basis: 'DEPOSIT',
      ticketStep: 100,
      ticketsMax: 5,
      turnoverMultiple: 1,
      prizes: [
        { amount: 0, weight: 40 },
        { amount: 1, weight: 25 },
        { amount: 2, weight: 15 },
        { amount: 5, weight: 10 },
        { amount: 10, weight: 6 },
        { amount: 20, weight: 3 },
        { amount: 50, weight: 1 },
      ],
    });
  });

  it('loads a saved wheel back and sends the same rules', () => {
    const form = formOf(wheelPromotion);
    expect(form.prizes).toEqual([
      { amount: '0', weight: '39' },
      { amount: '2', weight: '48' },
      { amount: '10', weight: '10' },
      { amount: '50', weight: '3' },
    ]);
    const request = requestOf(form);
    expect(request).toMatchObject({ id: 8, repeat: 'DAILY', art: 'wheel', rules: wheelPromotion.rules });
    expect(savePromotionRequest.safeParse(request).success).toBe(true);
  });

  it("puts the contract's prize issues under the row's input, the table's on the table", () => {
    const form = formOf(wheelPromotion);
    const broken = {
      ...form,
      ticketsMax: '101',
      prizes: [
        { amount: '-1', weight: '1' },
        { amount: '0', weight: '0' },
        { amount: '1.234', weight: '' },
      ],
    };
    expect(errorsOf(broken)).toEqual({
      ticketsMax: 'ticketsMax',
      'prizes.0.amount': 'prize.AMOUNT_INVALID',
      'prizes.1.weight': 'prize.WEIGHT_INVALID',
      'prizes.2.amount': 'twoDecimals',
      'prizes.2.weight': 'prize.WEIGHT_INVALID',
    });
    expect(errorsOf({ ...form, prizes: [{ amount: '0', weight: '1' }] })).toEqual({
      prizes: 'prize.NO_PRIZE',
    });
  });
});
