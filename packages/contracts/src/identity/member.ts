import { z } from 'zod';
import { LANGUAGES } from '../constants.js';
import { optionalText, otpCode } from './fields.js';

/** `GET /wps/member/info` value (spec §3, platform-facts). */
export const memberInfo = z.object({
  id: z.number(),
  account: z.string(),
  nickname: z.string().nullable(),
  /** Account type: 0 player, 4 trial, 1/2/41/42 agent types (spec §9). */
  type: z.number(),
  toUpline: z.boolean(),
  clubLabel: z.object({ labelName: z.string(), rankLevel: z.number() }),
  memberLabel: z.array(z.object({ labelName: z.string() })),
  regDate: z.number(),
  /** Masked, e.g. "+63 917****567". */
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  language: z.string(),
  hasPaymentPassword: z.boolean(),
  hasTotp: z.boolean(),
});
export type MemberInfo = z.infer<typeof memberInfo>;

export const STATIC_AVATARS = ['a1', 'a2', 'a3', 'a4', 'a5', 'a6'] as const;
/** Avatar (spec §3): a STATIC choice or a CUSTOM upload (data URL, png/jpg ≤ 5 MB). */
export const avatarResponse = z.object({ avatar: z.string(), avatarType: z.enum(['CUSTOM', 'STATIC']) });
export type AvatarResponse = z.infer<typeof avatarResponse>;

export const profileFields = z.object({
  nickname: optionalText(32),
  email: optionalText(64),
  birthday: optionalText(10),
  address: optionalText(200),
  nationality: optionalText(64),
  occupation: optionalText(64),
  sourceOfIncome: optionalText(64),
  telegram: optionalText(64),
  zalo: optionalText(64),
  skype: optionalText(64),
  whatsapp: optionalText(64),
  line: optionalText(64),
  facebook: optionalText(64),
  wechat: optionalText(64),
  qqNum: optionalText(20),
});
export type ProfileFields = z.infer<typeof profileFields>;

/** `POST /wps/member/language`: the language the player chose (one the platform has), recorded on the server. */
export const languageRequest = z.object({ language: z.enum(LANGUAGES) });
/** The language as stored: upper case (`EN`). */
export const languageResponse = z.object({ language: z.string() });

/** `POST /wps/member/firstLogin`: the welcome was shown. */
export const firstLoginResponse = z.object({ done: z.literal(true) });

/** `POST /wps/member/totp/setup`: a new authenticator secret and its `otpauth://` address (for the QR code). */
export const totpSetupResponse = z.object({ secret: z.string(), uri: z.string() });
export type TotpSetup = z.infer<typeof totpSetupResponse>;
/** `POST /wps/member/totp/bind` (encrypted): the first code from the authenticator proves the secret. */
export const totpBindRequest = z.object({ code: otpCode });
export const totpBindResponse = z.object({ bound: z.literal(true) });

export const loginHistoryEntry = z.object({
  time: z.number(),
  ip: z.string(),
  device: z.string(),
  method: z.string(),
  result: z.enum(['SUCCESS', 'FAILED', 'LOCKED', 'VERIFY_REQUIRED']),
});
export type LoginHistoryEntry = z.infer<typeof loginHistoryEntry>;
export const loginHistoryResponse = z.array(loginHistoryEntry);
