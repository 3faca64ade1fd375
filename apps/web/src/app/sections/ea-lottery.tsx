import { InfoPage } from './info-page';

export default function EaLotterySection() {
  return <InfoPage routeName="seaLottery" emptyKey="games.emptyCategory" />;
}
