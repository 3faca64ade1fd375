import { useAuthDialogs } from '@/features/identity/model/auth-dialogs-store';
import { useMemberPanels } from '@/features/identity/model/member-panels-store';
import { PromotionsPage } from '@/features/promotions/components/promotions-page';
import { useSiteInfo } from '@/features/system/api/system-status';

// The identity feature's dialogs, handed to the promotions feature (features never import each other).
const openLogin = () => useAuthDialogs.getState().openLogin();
const openDeposit = () => useMemberPanels.getState().open('depositv2');

/** /promotions: the promotions feature's list, with the site's login dialog and deposit page. */
export default function PromoSection() {
  const { merchant } = useSiteInfo();
  return (
    <PromotionsPage currencySymbol={merchant.currencySymbol} onLogin={openLogin} onDeposit={openDeposit} />
  );
}
