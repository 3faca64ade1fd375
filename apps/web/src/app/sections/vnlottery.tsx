import { InfoPage } from './info-page';

export default function VnlotterySection() {
  return <InfoPage routeName="vnlottery" emptyKey="games.emptyCategory" />;
}
