import type { Game, VendorCard } from '@bet/contracts/games/catalogue';
import type { LaunchQuery } from '../api/launch-address';

/** What is launched: a vendor (navigation, vendor tab) or one of its games (a game card). */
export interface LaunchTarget {
  /** The vendor's card; absent for a game whose vendor the page does not know (recent games). */
  vendor?: VendorCard;
  game?: Game;
}

/** Where a launched game opens: the /game page, or the game popup over the current page. */
export type LaunchMode = 'page' | 'popup';

/** The lottery account types that open the site's own lottery pages (spec §2, §3). */
const LOTTERY_ROUTES: Record<string, string> = { TCG_LOTTO_VN: '/vnlottery', TCG_SEA: '/seaLottery' };
const OTHER_LOTTERIES = new Set(['LOTT', 'ELOTT']);

export type LaunchAction =
  /** The vendor is under maintenance: 'game under maintenance, try others' (spec §8). */
  | { kind: 'maintenance' }
  /** A page of the site (the lotteries). */
  | { kind: 'route'; to: string }
  /** The slots hub: remember the vendor (`gameVendor`) and open its /rng tab. */
  | { kind: 'hub'; vassalage: string; to: string }
  /** A VASSALAGE vendor: the popup list of its sub-games. */
  | { kind: 'subGames'; vendor: VendorCard }
  /** A third-party launch: ask the launch address (login required). */
  | { kind: 'launch'; query: Pick<LaunchQuery, 'gameType' | 'vassalage' | 'gameCode' | 'nodeId'> };

/**
 * Game launch by account type (spec §2): the Vietnam lottery → /vnlottery, the South-East-Asia
 * lottery → /seaLottery, other lotteries → /lottery (with gameCode and playType when the game has
 * both), a vendor whose isGame is VASSALAGE → its sub-game list, the slots hub (HUB) → /rng on
 * its tab; everything else launches. isGame is the vendor's way of opening: a game card of such a
 * vendor (already a sub-game, or a game of the hub) launches directly.
 */
export function launchActionOf({ vendor, game }: LaunchTarget): LaunchAction {
  if (vendor?.maintenance) return { kind: 'maintenance' };
  const accountTypeName = game?.accountTypeName ?? vendor?.accountTypeName ?? '';
  const vassalage = game?.vassalage ?? vendor?.vassalage ?? '';
  // A lottery game opens on its page at that game and its default play type.
  const lotteryQuery =
    game?.code && game.defaultPlayType
      ? `?${new URLSearchParams({ gameCode: game.code, playType: game.defaultPlayType })}`
      : '';
  const lotteryRoute = LOTTERY_ROUTES[accountTypeName];
  if (lotteryRoute) return { kind: 'route', to: `${lotteryRoute}${lotteryQuery}` };
  if (OTHER_LOTTERIES.has(accountTypeName)) return { kind: 'route', to: `/lottery${lotteryQuery}` };
  if (!game && vendor?.isGame === 'VASSALAGE') return { kind: 'subGames', vendor };
  if (!game && vendor?.isGame === 'HUB')
    return { kind: 'hub', vassalage, to: `/rng?${new URLSearchParams({ page: vassalage })}` };
  return {
    kind: 'launch',
    query: {
      gameType: game?.gameType ?? vendor!.gameType,
      vassalage,
      ...(game ? { gameCode: game.code, nodeId: game.nodeId } : {}),
    },
  };
}

/** The launch request's fixed fields (spec §3); account type 0 is free play, for a trial account. */
export const launchQueryOf = (
  action: Extract<LaunchAction, { kind: 'launch' }>,
  options: { trial: boolean; language: string },
): LaunchQuery => ({
  ...action.query,
  platform: 'html5-desktop',
  launchMode: 'GLS',
  accountType: options.trial ? 0 : 1,
  clientType: 3,
  language: options.language,
});
