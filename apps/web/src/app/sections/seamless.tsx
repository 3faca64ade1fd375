import { InfoPage } from './info-page';

export default function SeamlessSection() {
  return <InfoPage routeName="seamless" emptyKey="pages.seamless.empty" />;
}
