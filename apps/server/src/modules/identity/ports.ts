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
export interface SmsPort {
  send(msg: { merchantId: number; to: string; body: string }): Promise<void>;
}
export interface MailPort {
  send(msg: { merchantId: number; to: string; subject: string; text: string }): Promise<void>;
}
