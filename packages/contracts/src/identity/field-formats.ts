/*
 * Formats of the identity fields, zod-free so the web's forms can check them before sending
 * without shipping zod; the schemas in `fields.ts` and `password.ts` are built from them.
 */

/** A country's dialling code, with or without `+`. */
export const DIALING_CODE = /^\+?[0-9]{1,4}$/;
/** A mobile number without its country code: 4 to 15 digits. */
export const MOBILE_NUMBER = /^[0-9]{4,15}$/;
/** A one-time code (SMS or authenticator): six digits. */
export const OTP_CODE = /^[0-9]{6}$/;
/** The payment (withdrawal) password: six digits. */
export const PAYMENT_PASSWORD = /^[0-9]{6}$/;
