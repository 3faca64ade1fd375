import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperatorPromotionClaim } from '@bet/contracts/operator/operator-promotions';
import { errorText } from '@/shared/i18n/error-text';
import { formatMoney } from '@/shared/lib/format';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { Notice } from '@/shared/ui/notice';
import { ReasonDialog } from '@/shared/ui/reason-dialog';
import { decidePromotionClaim } from '../api/decide-promotion-claim';
import { ApproveApplication } from './approve-application';
import { ClaimSignals } from './claim-signals';

export type ClaimAction = 'approve' | 'reject';

/**
 * Approving a flagged claim pays its reward (confirmed first: it moves money); approving an
 * application asks its amount; rejecting asks the reason. A refusal (e.g. another operator
 * decided first) stays in the dialog.
 */
export function ClaimDecision({
  action,
  claim,
  onClose,
  onDone,
}: {
  action: ClaimAction;
  claim: OperatorPromotionClaim;
  onClose: () => void;
  onDone: (text: string) => void;
}) {
  const { t } = useTranslation('promotions');
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const facts = { username: claim.username, amount: formatMoney(claim.amount), title: claim.title };

  // An application: the operator picks the amount, and the rejection's reason is shown to the player.
  const application = claim.status === 'APPLIED';
  if (action === 'approve' && application)
    return <ApproveApplication claim={claim} onClose={onClose} onDone={onDone} />;
  if (action === 'reject')
    return (
      <ReasonDialog
        title={t(application ? 'claims.rejectApplicationTitle' : 'claims.rejectTitle', facts)}
        confirmLabel={t('claims.reject')}
        danger
        onClose={onClose}
        onConfirm={async (reason) => {
          await decidePromotionClaim(claim.id, { approve: false, reason });
          onDone(t(application ? 'claims.rejectedApplication' : 'claims.rejected', facts));
        }}
      >
        <p>{t(application ? 'claims.rejectApplicationText' : 'claims.rejectText', facts)}</p>
      </ReasonDialog>
    );

  const approve = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await decidePromotionClaim(claim.id, { approve: true });
      onDone(t('claims.approved', facts));
      onClose();
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog title={t('claims.approveTitle', facts)} onClose={onClose}>
      <p>{t('claims.approveText', facts)}</p>
      <ClaimSignals signals={claim.signals} />
      {failure !== null && <Notice tone="error">{errorText(t, failure)}</Notice>}
      <div className="dialog-actions">
        <Button onClick={onClose}>{t('common:cancel')}</Button>
        <Button
          variant="primary"
          busy={busy}
          onClick={() => void approve()}
          data-testid="claim-approve-confirm"
        >
          {t('claims.approve')}
        </Button>
      </div>
    </Dialog>
  );
}
