import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperatorPromotionClaim } from '@bet/contracts/operator/operator-promotions';
import { errorText } from '@/shared/i18n/error-text';
import { formatMoney } from '@/shared/lib/format';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { FormField } from '@/shared/ui/form-field';
import { Notice } from '@/shared/ui/notice';
import { decidePromotionClaim } from '../api/decide-promotion-claim';
import { approvalAmount, type ApprovalAmountIssue } from '../lib/approval-amount';
import { ClaimApplication } from './claim-application';

/**
 * Approves an application with the amount the operator chooses (0.01 up to the promotion's
 * maximum). The amount is checked here first, so a typo never reaches the server; a refusal
 * (another operator decided first, the maximum changed) stays in the dialog, translated.
 */
export function ApproveApplication({
  claim,
  onClose,
  onDone,
}: {
  claim: OperatorPromotionClaim;
  onClose: () => void;
  onDone: (text: string) => void;
}) {
  const { t } = useTranslation('promotions');
  const [text, setText] = useState('');
  const [issue, setIssue] = useState<ApprovalAmountIssue | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const max = claim.maxAmount === null ? null : formatMoney(claim.maxAmount);
  const facts = { username: claim.username, title: claim.title };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = approvalAmount(text, claim.maxAmount);
    if ('issue' in checked) {
      setIssue(checked.issue);
      return;
    }
    setIssue(null);
    setFailure(null);
    setBusy(true);
    try {
      await decidePromotionClaim(claim.id, { approve: true, amount: checked.amount });
      onDone(t('claims.approved', { ...facts, amount: formatMoney(checked.amount) }));
      onClose();
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog title={t('claims.approveApplicationTitle', facts)} onClose={onClose}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <p>{t('claims.approveApplicationText', facts)}</p>
        <ClaimApplication claim={claim} />
        {failure !== null && <Notice tone="error">{errorText(t, failure)}</Notice>}
        <FormField
          label={t('claims.amount')}
          error={issue === null ? undefined : t(`claims.amountIssue.${issue}`, { max })}
          {...(max === null ? {} : { hint: t('claims.amountHint', { max }) })}
        >
          {(ids) => (
            <input
              {...ids}
              type="number"
              min={0.01}
              step="0.01"
              inputMode="decimal"
              {...(claim.maxAmount === null ? {} : { max: claim.maxAmount })}
              value={text}
              onChange={(e) => setText(e.target.value)}
              data-testid="claim-amount"
            />
          )}
        </FormField>
        <div className="dialog-actions">
          <Button onClick={onClose}>{t('common:cancel')}</Button>
          <Button type="submit" variant="primary" busy={busy} data-testid="claim-approve-confirm">
            {t('claims.approveWithAmount')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
