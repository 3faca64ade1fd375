import { lazy } from 'react';
import { useLogout } from '@/features/auth/model/use-logout';
import { MemberArea } from '@/features/member/components/member-area';

const SecurityCentre = lazy(() => import('./security-centre'));
const renderSecurityCentre = (onClose: () => void) => <SecurityCentre onClose={onClose} />;

/** The member's header area with the auth feature's logout (loaded once someone is logged in). */
export default function MemberHeader({ currencySymbol }: { currencySymbol: string }) {
  const logout = useLogout();
  return (
    <MemberArea
      currencySymbol={currencySymbol}
      onLogout={logout}
      renderSecurityCentre={renderSecurityCentre}
    />
  );
}
