import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from '@bet/contracts/games/catalogue';
import { isModuleEnabled } from '@bet/contracts/mod-ids';
import { useHotGames } from '@/features/games/api/hot-games';
import { useRecentGames } from '@/features/games/api/recent-games';
import { GameCard } from '@/features/games/components/game-card';
import { useLanes } from '@/features/games/model/use-lanes';
import { useLaunchGame } from '@/features/games/model/use-launch-game';
import { useWinnerBoard } from '@/features/home/api/winner-board';
import { BIG_WINS, BigWins } from '@/features/home/components/big-wins';
import { GameRow } from '@/features/home/components/game-row';
import { HomeContent } from '@/features/home/components/home-content';
import { LobbySection } from '@/features/home/components/lobby-section';
import { VendorLanes } from '@/features/home/components/vendor-lanes';
import { useSiteInfo } from '@/features/system/api/system-status';
import { navCategories } from '@/shared/lib/game-categories';
import { useIsLoggedIn } from '@/shared/session/session-store';

/** How many recently played games the home row shows. */
const RECENT_GAMES = 12;

/**
 * The home page's lobby: the home feature's layout filled with the games feature's calls, cards
 * and launcher. A game card opens its game in the popup over the lobby, as on the category pages;
 * a vendor card opens like the navigation's dropdown does.
 */
export function HomeLobby() {
  const { t } = useTranslation();
  const { merchant, banners, whitelabel } = useSiteInfo();
  const on = (modId: string) => isModuleEnabled(whitelabel, modId);
  const loggedIn = useIsLoggedIn();
  const hot = useHotGames();
  const recent = useRecentGames();
  const wins = useWinnerBoard(BIG_WINS);
  const { lanes, isPending: lanesPending } = useLanes();
  const launchGame = useLaunchGame('popup');
  const launchVendor = useLaunchGame('page');
  // The clock of the "5 minutes ago" texts: the time the page opened, so renders agree.
  const [now] = useState(() => Date.now());

  const vendorOf = (game: Game) =>
    lanes.flatMap((lane) => lane.vendors).find((vendor) => vendor.vassalage === game.vassalage);
  const renderGame = (game: Game) => (
    <GameCard key={game.nodeId} game={game} onLaunch={(g) => launchGame({ game: g, vendor: vendorOf(g) })} />
  );
  // A failed call shows as an empty row (in the row's own height), never as a hole in the page.
  const listOf = (query: { data?: Game[]; isError: boolean }) => (query.isError ? [] : query.data);

  return (
    <HomeContent
      siteName={merchant.name}
      banners={banners}
      hotGames={
        on('GAMELOHOT3') ? (
          <LobbySection id="hot" title={t('home.hotTitle')} busy={hot.isPending && !hot.isError}>
            <GameRow
              label={t('home.hotTitle')}
              games={listOf(hot)}
              renderGame={renderGame}
              empty={t('home.hotEmpty')}
              testId="hot-games"
            />
          </LobbySection>
        ) : null
      }
      recentGames={
        loggedIn && on('GAMELOREC3') ? (
          <LobbySection id="recent" title={t('games.recent')} busy={recent.isPending && !recent.isError}>
            <GameRow
              label={t('games.recent')}
              games={listOf(recent)?.slice(0, RECENT_GAMES)}
              renderGame={renderGame}
              empty={t('home.recentEmpty')}
              testId="recent-games"
            />
          </LobbySection>
        ) : null
      }
      bigWins={
        <LobbySection id="wins" title={t('home.winsTitle')} busy={wins.isPending && !wins.isError}>
          <BigWins
            wins={wins.isError ? [] : wins.data?.list}
            currencySymbol={merchant.currencySymbol}
            now={now}
          />
        </LobbySection>
      }
      lanes={
        lanesPending || lanes.length > 0 ? (
          <LobbySection id="lanes" title={t('games.vendors')} busy={lanesPending}>
            <VendorLanes
              lanes={navCategories(lanes)}
              pending={lanesPending}
              onVendor={(vendor) => launchVendor({ vendor })}
            />
          </LobbySection>
        ) : null
      }
    />
  );
}
