import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '@/shared/session/session-store';
import { Button } from '@/shared/ui/button';
import { EmptyState, PageShell } from '@/shared/ui/page-shell';
import './games.css';

/**
 * The /game page (spec §2 `byIframe`): the launched game (`iframeUrl` of the session) in an
 * iframe under the header. A new launch from the navigation swaps the game in place.
 */
export function GameFramePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const url = useSession((s) => s.iframeUrl);
  if (!url)
    return (
      <PageShell testId="page-game" title={t('pages.game.title')} description={t('pages.game.description')}>
        <EmptyState>{t('pages.game.empty')}</EmptyState>
      </PageShell>
    );
  const close = () => {
    useSession.getState().update({ iframeUrl: null });
    void navigate('/');
  };
  return (
    <section className="game-page" data-testid="page-game" aria-label={t('games.frameTitle')}>
      <div className="game-page-bar">
        <Button variant="secondary" size="sm" onClick={close} data-testid="game-close">
          {t('games.closeGame')}
        </Button>
      </div>
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
