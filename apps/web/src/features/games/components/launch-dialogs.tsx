import { useTranslation } from 'react-i18next';
import type { VendorCard } from '@bet/contracts/games/catalogue';
import { Button } from '@/shared/ui/button';
import { errorMessage, messageText } from '@/shared/ui/form/field-message';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { Modal } from '@/shared/ui/modal';
import { EmptyState } from '@/shared/ui/page-shell';
import { Spinner } from '@/shared/ui/spinner';
import { useVassGames } from '../api/vass-game-type';
import type { LaunchMode } from '../model/launch-dispatch';
import { useGameLaunch } from '../model/launch-store';
import { useLaunchGame } from '../model/use-launch-game';
import { GameCard, GameGrid } from './game-card';
import './games.css';

/** A VASSALAGE vendor's sub-games (vass game type call); choosing one launches it. */
function SubGamesModal({
  vendor,
  mode,
  onClose,
}: {
  vendor: VendorCard;
  mode: LaunchMode;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const games = useVassGames(vendor.vassalage);
  const launch = useLaunchGame(mode);
  return (
    <Modal open onClose={onClose} title={vendor.displayName} width={760} testId="sub-games" footer={null}>
      {games.isPending ? (
        <Spinner />
      ) : games.isError ? (
        <div className="form">
          <FormAlert>{messageText(t, errorMessage(games.error))}</FormAlert>
          <Button variant="secondary" onClick={() => void games.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : games.data.games.length === 0 ? (
        <EmptyState>{t('games.noGames')}</EmptyState>
      ) : (
        <GameGrid label={t('games.subGames', { vendor: vendor.displayName })} testId="sub-games-list">
          {games.data.games.map((game) => (
            <GameCard key={game.nodeId} game={game} onLaunch={(chosen) => launch({ game: chosen })} />
          ))}
        </GameGrid>
      )}
    </Modal>
  );
}

/** The game popup (spec §2): the launched game in an iframe over the page. Closing it ends the view. */
function GamePopup({ url, onClose }: { url: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      onClose={onClose}
      title={t('games.popup.title')}
      width={1200}
      closeOnBackdrop={false}
      footer={null}
      className="game-popup-modal"
      testId="game-popup"
    >
      <iframe
        className="game-frame"
        src={url}
        title={t('games.frameTitle')}
        allow="autoplay; fullscreen"
        allowFullScreen
        data-testid="game-popup-frame"
      />
    </Modal>
  );
}

/** The launch's dialogs, in the order they stack: game popup, sub-game list, then the error on top. */
export default function LaunchDialogs() {
  const { t } = useTranslation();
  const { error, subGames, popupUrl, closeError, closeSubGames, closePopup } = useGameLaunch();
  return (
    <>
      {popupUrl ? <GamePopup url={popupUrl} onClose={closePopup} /> : null}
      {subGames ? (
        <SubGamesModal vendor={subGames.vendor} mode={subGames.mode} onClose={closeSubGames} />
      ) : null}
      {error ? (
        <Modal open onClose={closeError} title={t('games.launch.failedTitle')} testId="game-launch-error">
          <p data-testid="game-launch-error-text">{messageText(t, { key: `error.${error}` })}</p>
        </Modal>
      ) : null}
    </>
  );
}
