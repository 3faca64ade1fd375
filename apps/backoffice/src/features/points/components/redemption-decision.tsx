import { zodResolver } from '@hookform/resolvers/zod';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { approveRedemptionRequest, type OperatorRedemption } from '@bet/contracts/operator/operator-points';
import { formatCount, formatPoints } from '@/shared/lib/format';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { applyServerFieldErrors, fieldErrorText } from '@/shared/ui/field-error';
import { FormField } from '@/shared/ui/form-field';
import { Notice } from '@/shared/ui/notice';
import { ReasonDialog } from '@/shared/ui/reason-dialog';
import { approveRedemption } from '../api/approve-redemption';
import { rejectRedemption } from '../api/reject-redemption';
import { decisionErrorText, isAlreadyHandled } from '../lib/already-handled';
import { RedemptionAddress } from './redemption-address';

export type RedemptionAction = 'approve' | 'reject';

/** What a decision tells the page: a sentence for its notice (none: only refresh the queue). */
export interface Outcome {
  tone: 'success' | 'error';
  text: string;
}

const handOverForm = approveRedemptionRequest.pick({ remark: true, shippingRef: true });

/** The redemption's facts for the sentences: who, what, how many, for how many points. */
function factsOf(t: TFunction, r: OperatorRedemption) {
  return {
    id: r.id,
    username: r.username,
    item: r.itemName ?? t('kind.CONVERT'),
    quantity: formatCount(r.quantity),
    count: r.quantity,
    points: formatPoints(r.points),
  };
}

/**
 * Approving hands the item over: a remark the player reads (a voucher's code) and the parcel's
 * reference for goods, both optional. A refusal stays in the dialog; when another operator
 * decided first it says who, the queue refreshes and the approval cannot be sent again.
 */
function ApproveRedemption({
  redemption: r,
  onClose,
  onDone,
}: {
  redemption: OperatorRedemption;
  onClose: () => void;
  onDone: (outcome?: Outcome) => void;
}) {
  const { t } = useTranslation('points');
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm({
    resolver: zodResolver(handOverForm),
    defaultValues: { remark: '', shippingRef: '' },
  });
  const errors = form.formState.errors;
  const facts = factsOf(t, r);
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await approveRedemption({ id: r.id, remark: values.remark, shippingRef: values.shippingRef });
      onDone({ tone: 'success', text: t('redemptions.approved', facts) });
      onClose();
    } catch (error) {
      if (isAlreadyHandled(error)) onDone();
      if (!applyServerFieldErrors(error, form.setError)) setFailure(error);
    }
  });
  return (
    <Dialog title={t('redemptions.approveTitle', facts)} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <p>{t('redemptions.approveText', facts)}</p>
        <RedemptionAddress address={r.address} />
        <FormField
          label={t('redemptions.remark')}
          hint={t(r.kind === 'VOUCHER' ? 'redemptions.remarkVoucherHint' : 'redemptions.remarkHint')}
          error={fieldErrorText(t, errors.remark)}
        >
          {(ids) => (
            <textarea
              {...ids}
              rows={2}
              maxLength={200}
              {...form.register('remark')}
              data-testid="redemption-remark"
            />
          )}
        </FormField>
        <FormField
          label={t('redemptions.shippingRef')}
          hint={t('redemptions.shippingRefHint')}
          error={fieldErrorText(t, errors.shippingRef)}
        >
          {(ids) => (
            <input
              {...ids}
              maxLength={80}
              autoComplete="off"
              {...form.register('shippingRef')}
              data-testid="redemption-shipping-ref"
            />
          )}
        </FormField>
        {failure !== null && <Notice tone="error">{decisionErrorText(t, failure)}</Notice>}
        <div className="dialog-actions">
          <Button onClick={onClose}>{t('common:cancel')}</Button>
          <Button
            type="submit"
            variant="primary"
            disabled={isAlreadyHandled(failure)}
            busy={form.formState.isSubmitting}
            data-testid="redemption-approve-confirm"
          >
            {t('redemptions.approve')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/**
 * Approve (hand over, with a remark and a shipping reference) or reject (a reason the player
 * reads; the points and the stock go back) one redemption waiting in the queue.
 */
export function RedemptionDecision({
  action,
  redemption: r,
  onClose,
  onDone,
}: {
  action: RedemptionAction;
  redemption: OperatorRedemption;
  onClose: () => void;
  onDone: (outcome?: Outcome) => void;
}) {
  const { t } = useTranslation('points');
  if (action === 'approve') return <ApproveRedemption redemption={r} onClose={onClose} onDone={onDone} />;
  const facts = factsOf(t, r);
  return (
    <ReasonDialog
      title={t('redemptions.rejectTitle', facts)}
      confirmLabel={t('redemptions.reject')}
      danger
      onClose={onClose}
      onConfirm={async (reason) => {
        try {
          await rejectRedemption(r.id, reason);
          onDone({ tone: 'success', text: t('redemptions.rejected', facts) });
        } catch (error) {
          // Another operator decided first: the dialog closes and the page says who.
          if (!isAlreadyHandled(error)) throw error;
          onDone({ tone: 'error', text: decisionErrorText(t, error) });
        }
      }}
    >
      <p>{t(r.itemId === null ? 'redemptions.rejectTextConvert' : 'redemptions.rejectText', facts)}</p>
    </ReasonDialog>
  );
}
