import type { z } from 'zod';
import type { savePromotionRequest } from '@bet/contracts/operator/operator-promotions';
import { toMinor } from '@bet/contracts/wallet/amount';
import type { StoredPromotionRules } from '../../db/schema-promotions.js';

/** The operator's rules (amounts) as stored (minor units); promotion-view's rewardOf is the reverse. */
export function storedRules(rules: z.output<typeof savePromotionRequest>['rules']): StoredPromotionRules {
  const minor = (value: number) => String(toMinor(value));
  switch (rules.kind) {
    case 'DEPOSIT_BONUS':
      return {
        kind: 'DEPOSIT_BONUS',
        deposit: rules.deposit,
        percent: rules.percent,
        capMinor: minor(rules.cap),
        minDepositMinor: minor(rules.minDeposit),
        turnoverMultiple: rules.turnoverMultiple,
      };
    case 'BONUS_CODE':
      return {
        kind: 'BONUS_CODE',
        amountMinor: minor(rules.amount),
        turnoverMultiple: rules.turnoverMultiple,
      };
    case 'CASHBACK':
      return {
        kind: 'CASHBACK',
        basis: rules.basis,
        category: rules.category,
        percent: rules.percent,
        capMinor: minor(rules.cap),
        minimumMinor: minor(rules.minimum),
        turnoverMultiple: rules.turnoverMultiple,
      };
    case 'APPLICATION':
      return {
        kind: 'APPLICATION',
        maxAmountMinor: minor(rules.maxAmount),
        turnoverMultiple: rules.turnoverMultiple,
      };
    case 'SIGN_UP':
      return {
        kind: 'SIGN_UP',
        amountMinor: minor(rules.amount),
        turnoverMultiple: rules.turnoverMultiple,
        requires: rules.requires,
      };
    case 'LUCKY_WHEEL':
      return {
        kind: 'LUCKY_WHEEL',
        basis: rules.basis,
        ticketStepMinor: minor(rules.ticketStep),
        ticketsMax: rules.ticketsMax,
        turnoverMultiple: rules.turnoverMultiple,
        prizes: rules.prizes.map((p) => ({ amountMinor: minor(p.amount), weight: p.weight })),
      };
    case 'RED_ENVELOPE':
      return {
        kind: 'RED_ENVELOPE',
        times: [...rules.times].sort(),
        minutes: rules.minutes,
        envelopes: rules.envelopes,
        rainBudgetMinor: minor(rules.rainBudget),
        minMinor: minor(rules.minAmount),
        turnoverMultiple: rules.turnoverMultiple,
      };
    case 'RAFFLE':
      return {
        kind: 'RAFFLE',
        basis: rules.basis,
        ticketStepMinor: minor(rules.ticketStep),
        ticketsMax: rules.ticketsMax,
        turnoverMultiple: rules.turnoverMultiple,
        prizes: rules.prizes.map((p) => ({ amountMinor: minor(p.amount), winners: p.winners })),
      };
  }
}
