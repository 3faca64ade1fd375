import {
  LIMIT_RAISE_DELAY_HOURS,
  type LimitKind,
  type LimitPeriod,
} from '@bet/contracts/responsible-gaming/responsible-gaming';
import { periodAt } from '../agent-settlement/contract-periods.js';

/** A limit as stored: `pending` is a raise or removal (value null) that applies at `pendingAt`. */
export interface StoredLimit {
  kind: LimitKind;
  period: LimitPeriod;
  value: bigint;
  pendingValue: bigint | null;
  pendingAt: Date | null;
}

/** The limit in force at `now` (null: none, its removal has applied), and what still waits. */
export function limitAt(
  limit: StoredLimit,
  now: Date,
): { value: bigint | null; pending: StoredLimit | null } {
  if (!limit.pendingAt) return { value: limit.value, pending: null };
  if (limit.pendingAt <= now) return { value: limit.pendingValue, pending: null };
  return { value: limit.value, pending: limit };
}

/**
 * What setting `wanted` (null: remove) does to a limit in force at `current` (null: none): a new
 * or lower limit applies at once; a higher one, or a removal, after 24 hours, the old one holding
 * until then. Setting the value in force again cancels a waiting raise.
 */
export function changeOf(
  current: bigint | null,
  wanted: bigint | null,
  now: Date,
): { kind: 'NOW'; value: bigint | null } | { kind: 'LATER'; value: bigint | null; at: Date } {
  const tighter = wanted !== null && (current === null || wanted <= current);
  if (tighter || current === null) return { kind: 'NOW', value: wanted };
  return { kind: 'LATER', value: wanted, at: new Date(now.getTime() + LIMIT_RAISE_DELAY_HOURS * 3_600_000) };
}

/** The current period of a money limit in the merchant's zone: [start, end). */
export function limitWindow(period: Exclude<LimitPeriod, 'SESSION'>, timeZone: string, now: Date) {
  const p = periodAt(period === 'DAY' ? 'D' : period === 'WEEK' ? 'W' : 'M', timeZone, now);
  return { start: p.start, end: p.end };
}
