import { createColumnHelper } from '@tanstack/react-table';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  PLAYER_SEARCH_FIELDS,
  PLAYER_SORTS,
  type PlayerSearchQuery,
  type PlayerSummary,
} from '@bet/contracts/operator/operator-players';
import { errorText } from '@/shared/i18n/error-text';
import { formatDateTime, formatMoney } from '@/shared/lib/format';
import { Badge } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { DataTable, fetchAllPages } from '@/shared/ui/data-table';
import { Notice } from '@/shared/ui/notice';
import { PageHeader } from '@/shared/ui/panel';
import { useTableParams } from '@/shared/ui/use-table-params';
import { searchPlayers, useSearchPlayers } from '../api/search-players';
import { playerPath, STATUS_TONE } from '../lib/player-status';
import './players.css';

type Field = (typeof PLAYER_SEARCH_FIELDS)[number];
type Sort = (typeof PLAYER_SORTS)[number];
const column = createColumnHelper<PlayerSummary>();
const asField = (value: string | undefined): Field =>
  PLAYER_SEARCH_FIELDS.includes(value as Field) ? (value as Field) : 'any';
const asSort = (value: string): Sort =>
  PLAYER_SORTS.includes(value as Sort) ? (value as Sort) : '-registeredAt';

/** Players: one search box over username, mobile, e-mail, IP and bank account; the query lives in the URL. */
export function PlayersPage() {
  const { t } = useTranslation('players');
  const params = useTableParams({ sort: '-registeredAt' });
  const q = params.filters.q ?? '';
  const field = asField(params.filters.field);
  const query: PlayerSearchQuery = {
    q,
    field,
    sort: asSort(params.sort),
    pageNo: params.pageNo,
    pageSize: params.pageSize,
  };
  const players = useSearchPlayers(query);
  const [text, setText] = useState(q);
  const [choice, setChoice] = useState<Field>(field);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    params.setFilters({ q: text.trim(), field: choice === 'any' ? '' : choice });
  };

  const columns = [
    column.accessor('username', {
      header: t('col.username'),
      cell: (c) => <Link to={playerPath(c.getValue())}>{c.getValue()}</Link>,
    }),
    column.accessor((p) => p.payeeName ?? p.nickname ?? '', { id: 'name', header: t('col.name') }),
    column.accessor((p) => p.mobile ?? '', { id: 'mobile', header: t('col.mobile') }),
    column.accessor((p) => p.email ?? '', { id: 'email', header: t('col.email') }),
    column.accessor('status', {
      header: t('col.status'),
      cell: (c) => <Badge tone={STATUS_TONE[c.getValue()]}>{t(`status.${c.getValue()}`)}</Badge>,
    }),
    column.accessor('vip', { header: t('col.vip') }),
    column.accessor((p) => p.upline ?? '', { id: 'upline', header: t('col.upline') }),
    column.accessor('balance', {
      header: t('col.balance'),
      cell: (c) => formatMoney(c.getValue()),
      meta: { numeric: true },
    }),
    column.accessor('registeredAt', {
      header: t('col.registeredAt'),
      cell: (c) => formatDateTime(c.getValue()),
      meta: { csv: (p) => new Date(p.registeredAt).toISOString() },
    }),
    column.accessor('lastLoginAt', {
      header: t('col.lastLoginAt'),
      cell: (c) => formatDateTime(c.getValue()),
      meta: { csv: (p) => (p.lastLoginAt ? new Date(p.lastLoginAt).toISOString() : '') },
    }),
  ];

  return (
    <>
      <PageHeader title={t('title')} />
      <form className="filters player-search" role="search" onSubmit={submit}>
        <div className="field player-search-text">
          <label htmlFor="player-q">{t('searchLabel')}</label>
          <input
            id="player-q"
            type="search"
            value={text}
            maxLength={100}
            aria-describedby="player-q-hint"
            onChange={(event) => setText(event.target.value)}
          />
          <small id="player-q-hint" className="field-hint">
            {t('searchHint')}
          </small>
        </div>
        <div className="field">
          <label htmlFor="player-field">{t('field')}</label>
          <select
            id="player-field"
            value={choice}
            onChange={(event) => setChoice(asField(event.target.value))}
          >
            {PLAYER_SEARCH_FIELDS.map((f) => (
              <option key={f} value={f}>
                {t(`fields.${f}`)}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" variant="primary">
          {t('common:search')}
        </Button>
      </form>
      {players.error && <Notice tone="error">{errorText(t, players.error)}</Notice>}
      <DataTable
        label={t('tableLabel')}
        columns={columns}
        rows={players.data?.list ?? []}
        totalCount={players.data?.totalCount ?? 0}
        params={params}
        loading={players.isFetching}
        sortable={['username', 'registeredAt']}
        rowKey={(p) => p.username}
        empty={t('noMatch')}
        fetchAll={() => fetchAllPages((pageNo, pageSize) => searchPlayers({ ...query, pageNo, pageSize }))}
      />
    </>
  );
}
