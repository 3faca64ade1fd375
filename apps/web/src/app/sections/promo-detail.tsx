import { useAuthDialogs } from '@/features/identity/model/auth-dialogs-store';
import { useMemberPanels } from '@/features/identity/model/member-panels-store';
import { PromotionDetailPage } from '@/features/promotions/components/promotion-detail-page';
import { useSiteInfo } from '@/features/system/api/system-status';

// The identity feature's dialogs, handed to the promotions feature (features never import each other).
const openLogin = () => useAuthDialogs.getState().openLogin();
const openDeposit = () => useMemberPanels.getState().open('depositv2');
// A sign-up bonus's unmet requirement: the mobile is on the profile; bank cards are added on the
// withdrawal page (which first asks for a payment password when there is none).
const openAccountFix = (requirement: 'MOBILE' | 'BANK_CARD') =>
  requirement === 'MOBILE'
    ? useMemberPanels.getState().open('securityCenter', 'profile')
    : useMemberPanels.getState().open('withdraw');

/** /promoDetail?id=N: one promotion, with the site's login dialog, deposit page and security centre. */
export default function PromoDetailSection() {
  const { merchant } = useSiteInfo();
  return (
    <PromotionDetailPage
      currencySymbol={merchant.currencySymbol}
      onLogin={openLogin}
      onDeposit={openDeposit}
      onCompleteAccount={openAccountFix}
    />
  );
}
