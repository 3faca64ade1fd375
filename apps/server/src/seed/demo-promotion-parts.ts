import type { DepositBonusDeposit } from '@bet/contracts/promotions/promotion-rules';
import type { StoredPromotionRules } from '../db/schema-promotions.js';
import type { PromotionValues } from '../modules/promotions/promotions-operator.repo.js';

/** The demo promotions' shared parts: a text per language, and eligibility for every player. */
export type DemoText = { language: string; title: string; summary: string; rules: string };
export const text = (language: string, title: string, summary: string, rules: string): DemoText => ({
  language,
  title,
  summary,
  rules,
});

export const everyone = { newPlayersOnly: false, vipLevels: [], minDeposits: 0 };

export interface DemoPromotion {
  values: PromotionValues;
  texts: DemoText[];
  codes?: string[];
  application?: { username: string; comment: string };
}

/** Deposit-bonus rules from whole amounts (several demo files seed deposit bonuses). */
export const depositBonus = (
  deposit: DepositBonusDeposit,
  percent: number,
  cap: number,
  minDeposit: number,
  turnoverMultiple: number,
): StoredPromotionRules => ({
  kind: 'DEPOSIT_BONUS',
  deposit,
  percent,
  capMinor: String(cap * 100),
  minDepositMinor: String(minDeposit * 100),
  turnoverMultiple,
});
