import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game, VendorCard } from '@bet/contracts/games/catalogue';
import { imageUrl } from '@/shared/lib/cdn';
import { requestAuthDialog, useIsLoggedIn } from '@/shared/session/session-store';
import { Button } from '@/shared/ui/button';
import { errorMessage, messageText } from '@/shared/ui/form/field-message';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { EmptyState } from '@/shared/ui/page-shell';
import { Pager } from '@/shared/ui/pager';
import { Spinner } from '@/shared/ui/spinner';
import { useDebouncedValue } from '@/shared/ui/use-debounced-value';
import { useFavourites } from '../api/favourite-list';
import { useGames, vendorGamesQuery } from '../api/games';
import type { LaunchTarget } from '../model/launch-dispatch';
import { useSetFavourite } from '../model/use-set-favourite';
import { GameCard, GameGrid } from './game-card';

const SEARCH_DELAY_MS = 300;
/** The games on the first screen of a phone or a desktop: their pictures are the largest paint. */
const FIRST_SCREEN_GAMES = 6;

interface VendorGamesProps {
  vendor: VendorCard;
  /** Launches the vendor itself (its lobby, sub-game list or page). */
  onLaunch: (target: LaunchTarget) => void;
  onLaunchGame: (game: Game) => void;
}

/** The favourites shown under the filters: this vendor's, matching the search and the hot filter. */
export function filterFavourites(
  favourites: readonly Game[],
  vassalage: string,
  search: string,
  hot: boolean,
): Game[] {
  const needle = search.trim().toLowerCase();
  return favourites.filter(
    (game) =>
      game.vassalage === vassalage &&
      (!hot || game.isHot === 1) &&
      (!needle || game.displayName.toLowerCase().includes(needle)),
  );
}

/**
 * One vendor's tab: its name and badges with a button to open it, the filters (search, hot,
 * favourites) and its games a page at a time. Favourites need a login: the filter and the stars
 * ask for it first.
 */
export function VendorGames({ vendor, onLaunch, onLaunchGame }: VendorGamesProps) {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const [search, setSearch] = useState('');
  const [hot, setHot] = useState(false);
  const [favouritesOnly, setFavouritesOnly] = useState(false);
  const [pageNo, setPageNo] = useState(1);
  const query = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const showFavourites = favouritesOnly && loggedIn;

  const games = useGames(vendorGamesQuery(vendor, { search: query, hot, pageNo }), !showFavourites);
  const favourites = useFavourites(loggedIn);
  const setFavourite = useSetFavourite();
  const favouriteIds = new Set((favourites.data ?? []).map((game) => game.nodeId));

  const askLogin = () => requestAuthDialog({ dialog: 'login', notice: 'games.favourites.loginFirst' });
  const toggleFavourites = () => {
    if (!loggedIn) return askLogin();
    setFavouritesOnly((on) => !on);
    setPageNo(1);
  };
  const toggleFavourite = (game: Game) => {
    if (!loggedIn) return askLogin();
    const on = favouriteIds.has(game.nodeId) || game.favourite;
    setFavourite.mutate({ nodeId: game.nodeId, favourite: !on });
  };
  const isFavourite = (game: Game) =>
    favourites.data ? favouriteIds.has(game.nodeId) : loggedIn && game.favourite;

  const list: Game[] | undefined = showFavourites
    ? favourites.data && filterFavourites(favourites.data, vendor.vassalage, query, hot)
    : games.data?.games;
  const pending = showFavourites ? favourites.isPending : games.isPending;
  const failure = showFavourites ? favourites.error : games.error;
  const filtered = Boolean(query) || hot || showFavourites;

  const body = () => {
    if (pending) return <Spinner />;
    if (failure)
      return (
        <div className="form">
          <FormAlert>{messageText(t, errorMessage(failure))}</FormAlert>
          <Button
            variant="secondary"
            onClick={() => void (showFavourites ? favourites.refetch() : games.refetch())}
          >
            {t('common.retry')}
          </Button>
        </div>
      );
    if (!list || list.length === 0)
      return (
        <div data-testid="games-empty">
          <EmptyState>
            {showFavourites ? t('games.favourites.none') : filtered ? t('games.noMatch') : t('games.noGames')}
          </EmptyState>
        </div>
      );
    return (
      <GameGrid label={t('games.gamesOf', { vendor: vendor.displayName })} testId="games-grid">
        {list.map((game, index) => (
          <GameCard
            key={game.nodeId}
            game={game}
            eager={index < FIRST_SCREEN_GAMES}
            onLaunch={onLaunchGame}
            favourite={{
              on: isFavourite(game),
              busy: setFavourite.isPending && setFavourite.variables?.nodeId === game.nodeId,
              onToggle: toggleFavourite,
            }}
          />
        ))}
      </GameGrid>
    );
  };

  return (
    <div className="vendor-games" data-testid={`vendor-games-${vendor.vassalage}`}>
      <div className="vendor-head">
        {vendor.icon ? (
          <img className="vendor-head-icon" src={imageUrl(vendor.icon)} alt="" width={40} height={40} />
        ) : null}
        <h2 className="vendor-head-name">{vendor.displayName}</h2>
        {vendor.isHot === 1 ? (
          <span className="badge badge-hot" data-testid="hot-badge">
            {t('games.hot')}
          </span>
        ) : null}
        {vendor.maintenance ? (
          <span className="badge badge-maintenance" data-testid="maintenance-badge">
            {t('games.maintenanceBadge')}
          </span>
        ) : null}
        <Button
          size="sm"
          className="vendor-head-play"
          onClick={() => onLaunch({ vendor })}
          data-testid="vendor-play"
        >
          {t('games.openVendor', { vendor: vendor.displayName })}
        </Button>
      </div>
      {vendor.maintenance ? <FormAlert tone="info">{t('error.game.maintenance')}</FormAlert> : null}
      <div className="games-filters" role="group" aria-label={t('games.filters')}>
        <label className="games-search">
          <span className="visually-hidden">{t('games.search')}</span>
          <input
            type="search"
            value={search}
            placeholder={t('games.searchPlaceholder')}
            onChange={(event) => {
              setSearch(event.target.value);
              setPageNo(1);
            }}
            data-testid="games-search"
          />
        </label>
        <button
          type="button"
          className="filter-toggle"
          aria-pressed={hot}
          onClick={() => {
            setHot((on) => !on);
            setPageNo(1);
          }}
          data-testid="filter-hot"
        >
          {t('games.filterHot')}
        </button>
        <button
          type="button"
          className="filter-toggle"
          aria-pressed={showFavourites}
          onClick={toggleFavourites}
          data-testid="filter-favourites"
        >
          {t('games.filterFavourites')}
        </button>
      </div>
      {setFavourite.isError ? (
        <FormAlert>{messageText(t, errorMessage(setFavourite.error))}</FormAlert>
      ) : null}
      {body()}
      {showFavourites ? null : (
        <Pager
          page={pageNo}
          totalPages={games.data?.totalPages ?? 1}
          onChange={setPageNo}
          busy={games.isFetching}
          testId="games-pager"
        />
      )}
    </div>
  );
}
