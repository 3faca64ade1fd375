import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PointsConfigResponse } from '@bet/contracts/points/points';
import { convertStep } from '@bet/contracts/points/points-rules';
import { useRequestId } from '@/shared/api/use-request-id';
import { Button } from '@/shared/ui/button';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { TextField } from '@/shared/ui/form/form-field';
import { useFormState, type FormRules } from '@/shared/ui/form/use-form-state';
import { useConvertPoints } from '../api/points-convert';
import { checkConvert, maxConvertible, type ConvertRules, type PointsProblem } from '../lib/convert';
import { formatPoints, minorToAmount, moneyText, pointsText, problemText } from '../lib/points-format';
import { FailureAlert } from './points-common';

type ConvertValues = { points: string; paymentPassword: string };

const convertRules = (
  rules: ConvertRules,
  available: number | null,
): FormRules<ConvertValues, PointsProblem> => ({
  points: (value) => {
    const checked = checkConvert(value, rules, available);
    return 'problem' in checked ? checked.problem : null;
  },
  paymentPassword: (value) => (value ? null : { key: 'points.passwordRequired' }),
});

interface ConvertFormProps {
  config: PointsConfigResponse;
  /** The player's points; null while they load. */
  available: number | null;
  currencySymbol: string;
  onOpenSecurityCentre: () => void;
}

/**
 * Points to cash (spec §3 "points ratio"): whole points in steps that make whole cents, at least
 * the minimum; the money they give shows as they are typed (exact: convertedMinor). The payment
 * password confirms; the request id is kept for a retry whose outcome was unknown, as a withdrawal's.
 */
export function ConvertForm({ config, available, currencySymbol, onOpenSecurityCentre }: ConvertFormProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const send = useConvertPoints();
  const requestId = useRequestId();
  const rules: ConvertRules = { ratio: config.ratio, convertMin: config.convertMin };
  const form = useFormState<ConvertValues, PointsProblem>(
    { points: '', paymentPassword: '' },
    { rules: convertRules(rules, available) },
  );
  const { values, errors: problems } = form;
  const [failure, setFailure] = useState<unknown>(null);
  const [done, setDone] = useState<{ points: number; amount: number } | null>(null);
  // The money of what is typed, at the ratio, whatever the balance (that is the field's message).
  const preview = checkConvert(values.points, rules, null);
  const gives = 'problem' in preview ? null : minorToAmount(preview.minor);
  const most = available === null ? null : maxConvertible(available, rules);

  const submit = async ({ points: text, paymentPassword }: ConvertValues) => {
    const checked = checkConvert(text, rules, available);
    if ('problem' in checked) return;
    setFailure(null);
    setDone(null);
    const action = { points: checked.points };
    try {
      await send.mutateAsync({ ...action, paymentPassword, requestId: requestId.keyFor(action) });
      requestId.settled();
      setDone({ points: checked.points, amount: minorToAmount(checked.minor) });
      form.reset();
    } catch (error) {
      requestId.settled(error);
      setFailure(error);
    }
  };

  return (
    <form
      className="points-convert form"
      noValidate
      aria-labelledby={titleId}
      onSubmit={form.handleSubmit(submit)}
      data-testid="points-convert"
    >
      <div className="points-convert-head">
        <h3 id={titleId} className="points-convert-title">
          {t('points.convert.title')}
        </h3>
        <p className="points-convert-rate" data-testid="points-convert-rate">
          {t('points.convert.ratio', {
            points: formatPoints(config.ratio),
            amount: moneyText(currencySymbol, 1),
          })}
          {' · '}
          {t('points.convert.limits', {
            min: formatPoints(config.convertMin),
            step: formatPoints(convertStep(config.ratio)),
          })}
        </p>
      </div>
      <TextField
        label={t('points.convert.points')}
        required
        inputMode="numeric"
        autoComplete="off"
        maxLength={10}
        {...form.bind('points')}
        error={problemText(t, problems.points)}
        testId="points-convert-points"
        addon={
          <Button
            variant="secondary"
            disabled={most === null}
            onClick={() => form.setValue('points', String(most))}
            data-testid="points-convert-max"
          >
            {t('points.convert.max')}
          </Button>
        }
      />
      <p className="points-convert-gives" aria-live="polite" data-testid="points-convert-gives">
        {t('points.convert.gives', { amount: gives === null ? '—' : moneyText(currencySymbol, gives) })}
      </p>
      <TextField
        label={t('points.paymentPassword')}
        required
        type="password"
        autoComplete="off"
        inputMode="numeric"
        maxLength={64}
        {...form.bind('paymentPassword')}
        error={problemText(t, problems.paymentPassword)}
        testId="points-convert-password"
      />
      <FailureAlert
        error={failure}
        onOpenSecurityCentre={onOpenSecurityCentre}
        testId="points-convert-error"
      />
      {done ? (
        <FormAlert tone="success" testId="points-convert-done">
          {t('points.convert.done', {
            points: pointsText(t, done.points),
            amount: moneyText(currencySymbol, done.amount),
          })}
        </FormAlert>
      ) : null}
      <Button
        type="submit"
        disabled={send.isPending}
        aria-busy={send.isPending || undefined}
        data-testid="points-convert-submit"
      >
        {send.isPending ? t('points.convert.submitting') : t('points.convert.submit')}
      </Button>
    </form>
  );
}
