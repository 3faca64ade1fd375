// A stand-in for Firebase Authentication's phone sign-in, over real HTTP on this machine, for the
// server tests and the end-to-end test of Firebase-style SMS (docs/decisions/0012-firebase-sms.md):
// the Identity Toolkit REST calls the browser makes, with the reCAPTCHA widget Google wants a token
// of before it sends an SMS (fake-recaptcha.mjs), and the JWKS the server checks ID tokens with.
// Its ID tokens have Google's claim layout and are RS256-signed with a key generated at start,
// with node:crypto alone, so the server's JWT checks (jose) are tried against an independent signer.
import { generateKeyPairSync, randomBytes, randomInt, sign } from 'node:crypto';
import { createServer } from 'node:http';
import { fakeRecaptcha, RECAPTCHA_SCRIPT_PATH } from './fake-recaptcha.mjs';

/** Where Google publishes the securetoken keys; the fake serves them on the same path. */
export const JWKS_PATH = '/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';
const SESSION_TTL_MS = 5 * 60_000;
const E164 = /^\+[1-9]\d{6,14}$/;

const base64url = (value) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

function newSigningKey() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = randomBytes(20).toString('hex');
  return { privateKey, kid, jwk: { ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' } };
}

/** A compact JWS: header with `kid`, claims without the undefined ones. */
function signJwt(claims, key) {
  const payload = Object.fromEntries(Object.entries(claims).filter(([, value]) => value !== undefined));
  const input = `${base64url({ alg: 'RS256', kid: key.kid, typ: 'JWT' })}.${base64url(payload)}`;
  return `${input}.${sign('sha256', Buffer.from(input), key.privateKey).toString('base64url')}`;
}

/** Identity Toolkit's error body: `{ error: { code, message: 'INVALID_CODE', errors, status } }`. */
function sendError(res, message, code = 400) {
  sendJson(res, code, {
    error: {
      code,
      message,
      errors: [{ message, domain: 'global', reason: 'invalid' }],
      status: 'INVALID_ARGUMENT',
    },
  });
}

function sendJson(res, status, body, headers = {}) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  res.end(JSON.stringify(body));
}

async function readJson(req) {
  let text = '';
  for await (const chunk of req) text += chunk;
  try {
    const body = JSON.parse(text || '{}');
    return typeof body === 'object' && body !== null ? body : {};
  } catch {
    return {};
  }
}

/**
 * Starts the fake on 127.0.0.1 (`port` 0 = a free one). Its `url` is what FIREBASE_AUTH_URL
 * names, `jwksUrl` what FIREBASE_JWKS_URL names, `recaptchaScriptUrl` what
 * FIREBASE_RECAPTCHA_SCRIPT_URL names.
 */
