import { InfoPage } from './info-page';

export default function ByIframeSection() {
  return <InfoPage routeName="game" emptyKey="pages.game.empty" />;
}
