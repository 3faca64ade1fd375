export const JWKS_PATH: string;

/** The claims of a Firebase phone sign-in's ID token (Google's layout). */
export interface FirebaseIdTokenClaims {
  iss?: string;
  aud?: string;
  auth_time?: number;
  user_id?: string;
  sub?: string;
  iat?: number;
  exp?: number;
  phone_number?: string;
  firebase?: { identities: { phone: string[] }; sign_in_provider: string };
  [claim: string]: unknown;
}

export interface FakeFirebaseAuth {
  /** FIREBASE_AUTH_URL: serves `/v1/recaptchaParams`, `/v1/accounts:sendVerificationCode` and `/v1/accounts:signInWithPhoneNumber`. */
  url: string;
  /** FIREBASE_JWKS_URL */
  jwksUrl: string;
  /** FIREBASE_RECAPTCHA_SCRIPT_URL: a stand-in for Google's reCAPTCHA v2 api.js (explicit render). */
  recaptchaScriptUrl: string;
  /** What `GET /v1/recaptchaParams` answers. */
  recaptchaSiteKey: string;
  /** Issues a token as the widget would; `sendVerificationCode` accepts each once, for two minutes. */
  recaptchaToken(): string;
  projectId: string;
  apiKey: string;
  lastCode(phoneNumber: string): string | undefined;
  claimsFor(phoneNumber: string, now?: number): FirebaseIdTokenClaims;
  signIdToken(claims: FirebaseIdTokenClaims, options?: { foreignKey?: boolean }): string;
  close(): Promise<void>;
}

export function startFakeFirebaseAuth(options: {
  projectId: string;
  apiKey: string;
  port?: number;
}): Promise<FakeFirebaseAuth>;
