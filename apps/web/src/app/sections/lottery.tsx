import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { lotteryChatRoom } from '@bet/contracts/content/chat-rules';
import { ChatRoomEntry } from '@/features/chat/components/chat-room-entry';
import { useAuthDialogs } from '@/features/identity/model/auth-dialogs-store';
import { LotteryBettingPanel } from '@/features/lottery/components/betting-panel';
import { useGameName } from '@/features/lottery/components/game-name';
import { LotteryLobby } from '@/features/lottery/components/lobby';
import { LotteryRecordsTabs } from '@/features/lottery/components/results-records-tabs';
import { VerifyDrawFromQuery } from '@/features/lottery/components/verify-panel';
import './lottery-launch';
import './lottery.css';

/**
 * /lottery (spec §2): the lobby of popular lotteries, or a game's page when the address names
 * one (`?gameCode=...&playType=...`): betting (the chosen play type kept in the address), then
 * its results, trend and the player's orders; `?verify=<game>:<issue>` opens a draw's check.
 * A game's page opens the game's own chat room (`lottery:<game code>`).
 */
export default function LotterySection() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const gameCode = params.get('gameCode');
  return (
    <section className="lottery-page" data-testid="page-lottery">
      {gameCode ? (
        <>
          <div className="lottery-game-bar">
            <Link className="lottery-back" to="/lottery" data-testid="lottery-back">
              ‹ {t('lottery.lobby.back')}
            </Link>
            <GameChatButton key={`chat-${gameCode}`} gameCode={gameCode} />
          </div>
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

/** Opens the chat room of the game on screen; logging in from the room opens the site's dialogs. */
function GameChatButton({ gameCode }: { gameCode: string }) {
  const name = useGameName(gameCode);
  return (
    <ChatRoomEntry
      variant="button"
      room={lotteryChatRoom(gameCode)}
      roomName={name}
      onLogin={() => useAuthDialogs.getState().openLogin()}
      onRegister={() => useAuthDialogs.getState().openRegister()}
    />
  );
}
