import type { TFunction } from 'i18next';
import type { OperatorPromotion } from '@bet/contracts/operator/operator-promotions';
import { expectedPrizeMinor } from '@bet/contracts/promotions/prize-table';
import { fromMinor, toMinor } from '@bet/contracts/wallet/amount';
import { formatCount, formatMoney } from '@/shared/lib/format';
import { requirementsKey } from './promotion-preview';
import { timesText } from './rain-preview';
import { sortedTimes } from './rain-times';

/** The promotion's English title (required by the contract), else its first, else its number. */
export const titleOf = (p: Pick<OperatorPromotion, 'id' | 'texts'>) =>
  (p.texts.find((t) => t.language === 'EN') ?? p.texts[0])?.title ?? `#${p.id}`;

const day = new Intl.DateTimeFormat('en-GB', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});
/** A window's end as a list scans it: `dd/mm/yyyy, hh:mm` in the operator's time zone. */
export const shortDateTime = (at: number) => day.format(new Date(at));

type CashbackRules = Extract<OperatorPromotion['rules'], { kind: 'CASHBACK' }>;

/**
 * A cashback promotion in a line the list scans: "10% of net loss on RNG, up to 1,000.00 weekly"
 * (categories by their codes, as the missions name them).
 */
export function cashbackWords(t: TFunction, rules: CashbackRules, repeat: OperatorPromotion['repeat']) {
  return t(`promotions:words.cashback.${rules.basis}`, {
    percent: formatCount(rules.percent),
    games: rules.category ?? t('promotions:words.allGames'),
    cap: formatMoney(rules.cap),
    period: t(`promotions:words.period.${repeat}`),
  });
}

type ApplicationRules = Extract<OperatorPromotion['rules'], { kind: 'APPLICATION' }>;

/**
 * An application promotion in a line the list scans: "Up to 500.00 per approved application,
 * turnover 1×, one application a week".
 */
export function applicationWords(t: TFunction, rules: ApplicationRules, repeat: OperatorPromotion['repeat']) {
  return t('promotions:words.application.text', {
    max: formatMoney(rules.maxAmount),
    turnover:
      rules.turnoverMultiple > 0
        ? t('promotions:words.application.turnover', { multiple: rules.turnoverMultiple })
        : t('promotions:words.application.noTurnover'),
    period: t(`promotions:words.application.period.${repeat}`),
  });
}

type SignUpRules = Extract<OperatorPromotion['rules'], { kind: 'SIGN_UP' }>;

/**
 * A sign-up bonus in a line the list scans: "88.00 to players registered since the start who join
 * within 7 days, with a mobile number and a bank card, turnover 3×".
 */
export function signUpWords(t: TFunction, rules: SignUpRules, claimDays: number) {
  return t('promotions:words.signUp.text', {
    amount: formatMoney(rules.amount),
    days: t('promotions:words.signUp.days', { count: claimDays }),
    requires: t(`promotions:words.signUp.requires.${requirementsKey(rules.requires)}`),
    turnover:
      rules.turnoverMultiple > 0
        ? t('promotions:words.signUp.turnover', { multiple: rules.turnoverMultiple })
        : t('promotions:words.signUp.noTurnover'),
  });
}

type WheelRules = Extract<OperatorPromotion['rules'], { kind: 'LUCKY_WHEEL' }>;

/**
 * A lucky wheel in a line the list scans: "A ticket per 100.00 deposited, up to 5 a day; 7 prizes
 * up to 50.00 (2.75 expected), turnover 1×" (the expected prize of one spin, rounded down).
 */
