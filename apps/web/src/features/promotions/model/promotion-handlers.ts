import type { SignUpRequirement } from '@bet/contracts/promotions/promotion-rules';
import type { PromotionCard } from '@bet/contracts/promotions/promotions';

/** What the application form needs of the promotion it applies to. */
export type ApplyTarget = Pick<PromotionCard, 'id' | 'title' | 'reward'>;
/** What the wheel dialog needs of the lucky wheel it spins (the prize table is in `reward`). */
export type WheelTarget = Pick<PromotionCard, 'id' | 'title' | 'reward'>;
/** What the rain dialog needs of the red-envelope rain it grabs from. */
export type RainTarget = Pick<PromotionCard, 'id' | 'title' | 'reward'>;

/**
 * What the promotion screens need from the rest of the site, handed in by `src/app` (a feature
 * never imports another): the merchant's currency symbol, the login dialog, the deposit page.
 * The pages add their own: the code box's focus, the application form, the lucky wheel and the
 * red-envelope rain.
 */
export interface PromotionHandlers {
  currencySymbol: string;
  /** A visitor's Join / Enter code / Apply / Claim asks for a login first. */
  onLogin: () => void;
  /** JOINED's "Deposit now": the member centre's deposit page. */
  onDeposit: () => void;
  /** A bonus code's "Enter code": puts the focus into the code box. */
  onEnterCode: () => void;
  /** An application's "Apply": opens its form (a member's only: a visitor is asked to log in). */
  onApply: (promotion: ApplyTarget) => void;
  /** A lucky wheel's "Spin the wheel" (CLAIM: a ticket left): opens the wheel. */
  onSpin: (promotion: WheelTarget) => void;
  /** A red-envelope rain's "Grab an envelope" (CLAIM: a rain falls): opens the falling envelopes. */
  onGrab: (promotion: RainTarget) => void;
  /**
   * A sign-up bonus's unmet requirement: opens the member centre where the player meets it (MOBILE:
   * "My account"'s profile, where the mobile number is kept; BANK_CARD: the withdrawal page, where
   * a bank card is added). Without it (a composition that has no member centre) the checklist says
   * where to go in words instead of linking there.
   */
  onCompleteAccount?: (requirement: SignUpRequirement) => void;
}
