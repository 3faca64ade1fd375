import { useTranslation } from 'react-i18next';
import type { VendorCard } from '@bet/contracts/games/catalogue';
import { Button } from '@/shared/ui/button';
import { errorMessage, messageText } from '@/shared/ui/form/field-message';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { Modal } from '@/shared/ui/modal';
import { EmptyState } from '@/shared/ui/page-shell';
import { Spinner } from '@/shared/ui/spinner';
import { useVassGames } from '../api/vass-game-type';
import { leaveGame } from '../model/auto-transfer';
import type { LaunchMode } from '../model/launch-dispatch';
import { useGameLaunch, type WalletNotice } from '../model/launch-store';
import { launchWallet } from '../model/launch-wallet';
import { useLaunchGame } from '../model/use-launch-game';
import { GameCard, GameGrid } from './game-card';
import { WalletNoticeBar } from './wallet-notice';
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
            <GameCard key={game.nodeId} game={game} onLaunch={(chosen) => launch({ game: chosen, vendor })} />
          ))}
        </GameGrid>
      )}
    </Modal>
  );
}

/**
 * The game popup (spec §2): the launched game in an iframe over the page, under the notice of a
 * move of money that did not go through. Closing it ends the view.
 */
function GamePopup({ url, onClose }: { url: string; onClose: () => void }) {
  const { t } = useTranslation();
  const notice = useGameLaunch((s) => (s.walletNotice?.kind === 'in' ? s.walletNotice : null));
  const closeNotice = useGameLaunch((s) => s.closeWalletNotice);
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
      {notice ? <WalletNoticeBar notice={notice} onClose={closeNotice} /> : null}
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

/** The money could not be brought back when the player left the game: said at once, with the way to fix it. */
function MoneyBackFailed({ notice, onClose }: { notice: WalletNotice; onClose: () => void }) {
  const { t } = useTranslation();
  const openWallet = () => {
    onClose();
    launchWallet()?.openWallet();
  };
  return (
    <Modal
      open
      onClose={onClose}
      title={t('games.autoTransfer.backFailed')}
      testId="wallet-back-failed"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.close')}
          </Button>
          <Button onClick={openWallet} data-testid="wallet-back-failed-open">
            {t('games.autoTransfer.openWallet')}
          </Button>
        </>
      }
    >
      <p data-testid="wallet-back-failed-text">
        {messageText(t, { key: notice.reason })} {t('games.autoTransfer.useWallet')}
      </p>
    </Modal>
  );
}

/**
 * The launch's dialogs, in the order they stack: game popup, sub-game list, then the error and
 * the money that did not come back on top.
 */
export default function LaunchDialogs() {
  const { t } = useTranslation();
  const {
    error,
    subGames,
    popupUrl,
    walletNotice,
    closeError,
    closeSubGames,
    closePopup,
    closeWalletNotice,
  } = useGameLaunch();
  const closeGame = () => {
    closePopup();
    // Leaving the game brings the player's money back to main (auto-transfer).
    void leaveGame();
  };
  return (
    <>
      {popupUrl ? <GamePopup url={popupUrl} onClose={closeGame} /> : null}
      {subGames ? (
        <SubGamesModal vendor={subGames.vendor} mode={subGames.mode} onClose={closeSubGames} />
      ) : null}
      {error ? (
        <Modal open onClose={closeError} title={t('games.launch.failedTitle')} testId="game-launch-error">
          <p data-testid="game-launch-error-text">{messageText(t, { key: `error.${error}` })}</p>
        </Modal>
      ) : null}
      {walletNotice?.kind === 'back' ? (
        <MoneyBackFailed notice={walletNotice} onClose={closeWalletNotice} />
      ) : null}
    </>
  );
}
