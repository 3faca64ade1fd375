import type { QueueSort } from '@bet/contracts/operator/operator-money';
import type { TableParams } from '@/shared/ui/use-table-params';

const SORTS: readonly QueueSort[] = ['createdAt', '-createdAt', 'amount', '-amount'];
/** The status filter's value for "every state" (no status filter: the URL holds it so reload keeps it). */
export const ALL = 'ALL';

/** Local midnight of a `yyyy-mm-dd` day, as epoch ms; undefined for an empty or broken text. */
export function dayStart(day: string | undefined): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day ?? '');
  if (!match) return undefined;
  const time = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])).getTime();
  return Number.isNaN(time) ? undefined : time;
}

/** The end of the `to` day, exclusive: the next local midnight. */
export function dayEnd(day: string | undefined): number | undefined {
  const start = dayStart(day);
  if (start === undefined) return undefined;
  const next = new Date(start);
  next.setDate(next.getDate() + 1);
  return next.getTime();
}

/**
 * A queue list's call from the URL: status (PENDING unless the URL says another or ALL), player,
 * creation-day range, the sort (the server's default when none: oldest first for PENDING) and the
 * page.
 */
export function queueQuery<S extends string>(params: TableParams, statuses: readonly S[]) {
  const { status: rawStatus, username, from, to } = params.filters;
  const status =
    rawStatus === ALL ? undefined : statuses.includes(rawStatus as S) ? (rawStatus as S) : ('PENDING' as S);
  const sort = SORTS.includes(params.sort as QueueSort) ? (params.sort as QueueSort) : undefined;
  return {
    pageNo: params.pageNo,
    pageSize: params.pageSize,
    ...(status ? { status } : {}),
    ...(username ? { username } : {}),
    ...(dayStart(from) !== undefined ? { from: dayStart(from) } : {}),
    ...(dayEnd(to) !== undefined ? { to: dayEnd(to) } : {}),
    ...(sort ? { sort } : {}),
  };
}
