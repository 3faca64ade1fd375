import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { DepositRecord } from '@bet/contracts/wallet/deposit';
import { formatAmount } from '@/shared/lib/money';
import { useSession } from '@/shared/session/session-store';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { BALANCE_KEY } from '@/shared/api/balance-key';
import { depositRecordsQueryOptions } from '../../api/deposit-records';

/** The parameter the payment gateway sends the player back with (`/?deposit=<id>`). */
export const DEPOSIT_RETURN_PARAM = 'deposit';
/** The newest deposits are read to find it (the one just made is on top). */
const RECORDS = { pageNo: 1, pageSize: 20 } as const;
/** While the gateway has not confirmed yet, look again every 5 s for up to 2 minutes. */
const PENDING_POLL_MS = 5_000;
const PENDING_POLLS = 24;

/** The deposit's id from the parameter, or null when it is not a positive whole number. */
export function depositIdOf(text: string | null): number | null {
  if (text === null || !/^[0-9]{1,15}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 ? id : null;
}

/**
 * Back from the payment gateway (`/?deposit=<id>`): takes the parameter off the address, reads
 * the deposit records and tells the player whether the deposit succeeded, was cancelled or is
 * still waiting for the gateway (looking again for a while); the balance is reloaded.
 */
export function DepositReturnNotice() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const token = useSession((s) => s.token);
  const [params, setParams] = useSearchParams();
  const param = params.get(DEPOSIT_RETURN_PARAM);
  const [depositId, setDepositId] = useState<number | null>(null);
  // Read once per parameter (taken off the address just below) and kept until the player closes
  // the message: the router may still render the old address while that change is in flight.
  const [seen, setSeen] = useState<string | null>(null);
  if (param !== null && param !== seen) {
    setSeen(param);
    setDepositId(depositIdOf(param));
  }

  useEffect(() => {
    if (param === null) return;
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete(DEPOSIT_RETURN_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [param, setParams]);

  const records = useQuery({
    ...depositRecordsQueryOptions(token ?? '', RECORDS),
    enabled: depositId !== null && Boolean(token),
    refetchInterval: (query) => {
      const found = query.state.data?.list.find((r) => r.id === depositId);
      return found?.status === 'PENDING' && query.state.dataUpdateCount <= PENDING_POLLS
        ? PENDING_POLL_MS
        : false;
    },
  });
  const record: DepositRecord | undefined =
    depositId === null ? undefined : records.data?.list.find((r) => r.id === depositId);
  const status = record?.status;

  useEffect(() => {
    if (status) void queryClient.invalidateQueries({ queryKey: BALANCE_KEY });
  }, [status, queryClient]);

  if (!record) return null;
  const close = () => setDepositId(null);
  return (
    <ConfirmDialog open title={t('wallet.deposit.return.title')} onConfirm={close} testId="deposit-return">
      <p data-testid="deposit-return-text" data-status={record.status}>
        {t(`wallet.deposit.return.${record.status}`, { amount: formatAmount(record.amount) })}
      </p>
    </ConfirmDialog>
  );
}
