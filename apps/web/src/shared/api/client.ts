import type { RouteDef } from '@bet/contracts/routes';
import type { Envelope } from '@bet/contracts/envelope';
import { getCurrentLanguage } from '../i18n/current-language';
import { getSession } from '../session/session-store';
import { ApiError } from './api-error';

export type QueryValue = string | number | boolean | null | undefined;

export interface ApiCallOptions {
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
}

function buildUrl(path: string, query: ApiCallOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

function buildHeaders(route: RouteDef, hasBody: boolean): Headers {
  const { merchantCode, token } = getSession();
  const headers = new Headers({
    Accept: 'application/json',
    Device: 'web',
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

/** The status' generic code when a failure comes without our envelope (proxy page, crash). */
const codeForStatus = (status: number): string =>
  status === 429 ? 'TOO_MANY_REQUESTS' : status >= 500 ? 'system.busy' : 'system.error';

/**
 * Calls one route of the contract table and unwraps the envelope: resolves with `value`, throws
 * `ApiError` with the error code otherwise (`network.abnormal` when the server is unreachable).
 */
export async function apiCall<T>(route: RouteDef, options: ApiCallOptions = {}): Promise<T> {
  if (route.encrypted) {
    // Encrypted bodies (RSA-OAEP-256 + AES-256-GCM) arrive with the identity issue.
    throw new ApiError(0, 'function.not.available');
  }
  const hasBody = options.body !== undefined;
  let response: Response;
  try {
    response = await fetch(buildUrl(route.path, options.query), {
      method: route.method,
      headers: buildHeaders(route, hasBody),
      body: hasBody ? JSON.stringify(options.body) : undefined,
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network.abnormal');
  }

  let envelope: Envelope<T> | null = null;
  try {
    envelope = (await response.json()) as Envelope<T>;
  } catch {
    envelope = null;
  }
  if (envelope && typeof envelope === 'object' && 'success' in envelope) {
    if (envelope.success === true) return envelope.value;
    throw new ApiError(response.status, envelope.errorCode || codeForStatus(response.status), envelope.value);
  }
  throw new ApiError(response.status, codeForStatus(response.status));
}
