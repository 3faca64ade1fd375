import { lazy, Suspense } from 'react';
import { useLogout } from '@/features/identity/model/use-logout';
import { MemberArea } from '@/features/identity/components/member-area';
import { accountTypeOf, isTrialType } from '@/features/identity/lib/account-type';
import { useSession } from '@/shared/session/session-store';
import type {
  MemberCentreSlotProps,
  PlayerRankSlotProps,
} from '@/features/identity/components/member-panels-host';
import { DepositReturnNotice } from '@/features/wallet/components/deposit/deposit-return-notice';
import { AgentCentreHost } from '../agent-centre/agent-centre-host';
import { HeaderBalance } from '../member-centre/header-balance';

// The member centre and its pages load when a member first opens one (not with the header).
const MemberCentre = lazy(() => import('../member-centre/member-centre'));
const renderMemberCentre = (props: MemberCentreSlotProps) => <MemberCentre {...props} />;
// The player rank's card (the VIP feature's) loads when the member first opens it.
const VipRankCard = lazy(() => import('@/features/vip/components/vip-rank-card'));
// The inbox's unread badge loads after the header (its own chunk); the shortcut's keeps the live stream.
const LiveUnreadBadge = lazy(() => import('@/features/inbox/components/live-unread-badge'));

/**
 * The member's header area with the auth feature's logout (loaded once someone is logged in),
 * and the wallet feature's message for a player coming back from the payment gateway.
 */
export default function MemberHeader({ currencySymbol }: { currencySymbol: string }) {
  const logout = useLogout();
  // Trial accounts have no inbox: no badge, no event stream.
  const realMember = !isTrialType(accountTypeOf(useSession((s) => s.isAgent)));
  const badge = (placement: 'corner' | 'inline') => (
    <Suspense fallback={null}>
      <LiveUnreadBadge placement={placement} enabled={realMember} live={placement === 'corner'} />
    </Suspense>
  );
  const renderPlayerRank = ({ onClose }: PlayerRankSlotProps) => (
    <VipRankCard currencySymbol={currencySymbol} onNavigate={onClose} />
  );
  return (
    <>
      <MemberArea
        balance={<HeaderBalance currencySymbol={currencySymbol} />}
        onLogout={logout}
        renderMemberCentre={renderMemberCentre}
        renderPlayerRank={renderPlayerRank}
        shortcutBadges={{ messageV2: badge('corner') }}
        menuBadges={{ messageV2: badge('inline') }}
      />
      <AgentCentreHost />
      <DepositReturnNotice />
    </>
  );
}
