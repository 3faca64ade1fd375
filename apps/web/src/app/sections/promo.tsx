import { InfoPage } from './info-page';

export default function PromoSection() {
  return <InfoPage routeName="promotions" emptyKey="pages.promotions.empty" />;
}
