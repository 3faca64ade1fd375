import { lazy } from 'react';
import { useLogout } from '@/features/identity/model/use-logout';
import { MemberArea } from '@/features/identity/components/member-area';
import type { MemberCentreSlotProps } from '@/features/identity/components/member-panels-host';
import { DepositReturnNotice } from '@/features/wallet/components/deposit/deposit-return-notice';
import { HeaderBalance } from '../member-centre/header-balance';

// The member centre and its pages load when a member first opens one (not with the header).
const MemberCentre = lazy(() => import('../member-centre/member-centre'));
const renderMemberCentre = (props: MemberCentreSlotProps) => <MemberCentre {...props} />;

/**
 * The member's header area with the auth feature's logout (loaded once someone is logged in),
 * and the wallet feature's message for a player coming back from the payment gateway.
 */
export default function MemberHeader({ currencySymbol }: { currencySymbol: string }) {
  const logout = useLogout();
  return (
    <>
      <MemberArea
        balance={<HeaderBalance currencySymbol={currencySymbol} />}
        onLogout={logout}
        renderMemberCentre={renderMemberCentre}
      />
      <DepositReturnNotice />
    </>
  );
}
