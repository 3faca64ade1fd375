import { InfoPage } from './info-page';

export default function PromoDetailSection() {
  return <InfoPage routeName="promoDetail" emptyKey="pages.promoDetail.empty" />;
}
