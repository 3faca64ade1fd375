import { describe, expect, it } from 'vitest';
import { savePromotionRequest } from '@bet/contracts/operator/operator-promotions';
import { rafflePromotion } from '../components/promotion-fixtures';
import { ApiError } from '@/shared/api/api-error';
import { applyPromotionFieldErrors } from './form-error';
import { artOnSwitch, repeatOnSwitch, repeatsOf } from './kind-switch';
import { formOf, formPath, promotionForm, requestOf } from './promotion-form';

const texts = [{ language: 'EN' as const, title: 'T', summary: 'S', rules: 'R' }];
const newRaffle = () => ({ ...formOf(null), kind: 'RAFFLE' as const, repeat: 'DAILY' as const, texts });
const ranksOf = (...ranks: [string, string][]) => ranks.map(([amount, winners]) => ({ amount, winners }));
/** The form's errors, path → sentence key. */
const errorsOf = (form: ReturnType<typeof formOf>) => {
  const parsed = promotionForm.safeParse(form);
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('prize draw form', () => {
  it('starts a new draw on deposits, an entry per 100, 10 a period, 500 × 1, 200 × 2, 50 × 5', () => {
    expect(requestOf(newRaffle()).rules).toEqual({
      kind: 'RAFFLE',
      basis: 'DEPOSIT',
      ticketStep: 100,
      ticketsMax: 10,
      turnoverMultiple: 1,
      prizes: [
        { amount: 500, winners: 1 },
        { amount: 200, winners: 2 },
        { amount: 50, winners: 5 },
      ],
    });
    expect(errorsOf(newRaffle())).toEqual({});
  });

  it('loads a saved draw back, ranks in their order, and sends the same rules', () => {
    const form = formOf(rafflePromotion);
    expect(form).toMatchObject({ entryBasis: 'VALID_BET', entryStep: '500', entriesMax: '20' });
    expect(form.ranks).toEqual(ranksOf(['1000', '1'], ['250', '2']));
    const request = requestOf(form);
    expect(request).toMatchObject({ id: 12, repeat: 'WEEKLY', art: 'raffle', rules: rafflePromotion.rules });
    expect(savePromotionRequest.safeParse(request).success).toBe(true);
  });

  it("puts the contract's issues under the draw's own fields, not the wheel's", () => {
    const form = formOf(rafflePromotion);
    expect(
      errorsOf({
        ...form,
        entryStep: '0',
        entriesMax: '101',
        ranks: ranksOf(['0', '0'], ['1.234', '1.5'], ['', '101']),
      }),
    ).toEqual({
      entryStep: 'aboveZero',
      entriesMax: 'ticketsMax',
      'ranks.0.amount': 'aboveZero',
      'ranks.0.winners': 'raffle.winners',
      'ranks.1.amount': 'twoDecimals',
      'ranks.1.winners': 'raffle.winners',
      'ranks.2.amount': 'required',
      'ranks.2.winners': 'raffle.winners',
    });
    // Every rank valid, too many winners in all: the list's own sentence.
    expect(errorsOf({ ...form, ranks: ranksOf(['10', '60'], ['5', '41']) })).toEqual({
      ranks: 'raffle.tooManyWinners',
    });
    expect(errorsOf({ ...form, ranks: [] })).toEqual({ ranks: 'raffle.ranksCount' });
    expect(errorsOf({ ...form, repeat: 'ONCE' })).toEqual({ repeat: 'repeatRaffle' });
  });

  it("places a server's refusal of a draw's rule under the draw's field", () => {
    expect(formPath(['rules', 'prizes', '1', 'winners'], 'too_big', 'RAFFLE')).toBe('ranks.1.winners');
    expect(formPath(['rules', 'prizes'], 'custom', 'RAFFLE')).toBe('ranks');
    expect(formPath(['rules', 'ticketsMax'], 'too_big', 'RAFFLE')).toBe('entriesMax');
    // The wheel keeps its own.
    expect(formPath(['rules', 'prizes', '1', 'amount'], 'too_big', 'LUCKY_WHEEL')).toBe('prizes.1.amount');
    const set: string[] = [];
    const refused = new ApiError('request.param.err', 'bad', 400, {
      fields: [{ path: 'rules.ticketStep', code: 'too_small' }],
    });
    expect(applyPromotionFieldErrors(refused, (name) => set.push(String(name)), 'RAFFLE')).toBe(true);
    expect(set).toEqual(['entryStep']);
  });

  it('draws daily or weekly only, daily at first, on the raffle art (leaving it, the default art)', () => {
    expect(repeatOnSwitch('RAFFLE')).toBe('DAILY');
    expect(repeatsOf('RAFFLE')).toEqual(['DAILY', 'WEEKLY']);
    expect(artOnSwitch('RAFFLE', 'welcome')).toBe('raffle');
    expect(artOnSwitch('DEPOSIT_BONUS', 'raffle')).toBe('welcome');
    expect(artOnSwitch('LUCKY_WHEEL', 'raffle')).toBe('wheel');
  });
});
