import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { InfoPage } from './info-page';

/** /lottery, optionally opened on a game (`?gameCode=...&playType=...`); the lottery itself is a later issue. */
export default function LotterySection() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const gameCode = params.get('gameCode');
  return (
    <InfoPage routeName="lottery" emptyKey="games.emptyCategory">
      {gameCode ? <p data-testid="lottery-game">{t('games.selectedGame', { game: gameCode })}</p> : null}
    </InfoPage>
  );
}
