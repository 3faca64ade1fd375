import { ApiError } from '@/shared/api/api-error';
import { WITHDRAWAL_PAGE } from './withdrawal-page';

/*
 * What a login refused for a time-out or self-exclusion carries (issue 20): the one-time code of
 * the withdrawal page and where a self-excluded player stands about returning. Here in src/shared
 * because identity (the login) and src/app (the page) both need it.
 */

/** The one-time code of a login refused with `rg.excluded` (given only when the secret was right). */
export function withdrawalCodeOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.errorCode !== 'rg.excluded') return null;
  const value = error.value as { withdrawalCode?: unknown } | null | undefined;
  const code = value?.withdrawalCode;
  return typeof code === 'string' && code !== '' ? code : null;
}

/**
 * Where a self-excluded player whose period is over stands: they may ask to return (`MAY_ASK`),
 * or have asked and wait (`ASKED`); null for anything else.
 */
export function excludedReturnOf(error: unknown): 'MAY_ASK' | 'ASKED' | null {
  if (!(error instanceof ApiError) || error.errorCode !== 'rg.excluded') return null;
  const value = error.value as { awaitingReturn?: unknown; returnAt?: unknown } | null | undefined;
  if (value?.awaitingReturn !== true) return null;
  return typeof value.returnAt === 'number' ? 'ASKED' : 'MAY_ASK';
}

export const withdrawalPageHref = (code: string) => `${WITHDRAWAL_PAGE}?code=${encodeURIComponent(code)}`;
