import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/i18n/error-text';
import { formatMoney } from '@/shared/lib/format';
import { Notice } from '@/shared/ui/notice';
import { useDepositReceipt } from '../api/deposit-receipt';

/** The receipt the player uploaded with an offline deposit, read only when shown. */
export function ReceiptImage({
  deposit,
}: {
  deposit: { id: number; username: string; amount: number; hasReceipt: boolean };
}) {
  const { t } = useTranslation('queues');
  const receipt = useDepositReceipt(deposit.id, deposit.hasReceipt);
  if (!deposit.hasReceipt) return <p className="queue-muted">{t('deposits.noReceipt')}</p>;
  if (receipt.error) return <Notice tone="error">{errorText(t, receipt.error)}</Notice>;
  if (!receipt.data) return <p className="queue-muted">{t('common:loading')}</p>;
  if (!receipt.data.receiptImage) return <p className="queue-muted">{t('deposits.noReceipt')}</p>;
  return (
    <figure className="queue-receipt">
      <img
        src={receipt.data.receiptImage}
        alt={t('deposits.receiptAlt', {
          username: deposit.username,
          id: deposit.id,
          amount: formatMoney(deposit.amount),
        })}
      />
    </figure>
  );
}
