import { useAuthDialogs } from '@/features/identity/model/auth-dialogs-store';
import { useSiteInfo } from '@/features/system/api/system-status';
import { VipPage } from '@/features/vip/components/vip-page';

// The identity feature's login dialog, handed to the VIP feature (features never import each other).
const openLogin = () => useAuthDialogs.getState().openLogin();

/** /vip: the VIP feature's club page (standalone: the router gives it no header or footer). */
export default function VipSection() {
  const { merchant } = useSiteInfo();
  return <VipPage currencySymbol={merchant.currencySymbol} onLogin={openLogin} />;
}
