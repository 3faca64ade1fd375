import { createColumnHelper } from '@tanstack/react-table';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { RG_PLAYER_FILTERS } from '@bet/contracts/operator/operator-responsible-gaming';
import { errorText } from '@/shared/i18n/error-text';
import { formatDateTime } from '@/shared/lib/format';
import { Badge } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { DataTable, fetchAllPages } from '@/shared/ui/data-table';
import { Notice } from '@/shared/ui/notice';
import { useTableParams } from '@/shared/ui/use-table-params';
import { listRgPlayers, useRgPlayers, type RgPlayerRow } from '../api/rg-players';
import { asFilter, exclusionEndText, playersQuery } from '../lib/rg-format';

const column = createColumnHelper<RgPlayerRow>();

/**
 * The players with a limit, a waiting change or an exclusion: the filter applies at once, the
 * username on search; both live in the URL. A row opens the player's detail.
 */
export function RgPlayersPage() {
  const { t } = useTranslation('responsible-gaming');
  const params = useTableParams();
  const query = playersQuery(params);
  const players = useRgPlayers(query);
  const navigate = useNavigate();
  const { search } = useLocation();
  const [username, setUsername] = useState(params.filters.username ?? '');
  const detailPath = (row: RgPlayerRow) => `/responsible-gaming/players/${row.memberId}`;
  const state = { from: search };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    params.setFilters({ username: username.trim() });
  };
  const clear = () => {
    setUsername('');
    params.setFilters({ username: '', filter: '' });
  };

  const columns = [
    column.accessor('username', {
      header: t('players.col.username'),
      cell: (c) => (
        <Link to={detailPath(c.row.original)} state={state}>
          {c.getValue()}
        </Link>
      ),
    }),
    column.accessor('limits', { header: t('players.col.limits'), meta: { numeric: true } }),
    column.accessor('pendingChanges', { header: t('players.col.pending'), meta: { numeric: true } }),
    column.accessor('exclusion', {
      header: t('players.col.exclusion'),
      cell: (c) => {
        const exclusion = c.getValue();
        if (!exclusion) return <span className="muted">—</span>;
        return (
          <span className="rg-exclusion-cell">
            <Badge tone={exclusion.kind === 'SELF_EXCLUSION' ? 'bad' : 'warn'}>
              {t(`exclusion.kind.${exclusion.kind}`)}
            </Badge>
            <span>
              {exclusion.endsAt === null
                ? t('exclusion.permanent')
                : t('exclusion.until', { date: exclusionEndText(t, exclusion) })}
            </span>
          </span>
        );
      },
      meta: {
        csv: (r) =>
          r.exclusion ? `${t(`exclusion.kind.${r.exclusion.kind}`)} ${exclusionEndText(t, r.exclusion)}` : '',
      },
    }),
    column.accessor('lastChangeAt', {
      header: t('players.col.lastChange'),
      cell: (c) => formatDateTime(c.getValue()),
      meta: { csv: (r) => (r.lastChangeAt ? new Date(r.lastChangeAt).toISOString() : '') },
    }),
  ];

  return (
    <>
      <p className="muted rg-intro">{t('players.intro')}</p>
      <form className="filters" role="search" aria-label={t('players.filterLabel')} onSubmit={submit}>
        <div className="field">
          <label htmlFor="rg-filter">{t('players.filter')}</label>
          <select
            id="rg-filter"
            data-testid="bo-rg-filter"
            value={asFilter(params.filters.filter)}
            onChange={(e) => params.setFilters({ filter: e.target.value === 'ALL' ? '' : e.target.value })}
          >
            {RG_PLAYER_FILTERS.map((f) => (
              <option key={f} value={f}>
                {t(`players.filters.${f}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="rg-username">{t('players.username')}</label>
          <input
            id="rg-username"
            type="search"
            maxLength={32}
            data-testid="bo-rg-username"
            value={username}
            onChange={(e) => setUsername(e.target.value)}
          />
        </div>
        <div className="rg-filter-actions">
          <Button type="submit" variant="primary">
            {t('common:search')}
          </Button>
          <Button onClick={clear}>{t('common:clear')}</Button>
        </div>
      </form>
      {players.error && <Notice tone="error">{errorText(t, players.error)}</Notice>}
      <DataTable
        label={t('players.tableLabel')}
        columns={columns}
        rows={players.data?.list ?? []}
        totalCount={players.data?.totalCount ?? 0}
        params={params}
        loading={players.isFetching}
        rowKey={(r) => r.memberId}
        rowTestId={(r) => `bo-rg-row-${r.username}`}
        onRowClick={(r) => navigate(detailPath(r), { state })}
        empty={t('players.empty')}
        fetchAll={() => fetchAllPages((pageNo, pageSize) => listRgPlayers({ ...query, pageNo, pageSize }))}
      />
    </>
  );
}
