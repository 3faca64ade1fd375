import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperatorLotteryDraw } from '@bet/contracts/operator/operator-lottery';
import { Can } from '@/shared/auth/can';
import { errorText } from '@/shared/i18n/error-text';
import { formatCount, formatDateTime, formatMoney } from '@/shared/lib/format';
import { Badge, type BadgeTone } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { DataTable, fetchAllPages } from '@/shared/ui/data-table';
import { Notice } from '@/shared/ui/notice';
import { ReasonDialog } from '@/shared/ui/reason-dialog';
import { SaveNotice } from '@/shared/ui/save-notice';
import { useSave } from '@/shared/ui/use-save';
import { useTableParams } from '@/shared/ui/use-table-params';
import { useLotterySchedules } from '../api/get-lottery-schedules';
import { listLotteryDraws, useLotteryDraws } from '../api/list-lottery-draws';
import { voidLotteryDraw } from '../api/void-lottery-draw';
import { LOTTERY_PREFIX } from '../lib/lottery-key';
import { useGameTab } from '../lib/use-game-tab';
import { GameTabs } from './game-tabs';

const column = createColumnHelper<OperatorLotteryDraw>();
const STATUS_TONE: Record<OperatorLotteryDraw['status'], BadgeTone> = {
  OPEN: 'info',
  CLOSED: 'warn',
  DRAWN: 'neutral',
  SETTLED: 'good',
  VOID: 'bad',
};
/** A draw can be voided until it is settled. */
const voidable = (d: OperatorLotteryDraw) => d.status !== 'SETTLED' && d.status !== 'VOID';

/** A game's draws with this site's bets and profit on each; money roles void one (refunds every bet). */
export function DrawsSection() {
  const { t } = useTranslation('lottery');
  const params = useTableParams();
  const schedules = useLotterySchedules();
  const games = (schedules.data?.schedules ?? []).map((s) => ({ code: s.game, name: s.name }));
  const [game, selectGame] = useGameTab(games.map((g) => g.code));
  const query = { game, pageNo: params.pageNo, pageSize: params.pageSize };
  const draws = useLotteryDraws(query);
  const save = useSave(LOTTERY_PREFIX);
  const [voiding, setVoiding] = useState<OperatorLotteryDraw | null>(null);
  const money = (key: 'stake' | 'payout' | 'profit') =>
    column.accessor(key, {
      header: t(`draws.col.${key}`),
      cell: (c) => formatMoney(c.getValue()),
      meta: { numeric: true },
    });
  const columns = [
    column.accessor('issue', { header: t('draws.col.issue') }),
    column.accessor('drawAt', {
      header: t('draws.col.drawAt'),
      cell: (c) => formatDateTime(c.getValue()),
      meta: { csv: (r) => new Date(r.drawAt).toISOString() },
    }),
    column.accessor('status', {
      header: t('draws.col.status'),
      cell: (c) => <Badge tone={STATUS_TONE[c.getValue()]}>{t(`status.${c.getValue()}`)}</Badge>,
    }),
    column.accessor((r) => r.result?.join(' ') ?? '', {
      id: 'result',
      header: t('draws.col.result'),
      cell: (c) => <span className="lottery-result">{c.getValue() || '—'}</span>,
    }),
    column.accessor('source', { header: t('draws.col.source'), cell: (c) => t(`source.${c.getValue()}`) }),
    column.accessor('bets', {
      header: t('draws.col.bets'),
      cell: (c) => formatCount(c.getValue()),
      meta: { numeric: true },
    }),
    money('stake'),
    money('payout'),
    money('profit'),
    column.display({
      id: 'actions',
      header: () => <span className="visually-hidden">{t('terms.col.actions')}</span>,
      cell: (c) =>
        voidable(c.row.original) ? (
          <Can permission="moveMoney">
            <Button variant="danger" onClick={() => setVoiding(c.row.original)}>
              {t('draws.void', { issue: c.row.original.issue })}
            </Button>
          </Can>
        ) : null,
    }),
  ];
  return (
    <>
      <SaveNotice saved={save.saved} error={null} />
      {(draws.error ?? schedules.error) && (
        <Notice tone="error">{errorText(t, draws.error ?? schedules.error)}</Notice>
      )}
      <GameTabs games={games} game={game} onSelect={selectGame} />
      <DataTable
        label={t('draws.tableLabel')}
        columns={columns}
        rows={draws.data?.list ?? []}
        totalCount={draws.data?.totalCount ?? 0}
        params={params}
        loading={draws.isFetching}
        rowKey={(r) => r.issue}
        empty={t('draws.empty')}
        fetchAll={() => fetchAllPages((pageNo, pageSize) => listLotteryDraws({ ...query, pageNo, pageSize }))}
      />
      {voiding && (
        <ReasonDialog
          title={t('draws.voidTitle', { issue: voiding.issue })}
          confirmLabel={t('draws.voidConfirm')}
          danger
          onClose={() => setVoiding(null)}
          onConfirm={(reason) =>
            save.run(() => voidLotteryDraw({ game: voiding.game, issue: voiding.issue, reason }))
          }
        >
          <p>{t('draws.voidExplain', { bets: voiding.bets, stake: formatMoney(voiding.stake) })}</p>
        </ReasonDialog>
      )}
    </>
  );
}
