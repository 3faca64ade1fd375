import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '@/shared/session/session-store';
import { Button } from '@/shared/ui/button';
import { EmptyState, PageShell } from '@/shared/ui/page-shell';
import { leaveGame } from '../model/auto-transfer';
import { useGameLaunch } from '../model/launch-store';
import { WalletNoticeBar } from './wallet-notice';
import './games.css';

/**
 * The /game page (spec §2 `byIframe`): the launched game (`iframeUrl` of the session) in an
 * iframe under the header. A new launch from the navigation swaps the game in place. Leaving the
 * page (its close button, a link, the back button) brings the player's money back to main.
 */
export function GameFramePage({
  announcements,
}: {
  /** The vendor's game announcements (composed in src/app: another feature's). */
  announcements?: (vendors: readonly string[]) => ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const url = useSession((s) => s.iframeUrl);
  const vendor = useSession((s) => s.gameVendor);
  const notice = useGameLaunch((s) => (s.walletNotice?.kind === 'in' ? s.walletNotice : null));
  const closeNotice = useGameLaunch((s) => s.closeWalletNotice);
  useEffect(() => {
    const here = window.location.pathname;
    return () => {
      // Only when the page was really left: React's development double mount unmounts in place.
      if (window.location.pathname !== here) void leaveGame();
    };
  }, []);
  if (!url)
    return (
      <PageShell testId="page-game" title={t('pages.game.title')} description={t('pages.game.description')}>
        <EmptyState>{t('pages.game.empty')}</EmptyState>
      </PageShell>
    );
  const close = () => {
    useSession.getState().update({ iframeUrl: null });
    void leaveGame();
    void navigate('/');
  };
  return (
    <section className="game-page" data-testid="page-game" aria-label={t('games.frameTitle')}>
      <div className="game-page-bar">
        <Button variant="secondary" size="sm" onClick={close} data-testid="game-close">
          {t('games.closeGame')}
        </Button>
      </div>
      {notice ? <WalletNoticeBar notice={notice} onClose={closeNotice} /> : null}
      {vendor ? announcements?.([vendor]) : null}
      <iframe
        key={url}
        className="game-frame"
        src={url}
        title={t('games.frameTitle')}
        allow="autoplay; fullscreen"
        allowFullScreen
        data-testid="game-frame"
      />
    </section>
  );
}
