import type { LoginResponse } from '@bet/contracts/identity/login';
import type { MemberInfo } from '@bet/contracts/identity/member';
import type { RegisterSettingsResponse, ValidationRule } from '@bet/contracts/system/register-settings';

/** A login answer; override what a test needs. */
export const loginResponseFixture = (overrides: Partial<LoginResponse> = {}): LoginResponse => ({
  token: 'tok-1',
  id: 7,
  userName: 'player1',
  nickname: 'Lucky',
  customerType: 0,
  firstTimeLogin: false,
  passwordExpired: false,
  passwordChangeRequired: false,
  oldPasswordUnknown: false,
  toUpline: false,
  ...overrides,
});

export const memberInfoFixture = (overrides: Partial<MemberInfo> = {}): MemberInfo => ({
  id: 7,
  account: 'player1',
  nickname: 'Lucky',
  type: 0,
  toUpline: false,
  clubLabel: { labelName: 'VIP0', rankLevel: 0 },
  memberLabel: [],
  regDate: Date.UTC(2024, 0, 1),
  mobile: '+63 917****567',
  email: null,
  language: 'EN',
  hasPaymentPassword: false,
  hasTotp: false,
  ...overrides,
});

export const rule = (overrides: Partial<ValidationRule> = {}): ValidationRule => ({
  enabled: true,
  required: true,
  minLength: 4,
  maxLength: 16,
  acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
  patternId: 'letterFirstAlnum',
  ...overrides,
});

export const registerSettingsFixture = (
  rules: Record<string, ValidationRule> = {},
  overrides: Partial<RegisterSettingsResponse> = {},
): RegisterSettingsResponse => ({
  rules: {
    username: rule(),
    password: rule({ minLength: 8, maxLength: 20, acceptedPattern: '*', patternId: 'any' }),
    ...rules,
  },
  birthdayLimit: null,
  firebaseSms: null,
  bonus: { amount: 1000, currency: 'VND' },
  ...overrides,
});

export const countriesFixture = [
  { countryCode: 'PH', countryDialingCode: '63', flag: '/flags/ph.svg' },
  { countryCode: 'VN', countryDialingCode: '84', flag: '/flags/vn.svg' },
];
