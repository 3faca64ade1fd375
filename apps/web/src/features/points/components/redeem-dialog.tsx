import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MallItem, RedeemResult } from '@bet/contracts/points/points';
import { mallItemNeedsAddress } from '@bet/contracts/points/points-rules';
import { useRequestId } from '@/shared/api/use-request-id';
import { Button } from '@/shared/ui/button';
import { TextField } from '@/shared/ui/form/form-field';
import { useFormState, type FormRules } from '@/shared/ui/form/use-form-state';
import { Modal } from '@/shared/ui/modal';
import { useRedeemPoints } from '../api/points-redeem';
import type { PointsProblem } from '../lib/convert';
import { formatPoints, moneyText, pointsText, problemText, timesPoints } from '../lib/points-format';
import { addressRules, checkQuantity, quantityMax } from '../lib/redeem';
import { itemAmountText, mallImage } from './mall-item-card';
import { FailureAlert } from './points-common';

type RedeemValues = {
  quantity: string;
  name: string;
  phone: string;
  address: string;
  paymentPassword: string;
};

const redeemRules = (
  item: MallItem,
  points: number | null,
  max: number,
): FormRules<RedeemValues, PointsProblem> => {
  const address = mallItemNeedsAddress(item.kind);
  return {
    quantity: (value) => {
      const checked = checkQuantity(value, max);
      if ('problem' in checked) return checked.problem;
      const total = timesPoints(item.points, checked.quantity);
      return points !== null && total > points
        ? { key: 'points.redeem.notEnough', values: { points: formatPoints(points) } }
        : null;
    },
    ...(address
      ? {
          name: (value: string) => addressRules.name(value),
          phone: (value: string) => addressRules.phone(value),
          address: (value: string) => addressRules.address(value),
        }
      : {}),
    paymentPassword: (value) => (value ? null : { key: 'points.passwordRequired' }),
  };
};

interface RedeemDialogProps {
  item: MallItem;
  /** The player's points, when known (the total is checked against them). */
  points: number | null;
  currencySymbol: string;
  onClose: () => void;
  /** "View redeem history" after a redemption. */
  onShowHistory: () => void;
  onOpenSecurityCentre: () => void;
}

/**
 * Redeeming one item: how many (up to the contract's maximum, the stock and the player's limit
 * left), the points it takes, the receiving address of goods, the payment password. Mounted per
 * opening, so its request id is this dialog's (kept for a retry whose outcome was unknown, as a
 * withdrawal's). The answer replaces the form: added to the balance, or waiting for delivery.
 */
