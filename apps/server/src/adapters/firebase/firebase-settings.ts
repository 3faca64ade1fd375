import type { Config } from '../../config.js';

export interface FirebaseSmsSettings {
  projectId: string;
  apiKey: string;
  authUrl: string;
  jwksUrl: string;
  /** reCAPTCHA v2 script whose token Firebase wants with every SMS request from a browser. */
  recaptchaScriptUrl: string;
}

/** Firebase-style SMS is on when a project id is configured (the config check wants its API key too). */
export function firebaseSmsSettings(config: Config): FirebaseSmsSettings | null {
  const { FIREBASE_PROJECT_ID: projectId, FIREBASE_API_KEY: apiKey } = config;
  if (!projectId || !apiKey) return null;
  return {
    projectId,
    apiKey,
    authUrl: config.FIREBASE_AUTH_URL,
    jwksUrl: config.FIREBASE_JWKS_URL,
    recaptchaScriptUrl: config.FIREBASE_RECAPTCHA_SCRIPT_URL,
  };
}

/** What the browser needs to call the Identity Toolkit API itself: public values only. */
export const firebaseSmsPublic = (s: FirebaseSmsSettings | null) =>
  s ? { apiKey: s.apiKey, authUrl: s.authUrl, recaptchaScriptUrl: s.recaptchaScriptUrl } : null;
