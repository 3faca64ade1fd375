import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '@/shared/lib/format';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { ReasonDialog } from '@/shared/ui/reason-dialog';
import { confirmDeposit } from '../api/confirm-deposit';
import { rejectDeposit } from '../api/reject-deposit';
import { decisionErrorText, isAlreadyHandled } from '../lib/already-handled';
import type { DepositEntry, Outcome } from '../model/queue-entries';
import { DecisionDialog } from './decision-dialog';
import { ReceiptImage } from './receipt-image';

export type DepositAction = 'confirm' | 'reject' | 'receipt';

function DepositFacts({ deposit: d }: { deposit: DepositEntry }) {
  const { t } = useTranslation('queues');
  return (
    <dl className="facts">
      <dt>{t('field.player')}</dt>
      <dd>{d.username}</dd>
      <dt>{t('field.amount')}</dt>
      <dd>{formatMoney(d.amount)}</dd>
      <dt>{t('field.channel')}</dt>
      <dd>{d.channelName}</dd>
      <dt>{t('field.reference')}</dt>
      <dd>{d.reference ?? '—'}</dd>
      <dt>{t('field.createdAt')}</dt>
      <dd>{formatDateTime(d.createdAt)}</dd>
    </dl>
  );
}

/**
 * One decision on a deposit: confirm (receipt shown, optional note), reject (reason asked), or
 * only the receipt (every role).
 */
export function DepositDecision({
  action,
  deposit: d,
  onClose,
  onDone,
}: {
  action: DepositAction;
  deposit: DepositEntry;
  onClose: () => void;
  /** The item changed (or was found decided): the page refreshes and shows the outcome if any. */
  onDone: (outcome?: Outcome) => void;
}) {
  const { t } = useTranslation('queues');
  const amount = formatMoney(d.amount);
  if (action === 'receipt')
    return (
      <Dialog title={t('deposits.receiptTitle', { id: d.id })} onClose={onClose}>
        <DepositFacts deposit={d} />
        <ReceiptImage deposit={d} />
        <div className="dialog-actions">
          <Button onClick={onClose}>{t('common:close')}</Button>
        </div>
      </Dialog>
    );
  if (action === 'confirm')
    return (
      <DecisionDialog
        title={t('deposits.confirmTitle', { id: d.id })}
        confirmLabel={t('deposits.confirm')}
        onClose={onClose}
        onHandledElsewhere={() => onDone()}
        onConfirm={async (note) => {
          await confirmDeposit({ id: d.id, ...(note ? { reason: note } : {}) });
          onDone({
            tone: 'success',
            text: t('deposits.confirmed', { id: d.id, amount, username: d.username }),
          });
        }}
      >
        <p>{t('deposits.confirmIntro', { amount, username: d.username })}</p>
        <DepositFacts deposit={d} />
        <ReceiptImage deposit={d} />
      </DecisionDialog>
    );
  return (
    <ReasonDialog
      title={t('deposits.rejectTitle', { id: d.id })}
      confirmLabel={t('deposits.reject')}
      danger
      onClose={onClose}
      onConfirm={async (reason) => {
        try {
          await rejectDeposit({ id: d.id, reason });
          onDone({ tone: 'success', text: t('deposits.rejected', { id: d.id }) });
        } catch (error) {
          // Decided by someone else meanwhile: close and say who on the page.
          if (!isAlreadyHandled(error)) throw error;
          onDone({ tone: 'error', text: decisionErrorText(t, error) });
        }
      }}
    >
      <p>{t('deposits.rejectIntro', { amount, username: d.username })}</p>
    </ReasonDialog>
  );
}
