import type { ExcludedValue } from '@bet/contracts/responsible-gaming/responsible-gaming';
/**
 * What the identity flows need from the verification building blocks, as narrow interfaces:
 * the flows are tested against the real implementations, and nothing else needs to know more.
 */
export interface CaptchaCheck {
  verify(id: string | undefined, answer: string | undefined): Promise<boolean>;
}
export interface HumanProofCheck {
  verify(proof: string | undefined): Promise<boolean>;
}
export interface OneTimeCodes {
  issue(input: {
    merchantId: number;
    purpose: string;
    target: string;
    ip: string;
  }): Promise<{ code: string; expiresAt: number }>;
  verify(input: { merchantId: number; purpose: string; target: string; code: string }): Promise<void>;
}
/**
 * The time-out or self-exclusion in force for an account (issue 20): a login is refused with it,
 * and — the secret was right — a one-time code for the withdrawal-only page.
 */
export interface ExclusionCheck {
  activeExclusion(memberId: bigint): Promise<ExcludedValue | null>;
  withdrawalCode(member: { memberId: bigint; merchantId: number }): Promise<string>;
}
// The senders are the adapters' own interfaces: identity names them for its flows.
export type { SmsSender as SmsPort } from '../../adapters/sms/sms-sender.js';
export type { Mailer as MailPort } from '../../adapters/mail/mailer.js';
