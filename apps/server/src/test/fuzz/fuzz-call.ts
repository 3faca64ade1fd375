import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { allErrorCodes, type ErrorCode } from '@bet/contracts/error-codes';
import { statusOf } from '@bet/contracts/error-status';
import type { App } from '../../app.js';
import { encryptTextForServer } from '../encrypt-for-server.js';
import type { FuzzTarget } from './fuzz-targets.js';
import { hostileQueryText, hostileValue, mutated, toQueryString } from './hostile.js';
import { arbitraryFor, type Hints } from './zod-arbitrary.js';

/** Whose credentials a generated call carries. */
export type Auth = 'player' | 'agent' | 'trial' | 'operator' | 'none' | 'garbage';
type ContentType = 'application/json' | 'application/x-www-form-urlencoded' | 'text/plain' | 'none';

/** One generated call: who, from where, and what it sends. */
export interface FuzzCase {
  auth: Auth;
  ip: string;
  merchant: string | undefined;
  query: string;
  /** A JSON value, or raw text that may not be JSON at all. */
  body: { value: unknown } | { text: string } | undefined;
  contentType: ContentType;
  /** Encrypted routes: seal the body as the web client does (else it goes in the clear). */
  seal: boolean;
}

/**
 * The credentials of the run, a token per identity. A member has one session at a time, so a call
 * that ends its session gets a new login, which `renew` also makes the token of later calls.
 */
export interface Identities {
  tokens: Record<'player' | 'agent' | 'trial' | 'operator', string>;
  renew(auth: 'player' | 'agent' | 'operator'): Promise<string>;
  payloadKey: string;
}

const weighted = <T>(...pairs: [T, number][]) =>
  fc.oneof(...pairs.map(([value, weight]) => ({ arbitrary: fc.constant(value), weight })));

const authFor = (target: FuzzTarget): fc.Arbitrary<Auth> =>
  target.auth === 'member'
    ? weighted<Auth>(['player', 6], ['agent', 3], ['trial', 1], ['none', 1], ['garbage', 1])
    : target.auth === 'operator'
      ? weighted<Auth>(['operator', 8], ['player', 1], ['none', 1], ['garbage', 1])
      : weighted<Auth>(['none', 8], ['player', 1], ['garbage', 1]);

const rawBodies = fc.constantFrom(
  '{"a":',
  '',
  'null',
  '[]',
  '"x"',
  '1e400',
  '{"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}}}',
  '\u0000',
  '{'.repeat(5_000),
  '['.repeat(20_000) + ']'.repeat(20_000),
  // past the 1 MB body limit
  JSON.stringify({ data: 'x'.repeat(1_100_000) }),
);

/** Every kind of call for `target`: valid from its schemas, spoilt, hostile; in the clear and sealed. */
export function caseArbitrary(target: FuzzTarget, hints: Hints): fc.Arbitrary<FuzzCase> {
  const { schemas } = target;
  const validQuery = schemas?.query ? arbitraryFor(schemas.query, hints) : undefined;
  const query = validQuery
    ? fc.oneof(
        { arbitrary: validQuery.map(toQueryString), weight: 5 },
        { arbitrary: mutated(validQuery).map(toQueryString), weight: 3 },
        { arbitrary: hostileQueryText, weight: 2 },
      )
    : fc.oneof({ arbitrary: fc.constant(''), weight: 3 }, { arbitrary: hostileQueryText, weight: 1 });
  const validBody = schemas?.body ? arbitraryFor(schemas.body, hints) : fc.constant({});
  const value = fc.oneof(
    { arbitrary: validBody, weight: 6 },
    { arbitrary: mutated(validBody), weight: 3 },
    { arbitrary: hostileValue, weight: 2 },
  );
  const body =
    target.method === 'GET'
      ? fc.constant(undefined)
      : fc.oneof(
          { arbitrary: value.map((v) => ({ value: v })), weight: 9 },
          { arbitrary: rawBodies.map((text) => ({ text })), weight: 1 },
        );
  return fc.record({
    auth: authFor(target),
    ip: fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255)).map(([a, b, c]) => `10.${a}.${b}.${c}`),
    // Mostly no header (the default merchant); sometimes one that names no merchant.
    merchant: fc.oneof(
      { arbitrary: fc.constant(undefined), weight: 12 },
      { arbitrary: fc.constantFrom('DEMO', 'NOPE', 'x'.repeat(300), '__proto__', "' OR 1=1 --"), weight: 1 },
    ),
    query,
    body,
    contentType: weighted<ContentType>(
      ['application/json', 12],
      ['application/x-www-form-urlencoded', 1],
      ['text/plain', 1],
      ['none', 1],
    ),
    seal: target.encrypted ? weighted<boolean>([true, 3], [false, 1]) : fc.constant(false),
  });
}

