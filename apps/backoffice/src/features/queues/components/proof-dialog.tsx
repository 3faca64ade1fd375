import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/i18n/error-text';
import { formatMoney } from '@/shared/lib/format';
import { Badge } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { Notice } from '@/shared/ui/notice';
import { useWithdrawalProof } from '../api/withdrawal-proof';
import { STATUS_TONE } from '../lib/status-tone';
import type { WithdrawalEntry } from '../model/queue-entries';

/** What the player sent to show a paid withdrawal did not arrive (every role may look). */
export function ProofDialog({
  withdrawal: w,
  onClose,
}: {
  withdrawal: WithdrawalEntry;
  onClose: () => void;
}) {
  const { t } = useTranslation('queues');
  const proof = useWithdrawalProof(w.id);
  const amount = formatMoney(w.amount);
  return (
    <Dialog title={t('withdrawals.proofTitle', { id: w.id })} onClose={onClose}>
      <p>
        {t('withdrawals.proofIntro', { username: w.username, amount })}{' '}
        <Badge tone={STATUS_TONE[w.status]}>{t(`status.${w.status}`)}</Badge>
      </p>
      {proof.error ? (
        <Notice tone="error">{errorText(t, proof.error)}</Notice>
      ) : !proof.data ? (
        <p className="queue-muted">{t('common:loading')}</p>
      ) : proof.data.proofImage ? (
        <figure className="queue-receipt">
          <img
            src={proof.data.proofImage}
            alt={t('withdrawals.proofAlt', { username: w.username, id: w.id, amount })}
          />
        </figure>
      ) : (
        <p className="queue-muted">{t('withdrawals.noProof')}</p>
      )}
      <div className="dialog-actions">
        <Button onClick={onClose}>{t('common:close')}</Button>
      </div>
    </Dialog>
  );
}
