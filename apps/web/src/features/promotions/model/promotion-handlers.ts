/**
 * What the promotion screens need from the rest of the site, handed in by `src/app` (a feature
 * never imports another): the merchant's currency symbol, the login dialog, the deposit page.
 */
export interface PromotionHandlers {
  currencySymbol: string;
  /** A visitor's Join / Enter code / Claim asks for a login first. */
  onLogin: () => void;
  /** JOINED's "Deposit now": the member centre's deposit page. */
  onDeposit: () => void;
  /** A bonus code's "Enter code": puts the focus into the code box. */
  onEnterCode: () => void;
}
