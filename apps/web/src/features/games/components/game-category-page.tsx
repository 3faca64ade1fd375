import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from '@bet/contracts/games/catalogue';
import {
  activeVendorOf,
  CATEGORY_PAGES,
  vendorsOfPage,
  type CategoryPageName,
} from '@bet/contracts/games/category-pages';
import { useLanes } from '../model/use-lanes';
import { useRecentGames } from '../api/recent-games';
import { useLaunchGame } from '../model/use-launch-game';
import { pointsRateOf } from '@/shared/lib/game-categories';
import { useIsLoggedIn } from '@/shared/session/session-store';
import { Button } from '@/shared/ui/button';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { EmptyState, PageShell } from '@/shared/ui/page-shell';
import { Spinner } from '@/shared/ui/spinner';
import { Tabs, tabPanelProps, useTabsBase } from '@/shared/ui/tabs';
import { GameCard, GameGrid } from './game-card';
import { VendorGames } from './vendor-games';
import './games.css';

interface GameCategoryPageProps {
  /** Route name, for `page-<routeName>`, the `pages.<routeName>` texts and the categories listed. */
  routeName: CategoryPageName;
  /** Vendor tab chosen by the URL (`/rng?page=...`) or remembered (`gameVendor`). */
  selectedVendor?: string | null;
  /** The tab changed (the /rng page keeps it in `?page=`). */
  onVendorChange?: (vassalage: string) => void;
  /** The vendors' game announcements (composed in src/app: another feature's). */
  announcements?: (vendors: readonly string[]) => ReactNode;
  /** What the page leads with, under the announcements and above the vendor tabs (the PVP room list). */
  lead?: ReactNode;
}

/** The member's recent games of this page's categories, a row above the vendors. */
function RecentGames({
  categories,
  onLaunch,
}: {
  categories: readonly string[];
  onLaunch: (game: Game) => void;
}) {
  const { t } = useTranslation();
  const recent = useRecentGames();
  const games = (recent.data ?? []).filter((game) => categories.includes(game.gameType)).slice(0, 12);
  if (games.length === 0) return null;
  return (
    <section className="recent-games" aria-labelledby="recent-games-title" data-testid="recent-games">
      <h2 id="recent-games-title" className="games-section-title">
        {t('games.recent')}
      </h2>
      <GameGrid label={t('games.recent')}>
        {games.map((game) => (
          <GameCard key={game.nodeId} game={game} onLaunch={onLaunch} />
        ))}
      </GameGrid>
    </section>
  );
}

/**
 * A game category page (spec §2): the category's vendors as tabs, the chosen vendor's games with
 * search, hot and favourite filters, and the member's recent games. Games open in the game popup
 * over this page, so closing the game comes back to the same list, filters and scroll position.
 */
export function GameCategoryPage({
  routeName,
  selectedVendor,
  onVendorChange,
  announcements,
  lead,
}: GameCategoryPageProps) {
  const { t } = useTranslation();
  const categories = CATEGORY_PAGES[routeName];
  const { lanes, isPending, isError, refetch } = useLanes();
  const loggedIn = useIsLoggedIn();
  const launch = useLaunchGame('popup');
  const tabsBase = useTabsBase();
  const [chosen, setChosen] = useState<string | null>(null);
  const vendors = vendorsOfPage(lanes, categories);
  // A page that keeps the tab in its URL follows the URL; others remember the last click.
  const wanted = onVendorChange ? selectedVendor : (chosen ?? selectedVendor);
  const active = activeVendorOf(vendors, wanted);
  const rate = categories[0] ? pointsRateOf(categories[0]) : null;
  const vendorOf = (game: Game) => vendors.find((vendor) => vendor.vassalage === game.vassalage);
  const launchGame = (game: Game) => launch({ game, vendor: vendorOf(game) });

  const content = () => {
    if (categories.length > 0 && isPending) return <Spinner />;
    if (categories.length > 0 && isError)
      return (
        <div className="form">
          <FormAlert>{t('games.lanesFailed')}</FormAlert>
          <Button variant="secondary" onClick={refetch}>
            {t('common.retry')}
          </Button>
        </div>
      );
    if (!active)
      return (
        <div data-testid="category-empty">
          <EmptyState>{t('games.emptyCategory')}</EmptyState>
        </div>
      );
    return (
      <>
        <Tabs
          base={tabsBase}
          label={t('games.vendors')}
          tabs={vendors.map((vendor) => ({
            id: vendor.vassalage,
            label: vendor.displayName,
            testId: `vendor-tab-${vendor.vassalage}`,
          }))}
          active={active.vassalage}
          onChange={(vassalage) => {
            setChosen(vassalage);
            onVendorChange?.(vassalage);
          }}
        />
        <div {...tabPanelProps(tabsBase, active.vassalage)} className="vendor-panel">
          <VendorGames key={active.vassalage} vendor={active} onLaunch={launch} onLaunchGame={launchGame} />
        </div>
      </>
    );
  };

  return (
    <PageShell
      testId={`page-${routeName}`}
      title={t(`pages.${routeName}.title`)}
      description={t(`pages.${routeName}.description`)}
    >
      {rate ? (
        <p className="category-points" data-testid="category-points">
          {t('nav.points', { rate })}
        </p>
      ) : null}
      {vendors.length > 0 ? announcements?.(vendors.map((vendor) => vendor.vassalage)) : null}
      {lead}
      {loggedIn && categories.length > 0 ? (
        <RecentGames categories={categories} onLaunch={launchGame} />
      ) : null}
      {content()}
    </PageShell>
  );
}
