import { errorCodeOf } from '@/shared/api/api-error';
import type { LaunchMode, LaunchTarget } from './launch-dispatch';
import { getGameLaunch } from './launch-store';

export interface LaunchContext {
  navigate: (to: string) => void;
  /** The page the launch starts from (the /game page only swaps its game). */
  pathname: string;
  mode: LaunchMode;
}

/**
 * Launches a vendor or a game (spec §4). The launch code loads on the first launch, so the home
 * route (whose navigation can launch) does not carry it. This module imports no router or query
 * library: the navigation (home route) and the pages (lazy chunks) both use it.
 */
export function runLaunch(target: LaunchTarget, context: LaunchContext): void {
  import('./launch-game')
    .then(({ launchGame }) => launchGame(target, context))
    .catch((error: unknown) => getGameLaunch().fail(errorCodeOf(error)));
}
