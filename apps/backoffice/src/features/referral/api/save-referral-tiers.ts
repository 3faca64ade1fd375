import {
  operatorReferralRoutes as routes,
  type SaveReferralTiersRequest,
} from '@bet/contracts/operator/operator-referral';
import { opsCall } from '@/shared/api/ops-call';

/** Replaces every referral tier (configure): tier 1 first, no gaps. */
export const saveReferralTiers = (body: SaveReferralTiersRequest) =>
  opsCall(routes.saveReferralTiers, { body });
