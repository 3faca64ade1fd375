import { useAuthDialogs } from '@/features/identity/model/auth-dialogs-store';
import { useMemberPanels } from '@/features/identity/model/member-panels-store';
import { PointsMallPage } from '@/features/points/components/points-mall-page';
import { useSiteInfo } from '@/features/system/api/system-status';

// The identity feature's dialogs, handed to the points feature (features never import each other).
const openLogin = () => useAuthDialogs.getState().openLogin();
const openSecurityCentre = () => useMemberPanels.getState().open('securityCenter', 'payment');

/** /pointMall: the points feature's mall, with the site's login dialog and security centre. */
export default function PointMallSection() {
  const { merchant } = useSiteInfo();
  return (
    <PointsMallPage
      currencySymbol={merchant.currencySymbol}
      onLogin={openLogin}
      onOpenSecurityCentre={openSecurityCentre}
    />
  );
}
