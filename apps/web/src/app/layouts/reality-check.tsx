import { accountTypeOf, isTrialType } from '@/features/identity/lib/account-type';
import { useMemberPanels } from '@/features/identity/model/member-panels-store';
import { useLogout } from '@/features/identity/model/use-logout';
import { RealityCheckHost } from '@/features/responsible-gaming/components/reality-check-host';
import { useSiteInfo } from '@/features/system/api/system-status';
import { useSession } from '@/shared/session/session-store';

const openAccountRecord = () => useMemberPanels.getState().open('transactionHistory');

/**
 * The responsible-gaming feature's reality check (issue 20), composed for the site: a real
 * player's session only (a free-play account has none), the account menu's own logout, and the
 * member centre's account record — on pages with the header, where the member centre lives.
 * Loaded by the site layout in its own chunk once someone is logged in.
 */
export default function RealityCheck({ withMemberCentre }: { withMemberCentre: boolean }) {
  const { merchant } = useSiteInfo();
  const logout = useLogout();
  const token = useSession((s) => s.token);
  const trial = isTrialType(accountTypeOf(useSession((s) => s.isAgent)));
  if (!token || trial) return null;
  return (
    <RealityCheckHost
      // A new login counts from its own start: nothing of the previous session's check is kept.
      key={token}
      currencySymbol={merchant.currencySymbol}
      onLogout={logout}
      onOpenRecord={withMemberCentre ? openAccountRecord : undefined}
    />
  );
}
