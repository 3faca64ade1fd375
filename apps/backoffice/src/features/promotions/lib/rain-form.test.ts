import { describe, expect, it } from 'vitest';
import { savePromotionRequest } from '@bet/contracts/operator/operator-promotions';
import { rainPromotion } from '../components/promotion-fixtures';
import { artOnSwitch, repeatOnSwitch, repeatsOf } from './kind-switch';
import { formOf, promotionForm, requestOf } from './promotion-form';

const newRain = () => ({ ...formOf(null), kind: 'RED_ENVELOPE' as const, repeat: 'DAILY' as const });
const timesOf = (...times: string[]) => times.map((time) => ({ time }));
/** The form's errors, path → sentence key. */
const errorsOf = (form: ReturnType<typeof formOf>) => {
  const parsed = promotionForm.safeParse(form);
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('red-envelope rain form', () => {
  it('starts a new rain at 12:00 and 20:00 for 10 minutes, 2,000 into 200 envelopes of at least 1', () => {
    const request = requestOf({ ...newRain(), art: 'envelope' });
    expect(request.rules).toEqual({
      kind: 'RED_ENVELOPE',
      times: ['12:00', '20:00'],
      minutes: 10,
      envelopes: 200,
      rainBudget: 2000,
      minAmount: 1,
      turnoverMultiple: 1,
    });
    expect(
      errorsOf({ ...newRain(), texts: [{ language: 'EN', title: 'T', summary: 'S', rules: 'R' }] }),
    ).toEqual({});
  });

  it('loads a saved rain back, times in their order, and sends the same rules', () => {
    const form = formOf(rainPromotion);
    expect(form.times).toEqual(timesOf('20:00', '12:00'));
    expect(form).toMatchObject({ minutes: '10', envelopes: '200', rainBudget: '2000', minAmount: '1' });
    const request = requestOf(form);
    expect(request).toMatchObject({ id: 10, repeat: 'DAILY', art: 'envelope', rules: rainPromotion.rules });
    expect(savePromotionRequest.safeParse(request).success).toBe(true);
  });

  it("puts the contract's issues under the rain's fields", () => {
    const form = formOf(rainPromotion);
    expect(errorsOf({ ...form, times: timesOf('12:00', '12:05') })).toEqual({ times: 'rain.overlap' });
    // Across midnight: 23:55 for 10 minutes runs into 00:02.
    expect(errorsOf({ ...form, times: timesOf('00:02', '12:00', '23:55') })).toEqual({
      times: 'rain.overlap',
    });
    expect(errorsOf({ ...form, times: timesOf('12:00', '') })).toEqual({ 'times.1.time': 'rain.time' });
    expect(errorsOf({ ...form, times: [] })).toEqual({ times: 'rain.timesCount' });
    expect(errorsOf({ ...form, rainBudget: '199.99' })).toEqual({
      rainBudget: 'rain.BUDGET_BELOW_MINIMUMS',
    });
    expect(errorsOf({ ...form, minutes: '61', envelopes: '100001' })).toEqual({
      minutes: 'rain.minutes',
      envelopes: 'rain.ENVELOPES_OUT_OF_RANGE',
    });
    expect(errorsOf({ ...form, minAmount: '0', envelopes: '' })).toEqual({
      minAmount: 'aboveZero',
      envelopes: 'required',
    });
    expect(errorsOf({ ...form, repeat: 'WEEKLY' })).toEqual({ repeat: 'repeatDaily' });
  });

  it('lets a rain fall daily only, on the envelope art (leaving it, the default art)', () => {
    expect(repeatOnSwitch('RED_ENVELOPE')).toBe('DAILY');
    expect(repeatsOf('RED_ENVELOPE')).toEqual(['DAILY']);
    expect(artOnSwitch('RED_ENVELOPE', 'welcome')).toBe('envelope');
    expect(artOnSwitch('DEPOSIT_BONUS', 'envelope')).toBe('welcome');
    expect(artOnSwitch('LUCKY_WHEEL', 'envelope')).toBe('wheel');
    expect(artOnSwitch('CASHBACK', 'vip')).toBe('vip');
  });
});
