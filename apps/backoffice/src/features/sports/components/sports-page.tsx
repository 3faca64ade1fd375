import { createColumnHelper } from '@tanstack/react-table';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperatorSportsEvent } from '@bet/contracts/operator/operator-sports';
import { Can } from '@/shared/auth/can';
import { errorText } from '@/shared/i18n/error-text';
import { formatDateTime } from '@/shared/lib/format';
import { Button } from '@/shared/ui/button';
import { DataTable, fetchAllPages } from '@/shared/ui/data-table';
import { Notice } from '@/shared/ui/notice';
import { PageHeader } from '@/shared/ui/panel';
import { ReasonDialog } from '@/shared/ui/reason-dialog';
import { useSave } from '@/shared/ui/use-save';
import { useTableParams } from '@/shared/ui/use-table-params';
import { listSportsEvents, useSportsEvents, type SportsEventsQuery } from '../api/list-sports-events';
import { suspendSportsEvent } from '../api/suspend-sports-event';
import { voidSportsEvent } from '../api/void-sports-event';
import { SPORTS_PREFIX } from '../lib/sports-key';
import { useBookTab } from '../lib/use-book-tab';
import { ActionToast } from './action-toast';
import { BOOK_PANEL_ID, BookTabs, bookTabId } from './book-tabs';
import { FixtureActions, type FixtureAction } from './fixture-actions';
import {
  MARKET_KINDS,
  MarketCell,
  StateCell,
  marketOf,
  marketText,
  scoreText,
  stateText,
  xgText,
} from './fixture-cells';
import { FixtureDialog } from './fixture-dialog';
import { ImportDialog } from './import-dialog';
import { ScoreDialog } from './score-dialog';
import { SettleDialog } from './settle-dialog';
import './sports.css';

type Status = NonNullable<SportsEventsQuery['status']>;
const STATUSES: readonly Status[] = ['OPEN', 'SETTLED', 'VOID'];
type Open =
  { kind: 'create' | 'import' } | { kind: Exclude<FixtureAction, 'suspend'>; event: OperatorSportsEvent };

const column = createColumnHelper<OperatorSportsEvent>();

/**
 * The house sportsbook (issue 19): each book's fixtures with their state, live score and prices
 * now (refreshed every few seconds), creating and importing fixtures, the live score and
 * suspending (configure), settling and voiding (moveMoney). Virtual fixtures run themselves.
 */