export function wheelWords(t: TFunction, rules: WheelRules, repeat: OperatorPromotion['repeat']) {
  const table = rules.prizes.map((p) => ({ amountMinor: toMinor(p.amount), weight: p.weight }));
  return t('promotions:words.wheel.text', {
    tickets: t(`promotions:words.wheel.tickets.${rules.basis}`, { step: formatMoney(rules.ticketStep) }),
    most: t(`promotions:words.wheel.most.${repeat}`, { count: rules.ticketsMax }),
    prizes: t('promotions:words.wheel.prizes', { count: rules.prizes.length }),
    max: formatMoney(Math.max(...rules.prizes.map((p) => p.amount))),
    expected: formatMoney(fromMinor(expectedPrizeMinor(table))),
    turnover:
      rules.turnoverMultiple > 0
        ? t('promotions:words.wheel.turnover', { multiple: rules.turnoverMultiple })
        : t('promotions:words.wheel.noTurnover'),
  });
}

type RainRules = Extract<OperatorPromotion['rules'], { kind: 'RED_ENVELOPE' }>;

/**
 * A red-envelope rain in a line the list scans: "Rains at 12:00 and 20:00 for 10 minutes:
 * 2,000.00 in 200 envelopes of at least 1.00, turnover 1×".
 */
export function rainWords(t: TFunction, rules: RainRules) {
  return t('promotions:words.rain.text', {
    times: timesText(sortedTimes(rules.times)),
    minutes: t('promotions:words.rain.minutes', { count: rules.minutes }),
    budget: formatMoney(rules.rainBudget),
    envelopes: t('promotions:words.rain.envelopes', {
      count: rules.envelopes,
      envelopes: formatCount(rules.envelopes),
    }),
    min: formatMoney(rules.minAmount),
    turnover:
      rules.turnoverMultiple > 0
        ? t('promotions:words.rain.turnover', { multiple: rules.turnoverMultiple })
        : t('promotions:words.rain.noTurnover'),
  });
}

type RaffleRules = Extract<OperatorPromotion['rules'], { kind: 'RAFFLE' }>;

/**
 * A prize draw in a line the list scans: "An entry per 100.00 deposited, up to 10 a day; 8 winners
 * drawn daily, top prize 500.00, 1,150.00 a draw, turnover 1×" (a draw is daily or weekly).
 */
export function raffleWords(t: TFunction, rules: RaffleRules, repeat: OperatorPromotion['repeat']) {
  const period = repeat === 'WEEKLY' ? 'WEEKLY' : 'DAILY';
  const perDrawMinor = rules.prizes.reduce((sum, p) => sum + toMinor(p.amount) * BigInt(p.winners), 0n);
  return t('promotions:words.raffle.text', {
    entries: t(`promotions:words.raffle.entries.${rules.basis}`, { step: formatMoney(rules.ticketStep) }),
    most: t(`promotions:words.raffle.most.${period}`, { count: rules.ticketsMax }),
    winners: t('promotions:words.raffle.winners', {
      count: rules.prizes.reduce((sum, p) => sum + p.winners, 0),
    }),
    period: t(`promotions:words.period.${period}`),
    max: formatMoney(Math.max(...rules.prizes.map((p) => p.amount))),
    total: formatMoney(fromMinor(perDrawMinor)),
    turnover:
      rules.turnoverMultiple > 0
        ? t('promotions:words.raffle.turnover', { multiple: rules.turnoverMultiple })
        : t('promotions:words.raffle.noTurnover'),
  });
}

/** The words the list spells out under a promotion's type, for the kinds whose terms differ most. */
export function kindWords(t: TFunction, p: OperatorPromotion): string | null {
  switch (p.rules.kind) {
    case 'CASHBACK':
      return cashbackWords(t, p.rules, p.repeat);
    case 'APPLICATION':
      return applicationWords(t, p.rules, p.repeat);
    case 'SIGN_UP':
      return signUpWords(t, p.rules, p.claimDays);
    case 'LUCKY_WHEEL':
      return wheelWords(t, p.rules, p.repeat);
    case 'RED_ENVELOPE':
      return rainWords(t, p.rules);
    case 'RAFFLE':
      return raffleWords(t, p.rules, p.repeat);
    default:
      return null;
  }
}
