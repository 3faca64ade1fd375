import { z } from 'zod';

/** Registration fields whose rules the server configures (spec §3 registration user). */
export const REGISTER_FIELDS = [
  'username',
  'password',
  'mobileNum',
  'verificationCode',
  'payeeName',
  'nickname',
  'paymentPassword',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'email',
  'recommenderId',
  'affiliateCode',
  'referralCode',
  'captcha',
  'birthday',
] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];

export const validationRule = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  minLength: z.number().int().min(0),
  maxLength: z.number().int().min(0),
  /** A regular expression source, or `*` for anything. */
  acceptedPattern: z.string(),
  patternId: z.string(),
});
export type ValidationRule = z.infer<typeof validationRule>;

/** `GET /wps/system/setting/register` value. */
export const registerSettingsResponse = z.object({
  rules: z.record(z.string(), validationRule),
  /** Age the player must confirm (18 or 21), or null when the merchant asks for none. */
  birthdayLimit: z.union([z.literal(18), z.literal(21)]).nullable(),
  /**
   * Firebase-style SMS (docs/decisions/0012-firebase-sms.md): when set, the sign-up SMS code
   * (REGMOBVERF3) is sent and checked by Firebase Authentication's REST API at `authUrl` with
   * this public web API key, and registration carries the resulting ID token. Each send carries
   * a token of the invisible reCAPTCHA v2 widget that `recaptchaScriptUrl` provides. Null: our own SMS.
   */
  firebaseSms: z
    .object({ apiKey: z.string(), authUrl: z.string(), recaptchaScriptUrl: z.string() })
    .nullable(),
  /** Registration bonus shown in the modal title. */
  bonus: z.object({ amount: z.number(), currency: z.string() }).nullable(),
});
export type RegisterSettingsResponse = z.infer<typeof registerSettingsResponse>;
