import { percentRewardMinor } from '@bet/contracts/promotions/promotion-rules';
import type { StoredPromotionRules } from '../../db/schema-promotions.js';

type CashbackRules = Extract<StoredPromotionRules, { kind: 'CASHBACK' }>;

/** What a period's net loss or valid bet pays. */
export const cashbackMinor = (rules: CashbackRules, basisMinor: bigint): bigint =>
  percentRewardMinor(
    { percent: rules.percent, capMinor: BigInt(rules.capMinor), minimumMinor: BigInt(rules.minimumMinor) },
    basisMinor,
  );
