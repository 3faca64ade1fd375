import { createHash } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { routes, type RouteName } from '@bet/contracts/routes';
import type { HumanChallenge } from '@bet/contracts/identity/verification';
import type { App } from '../app.js';
import type { Db } from '../db/create-db.js';
import { CAPTCHA_COOKIE } from '../shared/cookies.js';
import { encryptForServer } from './encrypt-for-server.js';

interface CallOptions {
  token?: string;
  ip?: string;
  cookie?: string;
  /** Solve a human-verification challenge and send it as `humanProof`. */
  human?: boolean;
  /** The browser's `Device-Id` header. */
  deviceId?: string;
  /** Any other headers (a proxy's country header, say). */
  headers?: Record<string, string>;
}

/** Solves a challenge as the browser widget does (brute force over 0..maxnumber). */
export async function humanProof(app: App): Promise<string> {
  const ch = (await app.inject({ method: 'GET', url: routes.humanChallenge.path })).json()
    .value as HumanChallenge;
  for (let n = 0; n <= ch.maxnumber; n++) {
    if (
      createHash('sha256')
        .update(ch.salt + n)
        .digest('hex') === ch.challenge
    ) {
      return Buffer.from(
        JSON.stringify({
          algorithm: ch.algorithm,
          challenge: ch.challenge,
          number: n,
          salt: ch.salt,
          signature: ch.signature,
        }),
      ).toString('base64');
    }
  }
  throw new Error('challenge not solvable');
}

/** Calls a route of the contract as the web client does: encrypted when flagged, with token and proofs. */
export async function call(
  app: App,
  name: RouteName,
  body?: Record<string, unknown>,
  opts: CallOptions = {},
): Promise<LightMyRequestResponse> {
  const route = routes[name];
  let payload = body ? { ...body } : undefined;
  if (payload && opts.human) payload.humanProof = await humanProof(app);
  if (payload && route.encrypted) {
    const status = await app.inject({ method: 'GET', url: routes.systemStatus.path });
    payload = (await encryptForServer(status.json().value.info.payloadKey, payload)) as unknown as Record<
      string,
      unknown
    >;
  }
  const headers: Record<string, string> = {};
  if (opts.token) headers.authorization = opts.token;
  if (opts.cookie) headers.cookie = opts.cookie;
  if (opts.deviceId) headers['device-id'] = opts.deviceId;
  Object.assign(headers, opts.headers);
  return app.inject({
    method: route.method,
    url: route.path,
    headers,
    ...(payload && route.method !== 'GET' ? { payload } : {}),
    ...(opts.ip ? { remoteAddress: opts.ip } : {}),
  });
}

export const login = (
  app: App,
  body: { username: string; password: string; captcha?: string },
  opts: Omit<CallOptions, 'human'> = {},
) => call(app, 'login', { type: 'username', ...body }, { ...opts, human: true });

/** Fetches a captcha and returns the cookie that binds it to "this browser". */
export async function captchaFor(app: App): Promise<string> {
  const res = await app.inject({ method: 'GET', url: routes.captcha.path });
  const setCookie = String(res.headers['set-cookie']);
  const id = new RegExp(`${CAPTCHA_COOKIE}=([^;]+)`).exec(setCookie)![1]!;
  return `${CAPTCHA_COOKIE}=${id}`;
}

export const smsOutbox = (db: Db, to: string) =>
  db.selectFrom('sms_outbox').selectAll().where('to_number', '=', to).orderBy('id', 'desc').execute();
export const mailOutbox = (db: Db, to: string) =>
  db.selectFrom('mail_outbox').selectAll().where('to_address', '=', to).orderBy('id', 'desc').execute();
