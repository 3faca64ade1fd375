import type { z } from 'zod';
import type { ModId } from '../mod-ids.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * What one call sends and answers, as types only: the table imports no zod value, so the web
 * bundle gets paths and types without the schemas. `undefined` = the call takes no query / body.
 */
export interface Call {
  query: unknown;
  body: unknown;
  response: unknown;
}
/** A route of a later issue: its contract is not written yet. */
export interface UntypedCall extends Call {
  query: unknown;
  body: unknown;
  response: unknown;
}
/** The answer of a route that redirects the browser instead of sending an envelope. */
export type Redirect = never;

export interface RouteDef<C extends Call = Call> {
  method: HttpMethod;
  path: string;
  /** Whitelabel module the call belongs to; switched off → 403 `function.not.available`. */
  modId: ModId;
  /** Needs `Authorization: <token>`. */
  token: boolean;
  /** Body is encrypted (RSA-OAEP-256 + AES-256-GCM, DESIGN.md §4). */
  encrypted: boolean;
  /** False when spec §7 does not show the path and we chose it in the platform's style. */
  pathFromSpec: boolean;
  /** The issue that implements the call; routes of later issues are listed so paths cannot drift. */
  issue: number;
  /** Phantom, never set: the call's types, read by `apiCall` and `defineRoute` (`CallOf`). */
  readonly call?: C;
}

/** The types of a route's call. */
export type CallOf<R> = R extends { readonly call?: infer C } ? Extract<C, Call> : never;

/** What the client sends (before the server's defaults and coercions) and what it gets back. */
export type In<S extends z.ZodType> = z.input<S>;
export type Out<S extends z.ZodType> = z.output<S>;
/** A call written as `{ query?, body?, response }`: a part left out is `undefined` (not sent). */
export type CallSpec = { query?: unknown; body?: unknown; response: unknown };
export type CallFrom<S extends CallSpec> = {
  query: S extends { query: infer Q } ? Q : undefined;
  body: S extends { body: infer B } ? B : undefined;
  response: S['response'];
};

/** A route of the table; `S` its call (`UntypedCall` until the issue that implements it). */
export const r = <S extends CallSpec = UntypedCall>(
  method: HttpMethod,
  path: string,
  modId: ModId,
  issue: number,
  opts: { token?: boolean; encrypted?: boolean; chosen?: boolean } = {},
): RouteDef<CallFrom<S>> => ({
  method,
  path,
  modId,
  token: opts.token ?? false,
  encrypted: opts.encrypted ?? false,
  pathFromSpec: !opts.chosen,
  issue,
});
export const chosen = { chosen: true } as const;
export const tokenChosen = { token: true, chosen: true } as const;
