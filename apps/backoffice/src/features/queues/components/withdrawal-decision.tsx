import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/i18n/error-text';
import { formatMoney } from '@/shared/lib/format';
import { Notice } from '@/shared/ui/notice';
import { ReasonDialog } from '@/shared/ui/reason-dialog';
import { payWithdrawal } from '../api/pay-withdrawal';
import { rejectWithdrawal } from '../api/reject-withdrawal';
import { useWithdrawalDetail } from '../api/withdrawal-detail';
import { decisionErrorText, isAlreadyHandled } from '../lib/already-handled';
import type { Outcome, WithdrawalEntry } from '../model/queue-entries';
import { DecisionDialog } from './decision-dialog';
import { WarningNotice } from './warning-badges';

export type WithdrawalAction = 'pay' | 'reject';

/** The account the money goes to, in full, and what to check first (read fresh for the dialog). */
function PayTo({ withdrawal }: { withdrawal: WithdrawalEntry }) {
  const { t } = useTranslation('queues');
  const detail = useWithdrawalDetail(withdrawal.id);
  const w = detail.data ?? withdrawal;
  return (
    <>
      <WarningNotice warnings={w.warnings} />
      {detail.error && <Notice tone="error">{errorText(t, detail.error)}</Notice>}
      <section className="queue-bank-card" aria-label={t('withdrawals.bankCard')}>
        <h3>{t('withdrawals.bankCard')}</h3>
        <dl className="facts">
          <dt>{t('field.player')}</dt>
          <dd>{w.username}</dd>
          <dt>{t('field.amount')}</dt>
          <dd>{formatMoney(w.amount)}</dd>
          <dt>{t('field.bank')}</dt>
          <dd>{w.bankName}</dd>
          <dt>{t('field.accountName')}</dt>
          <dd>{w.accountName}</dd>
          <dt>{t('field.accountNumber')}</dt>
          <dd className="queue-account-number">{w.accountNumber}</dd>
        </dl>
      </section>
    </>
  );
}

/** Pay (bank card and warnings shown, optional note) or reject (reason asked) one withdrawal. */
export function WithdrawalDecision({
  action,
  withdrawal: w,
  onClose,
  onDone,
}: {
  action: WithdrawalAction;
  withdrawal: WithdrawalEntry;
  onClose: () => void;
  onDone: (outcome?: Outcome) => void;
}) {
  const { t } = useTranslation('queues');
  const amount = formatMoney(w.amount);
  if (action === 'pay')
    return (
      <DecisionDialog
        title={t('withdrawals.payTitle', { id: w.id })}
        confirmLabel={t('withdrawals.pay')}
        onClose={onClose}
        onHandledElsewhere={() => onDone()}
        onConfirm={async (note) => {
          await payWithdrawal({ id: w.id, ...(note ? { reason: note } : {}) });
          onDone({
            tone: 'success',
            text: t('withdrawals.paid', { id: w.id, amount, username: w.username }),
          });
        }}
      >
        <p>{t('withdrawals.payIntro', { amount })}</p>
        <PayTo withdrawal={w} />
      </DecisionDialog>
    );
  return (
    <ReasonDialog
      title={t('withdrawals.rejectTitle', { id: w.id })}
      confirmLabel={t('withdrawals.reject')}
      danger
      onClose={onClose}
      onConfirm={async (reason) => {
        try {
          await rejectWithdrawal({ id: w.id, reason });
          onDone({
            tone: 'success',
            text: t('withdrawals.rejected', { id: w.id, amount, username: w.username }),
          });
        } catch (error) {
          if (!isAlreadyHandled(error)) throw error;
          onDone({ tone: 'error', text: decisionErrorText(t, error) });
        }
      }}
    >
      <p>{t('withdrawals.rejectIntro', { amount, username: w.username })}</p>
      <WarningNotice warnings={w.warnings} />
    </ReasonDialog>
  );
}
