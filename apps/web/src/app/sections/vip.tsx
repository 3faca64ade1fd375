import { InfoPage } from './info-page';

export default function VipSection() {
  return <InfoPage routeName="vip" emptyKey="pages.vip.empty" withHomeLink />;
}
