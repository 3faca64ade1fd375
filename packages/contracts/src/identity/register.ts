import { z } from 'zod';
import { dialingCode, humanProof, optionalText, password } from './fields.js';
import { loginResponse } from './login.js';

/**
 * `PUT /wps/member/register` and `/register/mobile` (encrypted). Length and pattern of each
 * field come from the merchant's rules (`GET /wps/system/setting/register`) and are checked
 * by the shared rule engine on both sides; this schema only bounds types and sizes.
 */
export const registerRequest = z.object({
  username: optionalText(64),
  password,
  confirmPassword: password,
  payeeName: optionalText(64),
  nickname: optionalText(64),
  email: optionalText(64),
  qqNum: optionalText(64),
  mobileNum: optionalText(20),
  countryDialingCode: dialingCode.optional(),
  recommenderId: optionalText(64),
  captcha: optionalText(16),
  verificationCode: z.string().max(255).optional(),
  /**
   * Firebase-style SMS (spec §3): the phone was verified by Firebase Authentication, and
   * `firebaseIdToken` is the ID token of that phone sign-in, instead of our own `verificationCode`.
   */
  firebaseChannel: z.boolean().optional(),
  firebaseIdToken: z.string().max(4096).optional(),
  affiliateCode: optionalText(64),
  referralCode: optionalText(64),
  paymentPassword: optionalText(64),
  line: optionalText(64),
  whatsapp: optionalText(64),
  facebook: optionalText(64),
  wechat: optionalText(64),
  idNumber: optionalText(64),
  birthday: optionalText(10),
  domain: optionalText(253),
  registerUrl: optionalText(2048),
  registerMethod: z.literal('WEB').optional(),
  /** The player confirmed the terms and privacy policy (required) and the age limit when asked. */
  agreeTerms: z.literal(true),
  ageConfirmed: z.boolean().optional(),
  /** Log the new player in (spec §4: the call is made with login true). */
  login: z.boolean().default(true),
  humanProof: humanProof.optional(),
  /** Sign up as an agent (the join-us page); the server allows it only when the operator opened it. */
  joinAsAgent: z.boolean().optional(),
});
export type RegisterRequest = z.input<typeof registerRequest>;

/** `GET /wps/agent/affiliate?code&domain`: the code belongs to an agent of this merchant. */
export const affiliateCheckQuery = z.object({
  code: z.string().trim().min(1).max(64),
  domain: z.string().max(253).optional(),
});
/** Register `value`: the login answer, or `registered` when the call asked not to log in (`login: false`). */
export const registerResponse = z.union([loginResponse, z.object({ registered: z.literal(true) })]);
export type RegisterResponse = z.infer<typeof registerResponse>;

export const affiliateCheckResponse = z.object({ valid: z.literal(true), agent: z.string() });
