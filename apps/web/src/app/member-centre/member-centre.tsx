import { useQueryClient } from '@tanstack/react-query';
import { lazy } from 'react';
import { useNavigate } from 'react-router';
import { MemberCentreModal } from '@/features/identity/components/member-centre/member-centre-modal';
import type { MemberCentreSlotProps } from '@/features/identity/components/member-panels-host';
import type { MemberCentrePage } from '@/features/identity/model/member-panels-store';
import { getAuthDialogs } from '@/features/identity/model/auth-dialogs-store';
import { useMissionSummary } from '@/features/missions/api/mission-summary';
import { useSiteInfo } from '@/features/system/api/system-status';

// Each page is its own chunk: opening the centre on one page loads only that page.
const SecurityCentre = lazy(() => import('../identity/security-centre'));
const TransferFundPage = lazy(() => import('@/features/wallet/components/transfer-fund/transfer-fund-page'));
const DepositPage = lazy(() => import('@/features/wallet/components/deposit/deposit-page'));
const WithdrawPage = lazy(() => import('@/features/wallet/components/withdraw/withdraw-page'));
const TransferUplinePage = lazy(
  () => import('@/features/wallet/components/transfer-upline/transfer-upline-page'),
);
const TransactionHistoryPage = lazy(
  () => import('@/features/wallet/components/transactions/transaction-history-page'),
);
const BonusDetailsPage = lazy(() => import('@/features/wallet/components/bonuses/bonus-details-page'));
const BettingRecordPage = lazy(() => import('@/features/games/components/records/betting-record-page'));
const PersonalProfitPage = lazy(() => import('@/features/games/components/records/personal-profit-page'));
const RewardCentre = lazy(() => import('@/features/promotions/components/reward-centre'));
const MessagesPage = lazy(() => import('@/features/inbox/components/messages-page'));
const FeedbackPage = lazy(() => import('@/features/feedback/components/feedback-page'));
const MissionsPage = lazy(() => import('@/features/missions/components/missions-page'));
const ReferralPage = lazy(() => import('@/features/referral/components/referral-page'));
const ResponsibleGamingPage = lazy(() => import('@/features/responsible-gaming/components/rg-page'));
const renderFeedback = () => <FeedbackPage />;

/**
 * The member centre (spec §2) with the pages built so far: the member feature's security centre,
 * the wallet feature's money pages, the games feature's betting record and personal P&L, the
 * promotions feature's reward centre, the referral feature's invite friends, the missions feature's
 * missions and leaderboard, the inbox, and the responsible-gaming feature's limits and breaks. The
 * missions entry's badge is the count of missions ready to claim (the same query as the missions
 * page: a claim updates both).
 */
export default function MemberCentre({ page, detail, onNavigate, onClose }: MemberCentreSlotProps) {
  const { merchant } = useSiteInfo();
  const missions = useMissionSummary();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // A break has started: the feature ends the session; member data and member places go, as at a logout.
  const afterExclusion = () => {
    queryClient.removeQueries({ queryKey: ['member'] });
    getAuthDialogs().close();
    onClose();
    void navigate('/');
  };
  const renderPage = (current: MemberCentrePage, currentDetail: string | null) => {
    switch (current) {
      case 'securityCenter':
        return <SecurityCentre initialSection={currentDetail} />;
      case 'transferFund':
        return <TransferFundPage />;
      case 'depositv2':
        return <DepositPage />;
      case 'withdraw':
        return <WithdrawPage onOpenSecurityCentre={() => onNavigate('securityCenter', 'payment')} />;
      case 'transferUpline':
        return <TransferUplinePage />;
      case 'personalHistoryCopy':
        return <BettingRecordPage />;
      case 'transactionHistory':
        return <TransactionHistoryPage />;
      case 'personalProfit':
        return <PersonalProfitPage />;
      case 'bonusDetails':
        return <BonusDetailsPage />;
      case 'rewardCenter':
        return <RewardCentre />;
      case 'referral':
        return <ReferralPage currencySymbol={merchant.currencySymbol} />;
      case 'missionLeaderboard':
        return <MissionsPage currencySymbol={merchant.currencySymbol} />;
      case 'messageV2':
        return <MessagesPage renderFeedback={renderFeedback} />;
      case 'responsibleGaming':
        return <ResponsibleGamingPage currencySymbol={merchant.currencySymbol} onExcluded={afterExclusion} />;
      default:
        return null;
    }
  };
  return (
    <MemberCentreModal
      page={page}
      detail={detail}
      onNavigate={onNavigate}
      onClose={onClose}
      renderPage={renderPage}
      missionCount={missions.data?.claimable ?? 0}
    />
  );
}
