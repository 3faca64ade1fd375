import type { TFunction } from 'i18next';
import type { OperatorPromotion } from '@bet/contracts/operator/operator-promotions';
import { formatCount, formatMoney } from '@/shared/lib/format';
import { requirementsKey } from './promotion-preview';

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
