import { AccountType } from '@bet/contracts/constants';
import { ApiError, errorCodeOf } from '@/shared/api/api-error';
import { launchUrl } from '@/shared/lib/cdn';
import { getCurrentLanguage } from '@/shared/i18n/current-language';
import { getSession, requestAuthDialog } from '@/shared/session/session-store';
import { getLaunchAddress } from '../api/launch-address';
import { leaveGame, moveMoneyIn } from './auto-transfer';
import { launchActionOf, launchQueryOf, type LaunchTarget } from './launch-dispatch';
import type { LaunchContext } from './launch-runner';
import { getGameLaunch } from './launch-store';

/**
 * Spec §4: dispatch by account type (see `launchActionOf`); a third-party launch needs a login
 * (otherwise the login prompt), shows the loader, moves a real-money player's money into the
 * vendor's wallet (auto-transfer, decision 0019), asks the launch address, prefixes a launch CDN,
 * then opens the game in /game (stored in `iframeUrl`) or in the game popup.
 */
export async function launchGame(target: LaunchTarget, context: LaunchContext): Promise<void> {
  const store = getGameLaunch();
  if (store.loading) return; // one launch at a time
  const action = launchActionOf(target);
  switch (action.kind) {
    case 'maintenance':
      store.fail('game.maintenance');
      return;
    case 'route':
      store.settle();
      context.navigate(action.to);
      return;
    case 'hub':
      store.settle();
      getSession().update({ gameVendor: action.vassalage });
      context.navigate(action.to);
      return;
    case 'subGames':
      store.showSubGames(action.vendor, context.mode);
      return;
    case 'launch':
      break;
  }

  const session = getSession();
  if (!session.token) {
    requestAuthDialog({ dialog: 'login', notice: 'error.not.logged.in' });
    return;
  }
  store.start();
  const query = launchQueryOf(action, {
    trial: session.isAgent === String(AccountType.trial),
    language: getCurrentLanguage(),
  });
  // Real money only (account type 1): free play has nothing to move.
  if (query.accountType === 1)
    await moveMoneyIn(
      { accountTypeId: target.vendor?.accountTypeId, vassalage: query.vassalage },
      target.vendor?.displayName ?? query.vassalage,
    );
  let url: string;
  try {
    url = launchUrl(await getLaunchAddress(query));
  } catch (error) {
    // The game does not open: money moved in for it goes back.
    void leaveGame();
    // 401: the session handler has ended the session and asks for a new login.
    if (error instanceof ApiError && error.status === 401) {
      store.settle();
      return;
    }
    const code = errorCodeOf(error);
    if (code === 'not.logged.in') {
      store.settle();
      requestAuthDialog({ dialog: 'login', notice: 'error.not.logged.in' });
      return;
    }
    store.fail(code);
    return;
  }
  if (!url) {
    void leaveGame();
    store.fail('vendor.unavailable');
    return;
  }
  if (context.mode === 'popup') {
    store.openPopup(url);
    return;
  }
  getSession().update({ iframeUrl: url });
  store.settle();
  if (context.pathname !== '/game') context.navigate('/game');
}
