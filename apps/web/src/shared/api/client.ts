import type { Call, CallOf, RouteDef } from '@bet/contracts/routes';
import type { Envelope } from '@bet/contracts/envelope';
import { getCurrentLanguage } from '../i18n/current-language';
import { deviceId } from './device-id';
import { answersReleased } from '../lib/hydration-gate';
import { getSession } from '../session/session-store';
import { ApiError } from './api-error';
import { getPayloadPublicKey } from './payload-key';

export type QueryValue = string | number | boolean | null | undefined;

/** A part of the call: absent when the route takes none, optional when every field of it is. */
type Part<K extends 'query' | 'body', T> = [T] extends [undefined]
  ? { [P in K]?: never }
  : Partial<T> extends T
    ? { [P in K]?: T }
    : { [P in K]: T };

/** What `apiCall` takes for a route: its query and body as the contract declares them. */
export type ApiCallOptions<C extends Call = Call> = Part<'query', C['query']> &
  Part<'body', C['body']> & { signal?: AbortSignal };

/** The options argument, left out when nothing in it is required. */
type OptionsArg<C extends Call> =
  Partial<ApiCallOptions<C>> extends ApiCallOptions<C>
    ? [options?: ApiCallOptions<C>]
    : [options: ApiCallOptions<C>];

/** The value a route answers, and the body it takes, as its contract declares them. */
export type ResponseOf<R> = CallOf<R>['response'];
export type BodyOf<R> = CallOf<R>['body'];

function buildUrl(path: string, query: Record<string, QueryValue> | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

function buildHeaders(route: RouteDef<Call>, hasBody: boolean): Headers {
  const { merchantCode, token } = getSession();
  const headers = new Headers({
    Accept: 'application/json',
    Device: 'web',
    'Device-Id': deviceId(),
    Language: getCurrentLanguage(),
    ModuleId: route.modId,
  });
  // Unknown merchant: the server answers with its default one, and we learn the code from it.
  if (merchantCode) headers.set('Merchant', merchantCode);
  // The platform sends the bare token, without "Bearer".
  if (token) headers.set('Authorization', token);
  if (hasBody) headers.set('Content-Type', 'application/json');
  return headers;
}

type SessionEndedListener = (code: string) => void;
const sessionEndedListeners = new Set<SessionEndedListener>();

/**
 * Tells the app that a token call was refused for the session (expired, logged in elsewhere:
 * `login.not.session`), so it can clear the session and ask for a login once, in one place.
 */
export function onSessionEnded(listener: SessionEndedListener): () => void {
  sessionEndedListeners.add(listener);
  return () => sessionEndedListeners.delete(listener);
}
const notifySessionEnded = (code: string) => sessionEndedListeners.forEach((listener) => listener(code));

/** The status' generic code when a failure comes without our envelope (proxy page, crash). */
const codeForStatus = (status: number): string =>
  status === 429 ? 'TOO_MANY_REQUESTS' : status >= 500 ? 'system.busy' : 'system.error';

/**
 * Calls one route of the contract table and unwraps the envelope: resolves with `value`, throws
 * `ApiError` with the error code otherwise (`network.abnormal` when the server is unreachable).
 */
export async function apiCall<R extends RouteDef<Call>>(
  route: R,
  ...args: OptionsArg<CallOf<R>>
): Promise<ResponseOf<R>> {
  type T = ResponseOf<R>;
  // Typed for the caller by the route; here only the shape the request is built from.
  const options: { query?: unknown; body?: unknown; signal?: AbortSignal } = args[0] ?? {};
  const hasBody = options.body !== undefined;
  let body = hasBody ? JSON.stringify(options.body) : undefined;
  if (route.encrypted && hasBody) {
    // RSA-OAEP-256 wraps a fresh AES-256-GCM key per call; the key comes with the system status.
    const publicKey = getPayloadPublicKey();
    if (!publicKey) throw new ApiError(0, 'network.abnormal');
    // Its own chunk: only the calls that carry secrets need it, and none does on the first paint.
    const { encryptPayload } = await import('./encrypt-payload');
    body = JSON.stringify(await encryptPayload(publicKey, options.body));
  }
  let response: Response;
  try {
    response = await fetch(buildUrl(route.path, options.query as Record<string, QueryValue> | undefined), {
      method: route.method,
      headers: buildHeaders(route, hasBody),
      body,
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network.abnormal');
  }
  await answersReleased();

  let envelope: Envelope<T> | null = null;
  try {
    envelope = (await response.json()) as Envelope<T>;
  } catch {
    envelope = null;
  }
  if (envelope && typeof envelope === 'object' && 'success' in envelope) {
    if (envelope.success === true) return envelope.value;
    const error = new ApiError(
      response.status,
      envelope.errorCode || codeForStatus(response.status),
      envelope.value,
    );
    if (response.status === 401 && route.token) notifySessionEnded(error.errorCode);
    throw error;
  }
  throw new ApiError(response.status, codeForStatus(response.status));
}
