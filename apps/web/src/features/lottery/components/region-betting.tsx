import { useTranslation } from 'react-i18next';
import './lottery-records.css';

/**
 * The betting panel's place on a region page. The panel itself (helper A's
 * LotteryBettingPanel) takes this slot once it lands; the slot keeps its height meanwhile so
 * nothing below it moves.
 */
export function RegionBetting({ game, playType }: { game: string; playType: string }) {
  const { t } = useTranslation();
  return (
    <div className="lr-bet-slot" data-testid="region-betting" data-game={game} data-play-type={playType}>
      <p className="lr-muted">{t('lottery.region.bettingSoon')}</p>
    </div>
  );
}
