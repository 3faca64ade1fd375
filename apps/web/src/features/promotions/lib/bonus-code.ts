import { BONUS_CODE_PATTERN, normaliseBonusCode } from '@bet/contracts/promotions/promotion-rules';

export type BonusCodeCheck = { code: string; problem: null } | { code: null; problem: 'required' | 'format' };

/**
 * A code as the player typed it, checked as the server will check it (the contract's normalising
 * and pattern): a malformed code is refused here, without a call that would spend one of the
 * player's hourly attempts.
 */
export function checkBonusCode(typed: string): BonusCodeCheck {
  const code = normaliseBonusCode(typed);
  if (!code) return { code: null, problem: 'required' };
  if (!BONUS_CODE_PATTERN.test(code)) return { code: null, problem: 'format' };
  return { code, problem: null };
}
