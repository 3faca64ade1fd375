/** Every input of the register form (spec §3 registration user), as strings. */
export const EMPTY_REGISTER_VALUES = {
  username: '',
  password: '',
  confirmPassword: '',
  dialingCode: '',
  mobileNum: '',
  verificationCode: '',
  payeeName: '',
  nickname: '',
  paymentPassword: '',
  qqNum: '',
  line: '',
  whatsapp: '',
  facebook: '',
  wechat: '',
  idNumber: '',
  email: '',
  birthday: '',
  recommenderId: '',
  affiliateCode: '',
  referralCode: '',
  captcha: '',
};
export type RegisterValues = typeof EMPTY_REGISTER_VALUES;
export type RegisterValueName = keyof RegisterValues;

export type RegisterTab = 'username' | 'mobile';

/** The optional fields the merchant switches on, in the order the form shows them. */
export const EXTRA_FIELDS = [
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
  'birthday',
  'recommenderId',
  'affiliateCode',
  'referralCode',
] as const satisfies readonly RegisterValueName[];
export type ExtraField = (typeof EXTRA_FIELDS)[number];

export interface RegisterChecks {
  agree: boolean;
  ageConfirmed: boolean;
}
