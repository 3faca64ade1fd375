export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** The local OpenID provider social login goes through (started with the server). */
export const E2E_OIDC_PORT = E2E_PORT + 1;
/** A second site, started by the Firebase SMS test with FIREBASE_* pointing at a local fake. */
export const E2E_FIREBASE_SITE_PORT = E2E_PORT + 2;
export const E2E_OIDC_CLIENT = { id: 'demo-bet-e2e', secret: 'e2e-local-provider-secret' };
export const OPERATOR = { username: 'e2e-admin', password: 'e2e-operator-password-1' };
export const E2E_CAPTCHA = 'E2E7';
export const DEMO = {
  player: 'demoplayer',
  agent: 'demoagent',
  downlines: ['demodown1', 'demodown2'],
  password: 'Demo12345',
  affiliateCode: 'DEMOAGENT',
} as const;