/** The `Authorization` of a call (a new login for a call that ends its session: take it before the state). */
export async function tokenFor(target: FuzzTarget, auth: Auth, ids: Identities): Promise<string | undefined> {
  if (auth === 'none') return undefined;
  if (auth === 'garbage') return 'not-a-token';
  if (target.endsSession && auth !== 'trial') return ids.renew(auth);
  return ids.tokens[auth];
}

function payloadText(c: FuzzCase): string | undefined {
  if (!c.body) return undefined;
  if ('text' in c.body) return c.body.text;
  if (c.contentType === 'application/x-www-form-urlencoded') return toQueryString(c.body.value);
  return JSON.stringify(c.body.value) ?? '';
}

/** Sends one generated call to the app, with `token` (from `tokenFor`). */
export async function sendCase(
  app: App,
  target: FuzzTarget,
  c: FuzzCase,
  token: string | undefined,
  payloadKey: string,
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = token;
  if (c.merchant !== undefined) headers.merchant = c.merchant;
  let payload = payloadText(c);
  let contentType = c.contentType;
  if (payload !== undefined && c.seal) {
    payload = JSON.stringify(encryptTextForServer(payloadKey, payload));
    contentType = 'application/json';
  }
  if (payload !== undefined && contentType !== 'none') headers['content-type'] = contentType;
  return app.inject({
    method: target.method,
    url: c.query ? `${target.path}?${c.query}` : target.path,
    headers,
    remoteAddress: c.ip,
    ...(payload !== undefined ? { payload } : {}),
  });
}

const codes = new Set<string>(allErrorCodes);

/** What is wrong with an answer (undefined when nothing): a 5xx, no envelope, an unknown code. */
export function answerProblem(target: FuzzTarget, res: LightMyRequestResponse): string | undefined {
  if (res.statusCode >= 500) return `status ${res.statusCode}: ${res.body.slice(0, 500)}`;
  if (target.redirect && res.statusCode >= 300 && res.statusCode < 400)
    return res.headers.location ? undefined : 'a redirect without a location';
  let body: { success?: unknown; errorCode?: unknown; message?: unknown };
  try {
    body = JSON.parse(res.body) as typeof body;
  } catch {
    return `status ${res.statusCode}, not JSON: ${res.body.slice(0, 200)}`;
  }
  if (body.success === true)
    return res.statusCode >= 200 && res.statusCode < 300 ? undefined : `success with ${res.statusCode}`;
  if (body.success !== false) return `no envelope: ${res.body.slice(0, 200)}`;
  if (typeof body.errorCode !== 'string' || !codes.has(body.errorCode))
    return `unknown error code ${String(body.errorCode)}`;
  if (typeof body.message !== 'string') return 'refusal without a message';
  const expected = statusOf(body.errorCode as ErrorCode);
  return res.statusCode === expected
    ? undefined
    : `${body.errorCode} sent with ${res.statusCode}, not ${expected}`;
}

/** `OK`, the refusal's code, or `-` for an answer without an envelope (a redirect). */
export function answerCode(res: LightMyRequestResponse): string {
  try {
    const body = JSON.parse(res.body) as { success?: unknown; errorCode?: unknown };
    return body.success === true ? 'OK' : String(body.errorCode);
  } catch {
    return '-';
  }
}

/** True for a refusal: an error envelope (or anything that is not a success). */
export const isRefusal = (res: LightMyRequestResponse) => {
  try {
    return (JSON.parse(res.body) as { success?: unknown }).success !== true;
  } catch {
    return res.statusCode >= 400;
  }
};
