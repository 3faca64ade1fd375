import { z } from 'zod';
import { dialingCode, humanProof, mobileNum } from './fields.js';

/** `POST /wps/verification/sms/noLogin` and registration SMS: human proof first (anti-flood). */
export const smsCodeRequest = z.object({
  countryDialingCode: dialingCode,
  mobileNum,
  humanProof: humanProof.optional(),
});
/** SMS send `value` (spec §3): the code lives `expiredMinutes`; the button waits as long. */
export const smsCodeResponse = z.object({ expiredMinutes: z.number() });

/** `GET /wps/verification/challenge`: an ALTCHA-style proof-of-work challenge. */
export const humanChallenge = z.object({
  algorithm: z.literal('SHA-256'),
  challenge: z.string(),
  maxnumber: z.number(),
  salt: z.string(),
  signature: z.string(),
});
export type HumanChallenge = z.infer<typeof humanChallenge>;

/** `GET /wps/captcha` value: a base64 PNG (no data: prefix), valid once, bound to this client. */
export const captchaResponse = z.string();
