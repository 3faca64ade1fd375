import { z } from 'zod';
import { PAYMENT_PASSWORD } from './field-formats.js';
import { dialingCode, mobileNum, otpCode, password, text } from './fields.js';

/** `POST /wps/member/password` (token, encrypted). `oldPassword` only when the stored one is known. */
export const changePasswordRequest = z.object({
  oldPassword: password.optional(),
  newPassword: password,
  confirmNewPassword: password,
});

/** `POST /wps/member/password/email` (form post): always "been sent", whether or not the account exists. */
export const forgotPasswordEmailRequest = z.object({ username: text(64), email: z.email().max(64) });

/** Forgot code by phone: `POST /wps/verification/sms/forgot`. */
export const forgotSmsRequest = z.object({ countryDialingCode: dialingCode, mobileNum });
export const forgotSmsResponse = z.object({ expirationTime: z.number() });

/** `POST /wps/member/password/verification` (encrypted): set a new password with the phone code. */
export const setPasswordByPhoneRequest = z.object({
  countryDialingCode: dialingCode,
  mobileNum,
  verificationCode: otpCode,
  newPassword: password,
});
/** Reset by e-mail link: the single-use code from the mail and the new password. */
export const resetPasswordByEmailRequest = z.object({ code: text(128), newPassword: password });

/** Payment password: set (no old one yet) or change. */
export const paymentPasswordRequest = z.object({
  oldPaymentPassword: password.optional(),
  loginPassword: password,
  newPaymentPassword: z.string().regex(PAYMENT_PASSWORD),
});

/** Values of the password calls: what was done. */
export const passwordChangedResponse = z.object({ changed: z.literal(true) });
export const resetMailSentResponse = z.object({ sent: z.literal(true) });
export const passwordResetResponse = z.object({ reset: z.literal(true) });
