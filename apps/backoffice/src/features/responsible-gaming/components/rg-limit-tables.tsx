import { useTranslation } from 'react-i18next';
import type { RgPlayerDetail } from '@bet/contracts/operator/operator-responsible-gaming';
import { formatDateTime } from '@/shared/lib/format';
import { Badge } from '@/shared/ui/badge';
import { byText, limitName, limitValue } from '../lib/rg-format';
import { RgTable, type RgColumn } from './rg-table';

type Limit = RgPlayerDetail['limits'][number];
type Change = RgPlayerDetail['changes'][number];

/** The player's limits now: the amount, what is used and left, when it resets, a waiting change. */
export function LimitsTable({ username, limits }: { username: string; limits: Limit[] }) {
  const { t } = useTranslation('responsible-gaming');
  const pending = (l: Limit) => {
    if (!l.pending) return <span className="muted">—</span>;
    const at = formatDateTime(l.pending.effectiveAt);
    return l.pending.value === null
      ? t('limits.pendingRemove', { at })
      : t('limits.pendingRaise', { value: limitValue(t, l.kind, l.pending.value), at });
  };
  const columns: RgColumn<Limit>[] = [
    { id: 'limit', header: t('limits.col.limit'), cell: (l) => limitName(t, l.kind, l.period) },
    {
      id: 'value',
      header: t('limits.col.value'),
      cell: (l) => limitValue(t, l.kind, l.value),
      numeric: true,
    },
    { id: 'used', header: t('limits.col.used'), cell: (l) => limitValue(t, l.kind, l.used), numeric: true },
    { id: 'left', header: t('limits.col.left'), cell: (l) => limitValue(t, l.kind, l.left), numeric: true },
    {
      id: 'resets',
      header: t('limits.col.resets'),
      cell: (l) => (l.resetsAt === null ? t('limits.perSession') : formatDateTime(l.resetsAt)),
    },
    { id: 'pending', header: t('limits.col.pending'), cell: pending },
  ];
  return (
    <RgTable
      label={t('limits.tableLabel', { username })}
      columns={columns}
      rows={limits}
      rowKey={(l) => `${l.kind}-${l.period}`}
      empty={t('limits.empty')}
    />
  );
}

/**
 * Every change of a limit, newest first: who asked, when, the amounts, when it applies (waiting or
 * applied when read, `asOf`) or when it was cancelled.
 */
export function ChangesTable({
  username,
  changes,
  asOf,
}: {
  username: string;
  changes: Change[];
  asOf: number;
}) {
  const { t } = useTranslation('responsible-gaming');
  const state = (c: Change) =>
    c.cancelledAt !== null ? (
      <Badge>{t('history.state.cancelled', { at: formatDateTime(c.cancelledAt) })}</Badge>
    ) : c.effectiveAt > asOf ? (
      <Badge tone="warn">{t('history.state.waiting')}</Badge>
    ) : (
      <Badge tone="good">{t('history.state.applied')}</Badge>
    );
  const columns: RgColumn<Change>[] = [
    { id: 'at', header: t('history.col.at'), cell: (c) => formatDateTime(c.requestedAt) },
    { id: 'limit', header: t('history.col.limit'), cell: (c) => limitName(t, c.kind, c.period) },
    {
      id: 'change',
      header: t('history.col.change'),
      cell: (c) =>
        t('history.change', {
          from: c.oldValue === null ? t('history.none') : limitValue(t, c.kind, c.oldValue),
          to: c.newValue === null ? t('history.removed') : limitValue(t, c.kind, c.newValue),
        }),
    },
    { id: 'by', header: t('history.col.by'), cell: (c) => byText(t, c.requestedBy) },
    { id: 'effective', header: t('history.col.effective'), cell: (c) => formatDateTime(c.effectiveAt) },
    { id: 'state', header: t('history.col.state'), cell: state },
  ];
  return (
    <RgTable
      label={t('history.tableLabel', { username })}
      columns={columns}
      rows={changes}
      rowKey={(c, i) => `${c.requestedAt}-${i}`}
      empty={t('history.empty')}
      rowTestId="bo-rg-change-row"
    />
  );
}
