import type { Call, CallOf } from '@bet/contracts/routes';
import { ErrorCodes } from '@bet/contracts/error-codes';
import type { OperatorRouteDef } from '@bet/contracts/operator/operator';
import { getSession, setSession } from '../session/session-store';
import { ApiError } from './api-error';

type QueryValue = string | number | boolean | null | undefined;
type Part<K extends 'query' | 'body', T> = [T] extends [undefined]
  ? { [P in K]?: never }
  : Partial<T> extends T
    ? { [P in K]?: T }
    : { [P in K]: T };
export type OpsCallOptions<C extends Call = Call> = Part<'query', C['query']> &
  Part<'body', C['body']> & { signal?: AbortSignal };
type OptionsArg<C extends Call> =
  Partial<OpsCallOptions<C>> extends OpsCallOptions<C>
    ? [options?: OpsCallOptions<C>]
    : [options: OpsCallOptions<C>];

/** What an operator route answers, as its contract declares it. */
export type OpsResponse<R> = CallOf<R>['response'];

export function buildUrl(path: string, query: Record<string, QueryValue> | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * Calls one operator route of the contract with the operator's token and unwraps the envelope:
 * the value, or `ApiError` with the error code. A refused session signs the operator out here,
 * once, so every screen falls back to the sign-in page.
 */
export async function opsCall<R extends OperatorRouteDef>(
  route: R,
  ...args: OptionsArg<CallOf<R>>
): Promise<OpsResponse<R>> {
  const options = (args[0] ?? {}) as {
    query?: Record<string, QueryValue>;
    body?: unknown;
    signal?: AbortSignal;
  };
  const session = getSession();
  const headers = new Headers({ Accept: 'application/json' });
  if (session) headers.set('Authorization', session.token);
  if (options.body !== undefined) headers.set('Content-Type', 'application/json');
  let response: Response;
  try {
    response = await fetch(buildUrl(route.path, options.query), {
      method: route.method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError('network.abnormal', 'the server cannot be reached', 0);
  }
  const envelope = (await response.json().catch(() => null)) as
    | { success: true; value: OpsResponse<R> }
    | { success: false; errorCode: string; message: string; value?: unknown }
    | null;
  if (envelope?.success) return envelope.value;
  const code = envelope?.errorCode ?? (response.status >= 500 ? 'system.busy' : 'system.error');
  if (code === ErrorCodes.operatorAuthRequired && session) setSession(null);
  throw new ApiError(code, envelope?.message ?? response.statusText, response.status, envelope?.value);
}
