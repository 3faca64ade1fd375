import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PromotionClaimStatus } from '@bet/contracts/promotions/promotion-rules';
import { formatAmount, formatDateTime } from '@/shared/lib/money';
import { Pager } from '@/shared/ui/pager';
import { RecordsState } from '@/shared/ui/records-state';
import { usePromotionRewards } from '../api/promotion-rewards';
import './promotions.css';
import './promotion-detail.css';

const PAGE_SIZE = 10;

const TONE_OF: Record<PromotionClaimStatus, string> = {
  PAID: 'good',
  FLAGGED: 'pending',
  APPLIED: 'pending',
  REJECTED: 'bad',
};

/**
 * The member centre's reward centre (spec §2 `rewardCenter`): every reward the player claimed,
 * newest first, with its amount, status (paid, under review, applied, rejected with the
 * operator's reason) and date, a page at a time.
 */
export function RewardCentre() {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const rewards = usePromotionRewards({ pageNo, pageSize: PAGE_SIZE });
  return (
    <div className="reward-centre" data-testid="reward-centre">
      <RecordsState
        isPending={rewards.isPending}
        error={rewards.isError ? rewards.error : null}
        empty={rewards.data?.list.length === 0}
        emptyText={t('promotions.rewards.empty')}
        onRetry={() => void rewards.refetch()}
      >
        <ul className="reward-list" aria-busy={rewards.isPlaceholderData || undefined}>
          {rewards.data?.list.map((reward) => (
            <li key={reward.id} className="reward-item" data-testid={`reward-${reward.id}`}>
              <div className="reward-row">
                <strong className="reward-title">{reward.title}</strong>
                <RewardAmount status={reward.status} amount={reward.amount} />
              </div>
              <div className="reward-row">
                <span className="reward-meta">
                  {t(`promotions.kind.${reward.kind}`)} · {formatDateTime(reward.claimedAt)}
                </span>
                <span
                  className={`promo-badge promo-badge-${TONE_OF[reward.status]}`}
                  data-status={reward.status}
                  data-testid={`reward-${reward.id}-status`}
                >
                  {t(`promotions.rewards.status.${reward.status}`)}
                </span>
              </div>
              {reward.status === 'REJECTED' && reward.reason ? (
                <p className="reward-reason">{t('promotions.rewards.reason', { reason: reward.reason })}</p>
              ) : null}
            </li>
          ))}
        </ul>
        <Pager
          page={pageNo}
          totalPages={rewards.data?.totalPages ?? 1}
          onChange={setPageNo}
          busy={rewards.isFetching}
          testId="reward-pager"
        />
      </RecordsState>
    </div>
  );
}

/**
 * An application waiting for review has no amount yet (the operator picks it on approval): a dash,
 * named for screen readers, rather than a 0.00 that reads as "you won nothing".
 */
function RewardAmount({ status, amount }: { status: PromotionClaimStatus; amount: number }) {
  const { t } = useTranslation();
  if (status !== 'APPLIED') return <strong className="reward-amount">{formatAmount(amount)}</strong>;
  return (
    <strong className="reward-amount reward-amount-pending">
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">{t('promotions.rewards.amountPending')}</span>
    </strong>
  );
}

export default RewardCentre;
