import { z } from 'zod';
import { dialingCode, humanProof, mobileNum, password, text, username } from './fields.js';

/** `POST /wps/session/login` body (encrypted). `type: 'sms'` sends the SMS code as `password`. */
export const loginRequest = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('username'),
    username,
    password,
    captcha: z.string().trim().max(16).optional(),
    loginDeviceId: z.string().max(128).optional(),
    /** Required for password logins; skipped for SMS (spec §4). */
    humanProof: humanProof.optional(),
  }),
  z.object({
    type: z.literal('sms'),
    countryDialingCode: dialingCode,
    username: mobileNum,
    password: z.string().regex(/^[0-9]{6}$/),
    loginDeviceId: z.string().max(128).optional(),
  }),
]);
export type LoginRequest = z.infer<typeof loginRequest>;

/** Login `value` (spec §3, platform-facts). */
export const loginResponse = z.object({
  token: z.string(),
  id: z.number(),
  userName: z.string(),
  nickname: z.string().nullable(),
  customerType: z.number(),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  /** The client must open the forced change-password modal (spec §4). */
  passwordChangeRequired: z.boolean(),
  /** The stored password is unknown to the player (SMS/social-only account): no old password asked. */
  oldPasswordUnknown: z.boolean(),
  toUpline: z.boolean(),
});
export type LoginResponse = z.infer<typeof loginResponse>;

/** Error `value` of a failed login: the captcha box must show (spec §4). */
export const loginFailureValue = z.object({ captcha: z.boolean() });

/** Error `value` of `login_verify_required`: the methods the account has set up. */
export const loginVerifyMethod = z.enum(['PHONE', 'EMAIL', 'BANK_NAME', 'TOTP']);
export type LoginVerifyMethod = z.infer<typeof loginVerifyMethod>;
export const loginVerifyRequiredValue = z.object({
  verifyToken: z.string(),
  methods: z.array(loginVerifyMethod),
  maskedMobile: z.string().nullable(),
  maskedEmail: z.string().nullable(),
});
export type LoginVerifyRequiredValue = z.infer<typeof loginVerifyRequiredValue>;

/** `POST /wps/session/login/verify` (encrypted): answer the unregistered-IP check. */
export const loginVerifyRequest = z.object({
  verifyToken: text(512),
  method: loginVerifyMethod,
  /** The phone / e-mail / TOTP code, or the bank account name. */
  answer: text(128),
});

/** `POST /wps/session/login/freeplay`. */
export const freePlayRequest = z.object({
  os: z.string().max(32).optional(),
  platform: z.literal('W'),
  /** Random string from the client; kept for compatibility, it proves nothing. */
  random: z.string().max(256).optional(),
  gatewayVersion: z.literal(3).optional(),
  humanProof: humanProof.optional(),
});

/** `DELETE /wps/session/logout` value. */
export const logoutResponse = z.object({ loggedOut: z.literal(true) });
