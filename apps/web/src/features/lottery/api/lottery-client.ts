import type { ZodType } from 'zod';
import { LOTTERY_SESSION_HEADER } from '@bet/contracts/lottery/paths';
import { getCurrentLanguage } from '@/shared/i18n/current-language';
import { ApiError } from '@/shared/api/api-error';

/** Query values are sent as text; absent (undefined/null) ones are left out. Contract query types may be `unknown` (coerced fields). */
export type LotteryQuery = Readonly<Record<string, unknown>>;

export interface LotteryCallOptions<T> {
  /** The lottery session of the launch; absent for the public reads. */
  token?: string | null;
  method?: 'GET' | 'POST';
  query?: LotteryQuery;
  body?: unknown;
  /** The contract schema the answer's `value` must match (packages/contracts/src/lottery/*). */
  schema: ZodType<T>;
  signal?: AbortSignal;
}

/** The house lottery's own envelope (decision 0041), not the platform's `{ success, value }`. */
type LotteryEnvelope = { ok: true; value: unknown } | { ok: false; error: string };

function urlOf(path: string, query: LotteryQuery | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

const codeForStatus = (status: number): string =>
  status === 429 ? 'TOO_MANY_REQUESTS' : status >= 500 ? 'system.busy' : 'system.error';

const isEnvelope = (data: unknown): data is LotteryEnvelope =>
  typeof data === 'object' && data !== null && typeof (data as { ok?: unknown }).ok === 'boolean';

/**
 * Calls the house lottery API (paths in contracts/lottery/paths.ts): resolves with `value` parsed
 * by `schema`, throws the site's `ApiError` with the refusal code otherwise, so the usual error
 * display translates it (`error.<code>`). An answer that does not match the contract reads as a
 * system error rather than reaching the screens half-formed.
 */
export async function lotteryCall<T>(path: string, opts: LotteryCallOptions<T>): Promise<T> {
  const hasBody = opts.body !== undefined;
  const headers = new Headers({ Accept: 'application/json', Language: getCurrentLanguage() });
  if (opts.token) headers.set(LOTTERY_SESSION_HEADER, opts.token);
  if (hasBody) headers.set('Content-Type', 'application/json');
  let response: Response;
  try {
    response = await fetch(urlOf(path, opts.query), {
      method: opts.method ?? (hasBody ? 'POST' : 'GET'),
      headers,
      body: hasBody ? JSON.stringify(opts.body) : undefined,
      signal: opts.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network.abnormal');
  }
  let data: unknown = null;
  try {
    data = await response.json();
  } catch {
    data = null;
  }
  if (!isEnvelope(data)) throw new ApiError(response.status, codeForStatus(response.status));
  if (!data.ok) throw new ApiError(response.status, data.error || codeForStatus(response.status));
  const parsed = opts.schema.safeParse(data.value);
  if (!parsed.success) throw new ApiError(response.status, 'system.error', parsed.error.issues);
  return parsed.data;
}
