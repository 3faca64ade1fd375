import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary } from '@/shared/ui/error-boundary';
import { useGameLaunch } from '../model/launch-store';
import { provideLaunchWallet, type LaunchWallet } from '../model/launch-wallet';
import './launch-loader.css';

// The error message, the sub-game list and the game popup load when one is first needed.
const LaunchDialogs = lazy(() => import('./launch-dialogs'));

/**
 * Always mounted (inside the router): the launch loader, and once needed the launch's error
 * message, a VASSALAGE vendor's sub-game list, the game popup and the money that did not come back.
 * `wallet`: the wallet's auto-transfer, handed in by the app (none: launches move no money).
 */
export function GameLaunchHost({ wallet }: { wallet?: LaunchWallet }) {
  const { t } = useTranslation();
  const loading = useGameLaunch((s) => s.loading);
  const open = useGameLaunch(
    (s) => s.error !== null || s.subGames !== null || s.popupUrl !== null || s.walletNotice?.kind === 'back',
  );
  useEffect(() => {
    provideLaunchWallet(wallet ?? null);
    return () => provideLaunchWallet(null);
  }, [wallet]);
  return (
    <>
      {loading ? (
        <div className="game-launch-loader" role="status" aria-live="polite" data-testid="game-launch-loader">
          <span className="game-launch-spinner" aria-hidden="true" />
          <span>{t('games.launch.opening')}</span>
        </div>
      ) : null}
      {open ? (
        <ErrorBoundary fallback={() => null}>
          <Suspense fallback={null}>
            <LaunchDialogs />
          </Suspense>
        </ErrorBoundary>
      ) : null}
    </>
  );
}
