import { depositBonusMinor, turnoverRequiredMinor } from '@bet/contracts/promotions/promotion-rules';
import { fromMinor, toMinor } from '@bet/contracts/wallet/amount';

/** A number typed in the form, or null when it is empty or not a finite non-negative number. */
export function amountOf(text: string): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) && value >= 0 ? value : null;
}

const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const cents = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** An amount as a card shows it: "1,000" when whole, "12.50" otherwise (no currency: one per site). */
export const cardAmount = (value: number) => (Number.isInteger(value) ? whole : cents).format(value);

export interface DepositBonusInput {
  percent: string;
  cap: string;
  minDeposit: string;
  turnoverMultiple: string;
}

/**
 * What a deposit pays under the rules being written, with the contract's own arithmetic in minor
 * units (the server pays the same cent). Null while a rule or the deposit is not a number yet.
 */
export function depositBonusPreview(
  rules: DepositBonusInput,
  depositText: string,
): { bonus: number; turnover: number; belowMinimum: boolean } | null {
  const percent = amountOf(rules.percent);
  const cap = amountOf(rules.cap);
  const minDeposit = amountOf(rules.minDeposit) ?? 0;
  const multiple = amountOf(rules.turnoverMultiple) ?? 0;
  const deposit = amountOf(depositText);
  if (percent === null || cap === null || deposit === null) return null;
  const depositMinor = toMinor(deposit);
  const minDepositMinor = toMinor(minDeposit);
  const bonusMinor = depositBonusMinor({ percent, capMinor: toMinor(cap), minDepositMinor }, depositMinor);
  return {
    bonus: fromMinor(bonusMinor),
    turnover: fromMinor(turnoverRequiredMinor(bonusMinor, Math.floor(multiple))),
    belowMinimum: depositMinor < minDepositMinor,
  };
}
