/* The bank card's field rules, zod-free so the web's form checks them without shipping zod. */

/** Bank name and account holder: 2 to 64 characters once trimmed. */
export const BANK_TEXT_MIN = 2;
export const BANK_TEXT_MAX = 64;
/** Account number: 6 to 30 digits. */
export const ACCOUNT_NUMBER = /^[0-9]{6,30}$/;
export const ACCOUNT_NUMBER_MAX = 30;
/** Ways to prove a card removal. */
export const REMOVE_CARD_METHODS = ['PAYMENT_PASSWORD', 'SMS', 'TOTP'] as const;
