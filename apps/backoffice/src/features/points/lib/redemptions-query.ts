import { REDEEM_STATES, type RedeemState } from '@bet/contracts/points/points-rules';
import type { BadgeTone } from '@/shared/ui/badge';
import type { TableParams } from '@/shared/ui/use-table-params';
import type { RedemptionsQuery } from '../api/list-redemptions';

/** The status filter's value for "every state" (kept in the URL so a reload keeps it). */
export const ALL = 'ALL';
/** The queue's default: what waits for an operator. */
export const WAITING: RedeemState = 'PROCESS';

export const REDEEM_TONE: Record<RedeemState, BadgeTone> = {
  PROCESS: 'warn',
  APPROVED: 'good',
  REJECTED: 'bad',
};

/** The queue's call from the URL: in process unless it says another state or ALL; the player's name. */
export function redemptionsQuery(params: TableParams): RedemptionsQuery {
  const { status: raw, username } = params.filters;
  const status =
    raw === ALL ? undefined : REDEEM_STATES.includes(raw as RedeemState) ? (raw as RedeemState) : WAITING;
  const name = (username ?? '').trim().slice(0, 40);
  return {
    pageNo: params.pageNo,
    pageSize: params.pageSize,
    ...(status ? { status } : {}),
    ...(name ? { username: name } : {}),
  };
}