export async function startFakeFirebaseAuth({ projectId, apiKey, port = 0 }) {
  const key = newSigningKey();
  /** sessionInfo → the code sent and to whom; spent by a successful sign-in. */
  const sessions = new Map();
  /** Every code "sent by SMS", newest last: what the tests read instead of a phone. */
  const sent = [];
  /** One user per phone number, as Firebase keeps them. */
  const uids = new Map();
  const uidOf = (phoneNumber) => {
    if (!uids.has(phoneNumber)) uids.set(phoneNumber, randomBytes(14).toString('base64url'));
    return uids.get(phoneNumber);
  };

  /** Google's claim layout of a phone sign-in's ID token, issued now for an hour. */
  const claimsFor = (phoneNumber, now = Math.floor(Date.now() / 1000)) => ({
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    auth_time: now,
    user_id: uidOf(phoneNumber),
    sub: uidOf(phoneNumber),
    iat: now,
    exp: now + 3600,
    phone_number: phoneNumber,
    firebase: { identities: { phone: [phoneNumber] }, sign_in_provider: 'phone' },
  });

  const recaptcha = fakeRecaptcha({ readJson, sendJson, sendError });
  const routes = {
    ...recaptcha.routes,
    'POST /v1/accounts:sendVerificationCode': async (req, res) => {
      const { phoneNumber, recaptchaToken } = await readJson(req);
      // Google checks that the request comes from the site before anything else.
      const refusal = recaptcha.refusal(recaptchaToken);
      if (refusal) return sendError(res, refusal);
      if (!phoneNumber) return sendError(res, 'MISSING_PHONE_NUMBER');
      if (typeof phoneNumber !== 'string' || !E164.test(phoneNumber))
        return sendError(res, 'INVALID_PHONE_NUMBER : Invalid format.');
      const sessionInfo = randomBytes(48).toString('base64url');
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      sessions.set(sessionInfo, { phoneNumber, code, expiresAt: Date.now() + SESSION_TTL_MS });
      sent.push({ phoneNumber, sessionInfo, code });
      sendJson(res, 200, { sessionInfo });
    },
    'POST /v1/accounts:signInWithPhoneNumber': async (req, res) => {
      const { sessionInfo, code } = await readJson(req);
      if (!sessionInfo) return sendError(res, 'MISSING_SESSION_INFO');
      if (!code) return sendError(res, 'MISSING_CODE');
      const session = sessions.get(sessionInfo);
      if (!session) return sendError(res, 'INVALID_SESSION_INFO');
      if (Date.now() > session.expiresAt) return sendError(res, 'SESSION_EXPIRED');
      if (code !== session.code) return sendError(res, 'INVALID_CODE');
      sessions.delete(sessionInfo);
      const isNewUser = !uids.has(session.phoneNumber);
      sendJson(res, 200, {
        idToken: signJwt(claimsFor(session.phoneNumber), key),
        refreshToken: randomBytes(32).toString('base64url'),
        expiresIn: '3600',
        localId: uidOf(session.phoneNumber),
        isNewUser,
        phoneNumber: session.phoneNumber,
      });
    },
    [`GET ${JWKS_PATH}`]: async (_req, res) =>
      sendJson(res, 200, { keys: [key.jwk] }, { 'cache-control': 'public, max-age=3600' }),
  };

  const server = createServer((req, res) => {
    // The browser calls it cross-origin, as it calls Google: answer CORS and its preflight.
    res.setHeader('access-control-allow-origin', req.headers.origin ?? '*');
    res.setHeader('vary', 'origin');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'access-control-allow-methods': 'GET, POST',
        'access-control-allow-headers': req.headers['access-control-request-headers'] ?? 'content-type',
        'access-control-max-age': '600',
      });
      return res.end();
    }
    const url = new URL(req.url ?? '/', 'http://fake');
    const route = routes[`${req.method} ${url.pathname}`];
    if (!route) return sendError(res, 'NOT_FOUND', 404);
    if (url.pathname.startsWith('/v1/') && url.searchParams.get('key') !== apiKey) {
      return sendError(res, 'API key not valid. Please pass a valid API key.');
    }
    route(req, res).catch(() => sendError(res, 'INTERNAL_ERROR', 500));
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${server.address().port}`;
  const other = newSigningKey();

  return {
    url,
    jwksUrl: `${url}${JWKS_PATH}`,
    recaptchaScriptUrl: `${url}${RECAPTCHA_SCRIPT_PATH}`,
    recaptchaSiteKey: recaptcha.siteKey,
    /** A token as the widget in a browser gets one (for tests that call the REST API themselves). */
    recaptchaToken: recaptcha.issue,
    projectId,
    apiKey,
    /** The newest code sent to `phoneNumber` (E.164), as the player would read it. */
    lastCode: (phoneNumber) => sent.findLast((s) => s.phoneNumber === phoneNumber)?.code,
    /** Google's claims for a phone sign-in of `phoneNumber` now (to change before signing). */
    claimsFor,
    /** Signs claims as an ID token: with the published key, or with one nobody published (`foreignKey`). */
    signIdToken: (claims, { foreignKey = false } = {}) => signJwt(claims, foreignKey ? other : key),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