export function RedeemDialog({
  item,
  points,
  currencySymbol,
  onClose,
  onShowHistory,
  onOpenSecurityCentre,
}: RedeemDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const send = useRedeemPoints();
  const requestId = useRequestId();
  const max = Math.max(1, quantityMax(item));
  const needsAddress = mallItemNeedsAddress(item.kind);
  const form = useFormState<RedeemValues, PointsProblem>(
    { quantity: '1', name: '', phone: '', address: '', paymentPassword: '' },
    { rules: redeemRules(item, points, max) },
  );
  const { values, errors: problems } = form;
  const [failure, setFailure] = useState<unknown>(null);
  const [result, setResult] = useState<RedeemResult | null>(null);
  const typed = checkQuantity(values.quantity, max);
  const quantity = 'problem' in typed ? null : typed.quantity;
  const total = quantity === null ? null : timesPoints(item.points, quantity);

  const step = (by: number) => {
    const next = Math.min(max, Math.max(1, (quantity ?? 1) + by));
    form.setValue('quantity', String(next));
  };

  const submit = async (sent: RedeemValues) => {
    const checked = checkQuantity(sent.quantity, max);
    if ('problem' in checked) return;
    setFailure(null);
    const action = {
      itemId: item.id,
      quantity: checked.quantity,
      ...(needsAddress
        ? { address: { name: sent.name.trim(), phone: sent.phone.trim(), address: sent.address.trim() } }
        : {}),
    };
    try {
      const answer = await send.mutateAsync({
        ...action,
        paymentPassword: sent.paymentPassword,
        requestId: requestId.keyFor(action),
      });
      requestId.settled();
      setResult(answer);
    } catch (error) {
      requestId.settled(error);
      setFailure(error);
    }
  };

  if (result) {
    const { redemption } = result;
    const credited = redemption.status === 'APPROVED' && (item.kind === 'CASH' || item.kind === 'BONUS');
    return (
      <Modal
        open
        onClose={onClose}
        title={t('points.redeem.doneTitle')}
        width={480}
        testId="redeem-dialog"
        footer={
          <>
            <Button variant="secondary" onClick={onShowHistory} data-testid="redeem-history">
              {t('points.redeem.viewHistory')}
            </Button>
            <Button onClick={onClose} data-testid="redeem-close">
              {t('points.redeem.close')}
            </Button>
          </>
        }
      >
        <div className="points-redeem-done" role="status" data-testid="redeem-done">
          <img src={mallImage(item.image)} alt="" width={160} height={100} />
          <p className="points-redeem-done-item">
            {item.name} × {redemption.quantity}
          </p>
          <p data-testid="redeem-done-text">
            {credited
              ? t('points.redeem.credited', { amount: moneyText(currencySymbol, redemption.amount) })
              : redemption.status === 'PROCESS'
                ? t('points.redeem.waiting')
                : t(`points.state.${redemption.status}`)}
            {credited && item.kind === 'BONUS' && item.turnoverMultiple > 0
              ? ` ${t('points.redeem.turnover', {
                  amount: moneyText(currencySymbol, redemption.amount * item.turnoverMultiple),
                })}`
              : ''}
          </p>
          <p className="points-redeem-done-left" data-testid="redeem-done-left">
            {t('points.redeem.pointsLeft', { points: pointsText(t, result.points) })}
          </p>
        </div>
      </Modal>
    );
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={t('points.redeem.title', { name: item.name })}
      width={480}
      testId="redeem-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('points.redeem.cancel')}
          </Button>
          <Button
            type="submit"
            form={formId}
            disabled={send.isPending}
            aria-busy={send.isPending || undefined}
            data-testid="redeem-submit"
          >
            {send.isPending ? t('points.redeem.submitting') : t('points.redeem.submit')}
          </Button>
        </>
      }
    >
      <form id={formId} className="form points-redeem" noValidate onSubmit={form.handleSubmit(submit)}>
        <div className="points-redeem-item">
          <img src={mallImage(item.image)} alt="" width={96} height={60} />
          <div className="points-redeem-item-text">
            <span className={`mall-kind mall-kind-${item.kind}`}>{t(`points.kind.${item.kind}`)}</span>
            <span className="points-redeem-item-gives">{itemAmountText(t, item, currencySymbol)}</span>
            <span className="points-redeem-item-each">
              {t('points.redeem.each', { points: pointsText(t, item.points) })}
            </span>
          </div>
        </div>
        <TextField
          label={t('points.redeem.quantity')}
          required
          inputMode="numeric"
          autoComplete="off"
          maxLength={3}
          className="form-input points-quantity-input"
          {...form.bind('quantity')}
          hint={t('points.redeem.quantityHint', { max })}
          error={problemText(t, problems.quantity)}
          testId="redeem-quantity"
          prefix={
            <Button
              variant="secondary"
              className="points-quantity-step"
              aria-label={t('points.redeem.decrease')}
              disabled={quantity !== null && quantity <= 1}
              onClick={() => step(-1)}
              data-testid="redeem-decrease"
            >
              <span aria-hidden="true">−</span>
            </Button>
          }
          addon={
            <Button
              variant="secondary"
              className="points-quantity-step"
              aria-label={t('points.redeem.increase')}
              disabled={quantity !== null && quantity >= max}
              onClick={() => step(1)}
              data-testid="redeem-increase"
            >
              <span aria-hidden="true">+</span>
            </Button>
          }
        />
        <dl className="points-redeem-total" aria-live="polite">
          <div>
            <dt>{t('points.redeem.total')}</dt>
            <dd data-testid="redeem-total">{total === null ? '—' : pointsText(t, total)}</dd>
          </div>
          {points !== null ? (
            <div>
              <dt>{t('points.redeem.balance')}</dt>
              <dd data-testid="redeem-balance">{pointsText(t, points)}</dd>
            </div>
          ) : null}
        </dl>
        {needsAddress ? (
          <fieldset className="points-address" data-testid="redeem-address">
            <legend>{t('points.redeem.address')}</legend>
            <TextField
              label={t('points.redeem.name')}
              required
              autoComplete="name"
              maxLength={60}
              {...form.bind('name')}
              error={problemText(t, problems.name)}
              testId="redeem-name"
            />
            <TextField
              label={t('points.redeem.phone')}
              required
              type="tel"
              autoComplete="tel"
              maxLength={20}
              {...form.bind('phone')}
              error={problemText(t, problems.phone)}
              testId="redeem-phone"
            />
            <TextField
              label={t('points.redeem.street')}
              required
              autoComplete="street-address"
              maxLength={300}
              {...form.bind('address')}
              error={problemText(t, problems.address)}
              testId="redeem-street"
            />
          </fieldset>
        ) : null}
        <TextField
          label={t('points.paymentPassword')}
          required
          type="password"
          autoComplete="off"
          inputMode="numeric"
          maxLength={64}
          {...form.bind('paymentPassword')}
          error={problemText(t, problems.paymentPassword)}
          testId="redeem-password"
        />
        <FailureAlert
          error={failure}
          onOpenSecurityCentre={() => {
            onClose();
            onOpenSecurityCentre();
          }}
          testId="redeem-error"
        />
      </form>
    </Modal>
  );
}
