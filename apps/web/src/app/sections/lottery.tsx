import { useSearchParams } from 'react-router';
import { LotteryBettingPanel } from '@/features/lottery/components/betting-panel';
import { LotteryLobby } from '@/features/lottery/components/lobby';
import { VerifyDrawFromQuery } from '@/features/lottery/components/verify-panel';
import './lottery-launch';

/**
 * /lottery (spec §2): the lobby of popular lotteries, or a game's betting page when the address
 * names one (`?gameCode=...&playType=...`); the chosen play type is kept in the address.
 */
export default function LotterySection() {
  const [params, setParams] = useSearchParams();
  const gameCode = params.get('gameCode');
  return (
    <section className="lottery-page" data-testid="page-lottery">
      {gameCode ? (
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
      ) : (
        <LotteryLobby />
      )}
      {/* `?verify=<game>:<issue>`: a draw's verification, the results' shareable link. */}
      <VerifyDrawFromQuery />
    </section>
  );
}