export function SportsPage() {
  const { t } = useTranslation('sports');
  const params = useTableParams();
  const [book, selectBook] = useBookTab();
  const status = STATUSES.find((s) => s === params.filters.status) ?? 'OPEN';
  const query: SportsEventsQuery = { book, status, pageNo: params.pageNo, pageSize: params.pageSize };
  const events = useSportsEvents(query);
  const save = useSave(SPORTS_PREFIX);
  const [open, setOpen] = useState<Open | null>(null);
  const [suspending, setSuspending] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [toast, setToast] = useState<{ id: number; message: string } | null>(null);
  const dismiss = useCallback(() => setToast(null), []);
  const announce = useCallback((message: string) => {
    setFailure(null);
    setToast((previous) => ({ id: (previous?.id ?? 0) + 1, message }));
  }, []);
  const close = () => setOpen(null);
  const versus = (e: OperatorSportsEvent) => t('versus', { home: e.home, away: e.away });

  const suspend = (e: OperatorSportsEvent) => {
    setFailure(null);
    setSuspending(e.id);
    save
      .run(() => suspendSportsEvent({ id: e.id, suspended: !e.suspended }))
      .then(
        () => announce(t(e.suspended ? 'toast.resumed' : 'toast.suspended', { match: versus(e) })),
        (error: unknown) => setFailure(error),
      )
      .finally(() => setSuspending(null));
  };
  const onAction = (action: FixtureAction, e: OperatorSportsEvent) => {
    if (action === 'suspend') suspend(e);
    else setOpen({ kind: action, event: e });
  };

  const columns = [
    column.accessor('startsAt', {
      header: t('col.startsAt'),
      cell: (c) => formatDateTime(c.getValue()),
      meta: { csv: (r) => new Date(r.startsAt).toISOString() },
    }),
    column.accessor('league', { header: t('col.league') }),
    column.accessor(versus, { id: 'match', header: t('col.match') }),
    column.accessor((r) => stateText(t, r), {
      id: 'state',
      header: t('col.state'),
      cell: (c) => <StateCell event={c.row.original} />,
      meta: {
        csv: (r) =>
          [stateText(t, r), r.suspended ? t('suspended') : '', r.virtual ? t('virtual') : '']
            .filter(Boolean)
            .join(' · '),
      },
    }),
    column.accessor(scoreText, { id: 'score', header: t('col.score'), meta: { numeric: true } }),
    ...MARKET_KINDS.map((kind) =>
      column.accessor((r) => marketText(t, marketOf(r, kind)), {
        id: `market-${kind}`,
        header: t(`col.market.${kind}`),
        cell: (c) => <MarketCell market={marketOf(c.row.original, kind)} />,
      }),
    ),
    column.accessor(xgText, { id: 'xg', header: t('col.xg'), meta: { numeric: true } }),
    column.display({
      id: 'actions',
      header: () => <span className="visually-hidden">{t('col.actions')}</span>,
      cell: (c) => (
        <FixtureActions event={c.row.original} busy={suspending === c.row.original.id} onAction={onAction} />
      ),
    }),
  ];

  const rows = events.data?.list ?? [];
  return (
    <>
      <PageHeader
        title={t('title')}
        actions={
          <Can permission="configure">
            <Button variant="primary" onClick={() => setOpen({ kind: 'create' })}>
              {t('actions.new')}
            </Button>
            <Button onClick={() => setOpen({ kind: 'import' })}>{t('actions.import')}</Button>
          </Can>
        }
      />
      {failure !== null && <Notice tone="error">{errorText(t, failure)}</Notice>}
      {events.error && <Notice tone="error">{errorText(t, events.error)}</Notice>}
      <BookTabs book={book} onSelect={selectBook} />
      <div id={BOOK_PANEL_ID} role="tabpanel" aria-labelledby={bookTabId(book)}>
        <div className="filters sports-filters">
          <div className="field">
            <label htmlFor="sports-status">{t('filter.status')}</label>
            <select
              id="sports-status"
              value={status}
              onChange={(event) =>
                params.setFilters({ status: event.target.value === 'OPEN' ? '' : event.target.value })
              }
            >
              {STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`filter.${s}`)}
                </option>
              ))}
            </select>
          </div>
          <p className="muted sports-note">{t('note')}</p>
        </div>
        <DataTable
          label={t('tableLabel', { book: t(`book.${book}`) })}
          columns={columns}
          rows={rows}
          totalCount={events.data?.totalCount ?? 0}
          params={params}
          loading={events.isPending || events.isPlaceholderData}
          rowKey={(r) => r.id}
          empty={t('empty')}
          fetchAll={() =>
            fetchAllPages((pageNo, pageSize) => listSportsEvents({ ...query, pageNo, pageSize }))
          }
        />
      </div>
      {open?.kind === 'create' && (
        <FixtureDialog
          run={save.run}
          onClose={close}
          onDone={(message) => {
            announce(message);
            // Fixtures are created in the Sports book: show it.
            if (book !== 'SPORTS') selectBook('SPORTS');
          }}
        />
      )}
      {open?.kind === 'import' && <ImportDialog run={save.run} onClose={close} onDone={announce} />}
      {open?.kind === 'score' && (
        <ScoreDialog
          key={open.event.id}
          event={open.event}
          run={save.run}
          onClose={close}
          onDone={announce}
        />
      )}
      {open?.kind === 'settle' && (
        <SettleDialog
          key={open.event.id}
          event={open.event}
          run={save.run}
          onClose={close}
          onDone={announce}
        />
      )}
      {open?.kind === 'void' && (
        <ReasonDialog
          title={t('void.title', { match: versus(open.event) })}
          confirmLabel={t('void.confirm')}
          danger
          onClose={close}
          onConfirm={async (reason) => {
            const closed = await save.run(() => voidSportsEvent({ id: open.event.id, reason }));
            announce(t('toast.voided', { match: versus(open.event), count: closed.bets }));
          }}
        >
          <p>{t('void.explain')}</p>
        </ReasonDialog>
      )}
      <ActionToast toast={toast} onDismiss={dismiss} />
    </>
  );
}
