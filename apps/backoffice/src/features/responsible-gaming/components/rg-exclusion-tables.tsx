import { useTranslation } from 'react-i18next';
import type { RgPlayerDetail } from '@bet/contracts/operator/operator-responsible-gaming';
import { formatDateTime, formatMoney } from '@/shared/lib/format';
import { Badge } from '@/shared/ui/badge';
import { byText, exclusionEndText, inForce, limitName } from '../lib/rg-format';
import { RgTable, type RgColumn } from './rg-table';

type Exclusion = RgPlayerDetail['exclusions'][number];
type Refusal = RgPlayerDetail['refusals'][number];

/**
 * Every time-out and self-exclusion of the player, whether in force when read (`asOf`); none can
 * be removed.
 */
export function ExclusionsTable({
  username,
  exclusions,
  asOf,
}: {
  username: string;
  exclusions: Exclusion[];
  asOf: number;
}) {
  const { t } = useTranslation('responsible-gaming');
  const columns: RgColumn<Exclusion>[] = [
    { id: 'kind', header: t('exclusions.col.kind'), cell: (e) => t(`exclusion.kind.${e.kind}`) },
    { id: 'period', header: t('exclusions.col.period'), cell: (e) => t(`exclusion.period.${e.period}`) },
    { id: 'start', header: t('exclusions.col.start'), cell: (e) => formatDateTime(e.startsAt) },
    { id: 'end', header: t('exclusions.col.end'), cell: (e) => exclusionEndText(t, e) },
    { id: 'by', header: t('exclusions.col.by'), cell: (e) => byText(t, e.setBy) },
    {
      id: 'reason',
      header: t('exclusions.col.reason'),
      cell: (e) => <span className="rg-reason">{e.reason ?? '—'}</span>,
    },
    {
      id: 'state',
      header: t('exclusions.col.state'),
      cell: (e) =>
        inForce(e, asOf) ? (
          <Badge tone="bad">{t('exclusions.state.inForce')}</Badge>
        ) : (
          <Badge>{t(e.startsAt > asOf ? 'exclusions.state.future' : 'exclusions.state.ended')}</Badge>
        ),
    },
  ];
  return (
    <RgTable
      label={t('exclusions.tableLabel', { username })}
      columns={columns}
      rows={exclusions}
      rowKey={(e, i) => `${e.startsAt}-${i}`}
      empty={t('exclusions.empty')}
      rowTestId="bo-rg-exclusion-row"
    />
  );
}

/** The player's last refusals by a limit: when, which limit, the action, the amount asked for. */
export function PlayerRefusalsTable({ username, refusals }: { username: string; refusals: Refusal[] }) {
  const { t } = useTranslation('responsible-gaming');
  const columns: RgColumn<Refusal>[] = [
    { id: 'at', header: t('refusals.col.at'), cell: (r) => formatDateTime(r.at) },
    { id: 'limit', header: t('refusals.col.limit'), cell: (r) => limitName(t, r.kind, r.period) },
    { id: 'action', header: t('refusals.col.action'), cell: (r) => t(`action.${r.action}`) },
    { id: 'amount', header: t('refusals.col.amount'), cell: (r) => formatMoney(r.amount), numeric: true },
  ];
  return (
    <RgTable
      label={t('player.refusalsLabel', { username })}
      columns={columns}
      rows={refusals}
      rowKey={(r) => r.id}
      empty={t('player.noRefusals')}
      rowTestId="bo-rg-player-refusal"
    />
  );
}
