import { InfoPage } from './info-page';

export default function PointMallSection() {
  return <InfoPage routeName="pointMall" emptyKey="pages.pointMall.empty" />;
}
