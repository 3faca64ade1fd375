import { useQuery } from '@tanstack/react-query';
import { operatorPromotionRoutes as routes } from '@bet/contracts/operator/operator-promotions';
import type { ReportRange } from '@bet/contracts/operator/operator-reports';
import { opsCall } from '@/shared/api/ops-call';
import { PROMOTIONS_KEY } from './list-promotions';

/**
 * What each promotion cost over the range (rewards paid, and what the rewarded players brought
 * back). Under the promotions' key so a decided claim, which invalidates it, refreshes it too;
 * null (a range the contract refuses) asks nothing.
 */
export const usePromotionCostReport = (range: ReportRange | null) =>
  useQuery({
    queryKey: [...PROMOTIONS_KEY, 'report', range],
    queryFn: ({ signal }) => opsCall(routes.promotionCostReport, { query: range!, signal }),
    enabled: range !== null,
  });
