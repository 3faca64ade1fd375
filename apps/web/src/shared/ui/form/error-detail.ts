import type { TFunction } from 'i18next';
import type { ExcludedValue, LimitReachedValue } from '@bet/contracts/responsible-gaming/responsible-gaming';
import { formatAmount, formatDateTime } from '@/shared/lib/money';

/*
 * The errors whose `value` says more than their code, turned into the values (and the variant)
 * of their message. Here in src/shared because several features show them: a responsible-gaming
 * limit refuses a deposit, a move into a game wallet and a game launch; an exclusion refuses the
 * login. Only types come from the contract: this file is in every form's code, zod must not be.
 */

/** Options for `t()`: the message's variant (i18next `context`) and the values it names. */
export type ErrorDetailOptions = Record<string, string> & { context?: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function limitReached(value: unknown): LimitReachedValue | null {
  if (!isRecord(value) || typeof value.kind !== 'string' || typeof value.period !== 'string') return null;
  if (typeof value.left !== 'number') return null;
  const resetsAt = typeof value.resetsAt === 'number' ? value.resetsAt : null;
  return { ...(value as unknown as LimitReachedValue), resetsAt };
}

function excluded(value: unknown): ExcludedValue | null {
  if (!isRecord(value) || (value.kind !== 'TIME_OUT' && value.kind !== 'SELF_EXCLUSION')) return null;
  if (value.endsAt !== null && typeof value.endsAt !== 'number') return null;
  return value as unknown as ExcludedValue;
}

/**
 * `rg.limit.reached`: which limit (kind and period, in words), what is left and when it resets;
 * `rg.excluded`: a time-out or self-exclusion and its end, or for good. Without a usable value the
 * message's plain variant is shown.
 */
export function errorDetailOptions(t: TFunction, key: string, detail: unknown): ErrorDetailOptions {
  if (key === 'error.rg.limit.reached') {
    const limit = limitReached(detail);
    if (!limit) return {};
    const name = t(`responsibleGaming.limitName.${limit.kind}.${limit.period}`);
    if (limit.kind === 'SESSION')
      return { context: 'session', limit: name, left: t('responsibleGaming.minutes', { count: limit.left }) };
    if (limit.resetsAt === null) return {};
    return {
      context: 'detail',
      limit: name,
      left: formatAmount(limit.left),
      resetsAt: formatDateTime(limit.resetsAt),
    };
  }
  if (key === 'error.rg.excluded') {
    const view = excluded(detail);
    if (!view) return {};
    if (view.endsAt === null) return { context: 'permanent' };
    // A self-exclusion's period is over: the account opens once the player has asked to return.
    if (view.awaitingReturn === true)
      return typeof view.returnAt === 'number'
        ? { context: 'returning', until: formatDateTime(view.returnAt) }
        : { context: 'awaitingReturn', until: formatDateTime(view.endsAt) };
    return {
      context: view.kind === 'TIME_OUT' ? 'timeOut' : 'selfExclusion',
      until: formatDateTime(view.endsAt),
    };
  }
  return {};
}
