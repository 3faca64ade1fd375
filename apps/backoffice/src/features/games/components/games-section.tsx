import { createColumnHelper, type CellContext } from '@tanstack/react-table';
import { createContext, use } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogueGame } from '@bet/contracts/operator/operator-site';
import { SaveNotice } from '@/shared/ui/save-notice';
import { useCan } from '@/shared/auth/use-can';
import { DataTable } from '@/shared/ui/data-table';
import { useTableParams } from '@/shared/ui/use-table-params';
import { useCatalogueGames } from '../api/list-catalogue-games';
import { useVendors } from '../api/list-vendors';
import { setGame } from '../api/set-game';
import { useGamesSave } from '../lib/use-games-save';

const column = createColumnHelper<CatalogueGame>();
type Run = ReturnType<typeof useGamesSave>['run'];
const RunContext = createContext<Run | null>(null);

/** A game's on/off or hot switch; applies at once. */
function GameSwitch({ game, name }: { game: CatalogueGame; name: 'enabled' | 'isHot' }) {
  const { t } = useTranslation('games');
  const run = use(RunContext)!;
  const canConfigure = useCan('configure');
  return (
    <input
      type="checkbox"
      checked={game[name]}
      disabled={!canConfigure}
      aria-label={t(name === 'enabled' ? 'games.enabledOf' : 'games.hotOf', { name: game.name })}
      onChange={(e) =>
        void run(() => setGame({ vendor: game.vendor, code: game.code, [name]: e.target.checked })).catch(
          () => undefined,
        )
      }
    />
  );
}
// Cells are components of their own, the same on every render: a cell function made in the render
// is a new component each time, so the switch just used was remounted and lost the keyboard focus.
const enabledCell = (c: CellContext<CatalogueGame, boolean>) => (
  <GameSwitch game={c.row.original} name="enabled" />
);
const hotCell = (c: CellContext<CatalogueGame, boolean>) => <GameSwitch game={c.row.original} name="isHot" />;

/** The catalogue's games, paged on the server, by vendor and a search; on/off and hot apply at once. */
export function GamesSection() {
  const { t } = useTranslation('games');
  const params = useTableParams();
  const vendor = params.filters.vendor ?? '';
  const search = params.filters.search ?? '';
  const games = useCatalogueGames({
    pageNo: params.pageNo,
    pageSize: params.pageSize,
    ...(vendor ? { vendor } : {}),
    ...(search ? { search } : {}),
  });
  const vendors = useVendors().data?.vendors ?? [];
  const save = useGamesSave();
  const columns = [
    column.accessor('vendor', { header: t('games.vendor') }),
    column.accessor('code', { header: t('games.code') }),
    column.accessor('name', { header: t('games.name') }),
    column.accessor('category', { header: t('games.category') }),
    column.accessor('enabled', { header: t('games.enabled'), cell: enabledCell }),
    column.accessor('isHot', { header: t('games.hot'), cell: hotCell }),
  ];
  return (
    <RunContext value={save.run}>
      <SaveNotice saved={save.saved} error={save.error} />
      <form
        className="filters"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          const data = new FormData(e.currentTarget);
          params.setFilters({
            vendor: String(data.get('vendor') ?? ''),
            search: String(data.get('search') ?? ''),
          });
        }}
      >
        <label className="field">
          {t('games.vendor')}
          <select name="vendor" defaultValue={vendor}>
            <option value="">{t('common:all')}</option>
            {vendors.map((v) => (
              <option key={v.code} value={v.code}>
                {v.name}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          {t('games.search')}
          <input name="search" type="search" maxLength={64} defaultValue={search} />
        </label>
        <button type="submit" className="btn btn-secondary">
          {t('common:search')}
        </button>
      </form>
      <DataTable
        label={t('games.title')}
        columns={columns}
        rows={games.data?.list ?? []}
        totalCount={games.data?.totalCount ?? 0}
        params={params}
        loading={games.isLoading}
        rowKey={(g) => `${g.vendor}:${g.code}`}
      />
    </RunContext>
  );
}
