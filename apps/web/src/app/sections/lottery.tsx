import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LotteryBettingPanel } from '@/features/lottery/components/betting-panel';
import { LotteryLobby } from '@/features/lottery/components/lobby';
import { LotteryRecordsTabs } from '@/features/lottery/components/results-records-tabs';
import { VerifyDrawFromQuery } from '@/features/lottery/components/verify-panel';
import './lottery-launch';

/**
 * /lottery (spec §2): the lobby of popular lotteries, or a game's page when the address names
 * one (`?gameCode=...&playType=...`): betting (the chosen play type kept in the address), then
 * its results, trend and the player's orders; `?verify=<game>:<issue>` opens a draw's check.
 */
export default function LotterySection() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const gameCode = params.get('gameCode');
  return (
    <section className="lottery-page" data-testid="page-lottery">
      {gameCode ? (
        <>
          <Link className="lottery-back" to="/lottery" data-testid="lottery-back">
            ‹ {t('lottery.lobby.back')}
          </Link>
          <LotteryBettingPanel
            key={gameCode}
            gameCode={gameCode}
            playType={params.get('playType')}
            onPlayTypeChange={(playType) =>
              setParams(
                (current) => {
                  const nextParams = new URLSearchParams(current);
                  nextParams.set('playType', playType);
                  return nextParams;
                },
                { replace: true },
              )
            }
          />
          <LotteryRecordsTabs key={`records-${gameCode}`} game={gameCode} />
        </>
      ) : (
        <LotteryLobby />
      )}
      <VerifyDrawFromQuery />
    </section>
  );
}
