import { createColumnHelper } from '@tanstack/react-table';
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
  const canConfigure = useCan('configure');
  const toggle = (game: CatalogueGame, name: 'enabled' | 'isHot', label: string) => (
    <input
      type="checkbox"
      checked={game[name]}
      disabled={!canConfigure}
      aria-label={t(label, { name: game.name })}
      onChange={(e) =>
        void save
          .run(() => setGame({ vendor: game.vendor, code: game.code, [name]: e.target.checked }))
          .catch(() => undefined)
      }
    />
  );
  const columns = [
    column.accessor('vendor', { header: t('games.vendor') }),
    column.accessor('code', { header: t('games.code') }),
    column.accessor('name', { header: t('games.name') }),
    column.accessor('category', { header: t('games.category') }),
    column.accessor('enabled', {
      header: t('games.enabled'),
      cell: (c) => toggle(c.row.original, 'enabled', 'games.enabledOf'),
    }),
    column.accessor('isHot', {
      header: t('games.hot'),
      cell: (c) => toggle(c.row.original, 'isHot', 'games.hotOf'),
    }),
  ];
  return (
    <>
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
    </>
  );
}
