import { MOBILE_NUMBER, OTP_CODE } from '@bet/contracts/identity/field-formats';
import type { FieldMessage } from '@/shared/ui/form/field-message';

export interface MobileNumber {
  countryDialingCode: string;
  mobileNum: string;
}

/** SMS send `value` (spec §3): the code lives `expiredMinutes`; the button waits as long. */
export interface SmsSent {
  expiredMinutes: number;
}

/** Required, digits only, 4 to 15 of them (the contract's `mobileNum`). */
export function mobileMessage(value: string): FieldMessage | null {
  const mobile = value.trim();
  if (!mobile) return { key: 'validation.required' };
  return MOBILE_NUMBER.test(mobile) ? null : { key: 'validation.phoneNumber' };
}

/** The number with its country code; without a country code no number can be right. */
export const dialledMobileMessage = (dialingCode: string, mobileNum: string): FieldMessage | null =>
  dialingCode ? mobileMessage(mobileNum) : { key: 'validation.phoneFormat' };

/** The number as the contract takes it. */
export const dialledMobile = (dialingCode: string, mobileNum: string): MobileNumber => ({
  countryDialingCode: dialingCode,
  mobileNum: mobileNum.trim(),
});

/** Required, six digits. */
export function smsCodeMessage(value: string): FieldMessage | null {
  const code = value.trim();
  if (!code) return { key: 'validation.required' };
  return OTP_CODE.test(code) ? null : { key: 'validation.verificationCode' };
}

/** When the send button may be pressed again: `expiredMinutes` × 60 s from now (spec §4). */
export const smsWaitUntil = (sent: SmsSent) => Date.now() + Math.max(0, sent.expiredMinutes) * 60_000;
