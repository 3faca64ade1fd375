import {
  PROMOTION_CLAIM_STATUSES,
  type PromotionClaimStatus,
} from '@bet/contracts/promotions/promotion-rules';
import type { BadgeTone } from '@/shared/ui/badge';
import type { TableParams } from '@/shared/ui/use-table-params';
import type { ClaimsQuery } from '../api/list-promotion-claims';

/** The status filter's value for "every state" (kept in the URL so a reload keeps it). */
export const ALL = 'ALL';

export const CLAIM_TONE: Record<PromotionClaimStatus, BadgeTone> = {
  PAID: 'good',
  FLAGGED: 'warn',
  APPLIED: 'info',
  REJECTED: 'bad',
};

/** The claims queue's address, e.g. the flagged claims of one promotion (the list links there). */
export const claimsLink = (filters: { status?: PromotionClaimStatus; promotionId?: number } = {}) => {
  const search = new URLSearchParams();
  if (filters.status && filters.status !== 'FLAGGED') search.set('status', filters.status);
  if (filters.promotionId) search.set('promotionId', String(filters.promotionId));
  const text = search.toString();
  return text ? `/promotions/claims?${text}` : '/promotions/claims';
};

/** The queue's call from the URL: FLAGGED (waiting for review) unless it says another state or ALL. */
export function claimsQuery(params: TableParams): ClaimsQuery {
  const { status: raw, promotionId } = params.filters;
  const status =
    raw === ALL
      ? undefined
      : PROMOTION_CLAIM_STATUSES.includes(raw as PromotionClaimStatus)
        ? (raw as PromotionClaimStatus)
        : 'FLAGGED';
  const id = Number(promotionId);
  return {
    pageNo: params.pageNo,
    pageSize: params.pageSize,
    ...(status ? { status } : {}),
    ...(Number.isInteger(id) && id > 0 ? { promotionId: id } : {}),
  };
}
