import { moneySettings } from '@bet/contracts/operator/operator-money';

/**
 * The withdrawal settings as the form checks them: the contract's schema, and a minimum not above
 * the maximum — the server refuses that too (`too_big` on `withdrawMin`), so the form says it
 * under the same field before sending anything.
 */
export const withdrawalForm = moneySettings.superRefine((s, ctx) => {
  if (s.withdrawMin > s.withdrawMax)
    ctx.addIssue({
      code: 'too_big',
      origin: 'number',
      maximum: s.withdrawMax,
      inclusive: true,
      input: s.withdrawMin,
      path: ['withdrawMin'],
      message: 'the minimum is above the maximum',
    });
});
