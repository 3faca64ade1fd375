import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { operatorMoneyRoutes } from '@bet/contracts/operator/operator-money';
import type { operatorPlayerRoutes } from '@bet/contracts/operator/operator-players';
import type { OpsResponse } from '@/shared/api/ops-call';
import { formatDateTime, formatMoney } from '@/shared/lib/format';
import { Badge } from '@/shared/ui/badge';

type Row<R> = OpsResponse<R> extends { list: Array<infer T> } ? T : never;
type LedgerRow = Row<typeof operatorPlayerRoutes.playerLedger>;
type BetRow = Row<typeof operatorPlayerRoutes.playerBets>;
type LoginRow = Row<typeof operatorPlayerRoutes.playerLogins>;
type AuditRow = Row<typeof operatorPlayerRoutes.playerAudit>;
type DepositRow = Row<typeof operatorMoneyRoutes.listDeposits>;
type WithdrawalRow = Row<typeof operatorMoneyRoutes.listWithdrawals>;

const ledger = createColumnHelper<LedgerRow>();
const bet = createColumnHelper<BetRow>();
const login = createColumnHelper<LoginRow>();
const audit = createColumnHelper<AuditRow>();
const deposit = createColumnHelper<DepositRow>();
const withdrawal = createColumnHelper<WithdrawalRow>();

const iso = (ms: number | null) => (ms === null ? '' : new Date(ms).toISOString());
const money = {
  cell: (c: { getValue: () => number | null }) => formatMoney(c.getValue()),
  meta: { numeric: true },
};

/** The columns of each of the player page's record tabs (money right-aligned in tabular figures). */
export function useRecordColumns() {
  const { t } = useTranslation('players');
  const time = { cell: (c: { getValue: () => number | null }) => formatDateTime(c.getValue()) };
  return {
    ledger: [
      ledger.accessor('time', { header: t('rec.time'), ...time, meta: { csv: (r) => iso(r.time) } }),
      ledger.accessor('type', { header: t('rec.type') }),
      ledger.accessor('amount', { header: t('rec.amount'), ...money }),
      ledger.accessor('balanceAfter', { header: t('rec.balanceAfter'), ...money }),
      ledger.accessor('reference', { header: t('rec.reference') }),
    ] as ColumnDef<LedgerRow, unknown>[],
    bets: [
      bet.accessor('placedAt', { header: t('rec.time'), ...time, meta: { csv: (r) => iso(r.placedAt) } }),
      bet.accessor('vendor', { header: t('rec.vendor') }),
      bet.accessor('game', { header: t('rec.game') }),
      bet.accessor('stake', { header: t('rec.stake'), ...money }),
      bet.accessor('validBet', { header: t('rec.validBet'), ...money }),
      bet.accessor('payout', { header: t('rec.payout'), ...money }),
      bet.accessor('winLoss', { header: t('rec.winLoss'), ...money }),
      bet.accessor('status', { header: t('rec.status') }),
    ] as ColumnDef<BetRow, unknown>[],
    deposits: [
      deposit.accessor('createdAt', {
        header: t('rec.time'),
        ...time,
        meta: { csv: (r) => iso(r.createdAt) },
      }),
      deposit.accessor('channelName', { header: t('rec.channel') }),
      deposit.accessor('amount', { header: t('rec.amount'), ...money }),
      deposit.accessor('status', { header: t('rec.status'), cell: (c) => <Badge>{c.getValue()}</Badge> }),
      deposit.accessor((r) => r.reference ?? '', { id: 'reference', header: t('rec.reference') }),
      deposit.accessor((r) => r.decidedBy ?? '', { id: 'decidedBy', header: t('rec.decidedBy') }),
    ] as ColumnDef<DepositRow, unknown>[],
    withdrawals: [
      withdrawal.accessor('createdAt', {
        header: t('rec.time'),
        ...time,
        meta: { csv: (r) => iso(r.createdAt) },
      }),
      withdrawal.accessor((r) => `${r.bankName} ${r.accountNumber}`, {
        id: 'account',
        header: t('rec.account'),
      }),
      withdrawal.accessor('amount', { header: t('rec.amount'), ...money }),
      withdrawal.accessor('status', { header: t('rec.status'), cell: (c) => <Badge>{c.getValue()}</Badge> }),
      withdrawal.accessor((r) => r.decidedBy ?? '', { id: 'decidedBy', header: t('rec.decidedBy') }),
    ] as ColumnDef<WithdrawalRow, unknown>[],
    logins: [
      login.accessor('time', { header: t('rec.time'), ...time, meta: { csv: (r) => iso(r.time) } }),
      login.accessor('ip', { header: t('rec.ip') }),
      login.accessor('device', { header: t('rec.device') }),
      login.accessor((r) => r.userAgent ?? '', {
        id: 'userAgent',
        header: t('rec.userAgent'),
        cell: (c) => (
          <span className="user-agent" title={c.getValue()}>
            {c.getValue()}
          </span>
        ),
      }),
      login.accessor('method', { header: t('rec.method') }),
      login.accessor('result', {
        header: t('rec.result'),
        cell: (c) => <Badge tone={c.getValue() === 'SUCCESS' ? 'good' : 'warn'}>{c.getValue()}</Badge>,
      }),
    ] as ColumnDef<LoginRow, unknown>[],
    audit: [
      audit.accessor('time', { header: t('rec.time'), ...time, meta: { csv: (r) => iso(r.time) } }),
      audit.accessor('action', { header: t('rec.action') }),
      audit.accessor('operator', { header: t('rec.operator') }),
      audit.accessor((r) => r.reason ?? '', { id: 'reason', header: t('rec.reason') }),
      audit.accessor('ip', { header: t('rec.ip') }),
    ] as ColumnDef<AuditRow, unknown>[],
  };
}
