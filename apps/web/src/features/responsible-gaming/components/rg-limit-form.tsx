import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LIMIT_KINDS,
  MONEY_LIMIT_PERIODS,
  SESSION_LIMIT_MINUTES,
  type LimitKind,
  type LimitPeriod,
  type PlayerLimit,
  type RgOverview,
} from '@bet/contracts/responsible-gaming/responsible-gaming';
import { formatDateTime } from '@/shared/lib/money';
import { Button } from '@/shared/ui/button';
import { errorMessage, messageText } from '@/shared/ui/form/field-message';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { TextField } from '@/shared/ui/form/form-field';
import { useFormState } from '@/shared/ui/form/use-form-state';
import { useSetRgLimit } from '../api/rg-set-limit';
import { limitRequestOf, periodFor, type LimitProblem } from '../lib/limit-form';
import { limitOf, type LimitSlot } from '../lib/rg-format';
import { RgSelectField } from './rg-select-field';

interface RgLimitFormProps {
  /** The limit being edited (a card's Change button picks it). */
  slot: LimitSlot;
  onSlotChange: (slot: LimitSlot) => void;
  limits: readonly PlayerLimit[];
  /** The amount field's id, so a card's Change button can move the focus to it. */
  valueId: string;
}

/** What the answer says about the limit just changed: in force now, waiting, or gone. */
function savedMessage(overview: RgOverview, slot: LimitSlot): LimitProblem & { at?: string } {
  const pending = limitOf(overview.limits, slot)?.pending;
  if (!pending) return { key: 'responsibleGaming.form.saved' };
  const at = formatDateTime(pending.effectiveAt);
  return {
    key:
      pending.value === null
        ? 'responsibleGaming.form.removedPending'
        : 'responsibleGaming.form.savedPending',
    at,
  };
}

/**
 * Sets, changes or removes one limit. Values are checked by the contract's own schema before the
 * call; the note says plainly that only a lower limit applies at once.
 */
export function RgLimitForm({ slot, onSlotChange, limits, valueId }: RgLimitFormProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const save = useSetRgLimit();
  const form = useFormState<{ value: string }, LimitProblem>(
    { value: '' },
    { rules: { value: (value) => problemOf(limitRequestOf({ ...slot, value })) } },
  );
  const [failure, setFailure] = useState<unknown>(null);
  const [saved, setSaved] = useState<(LimitProblem & { at?: string }) | null>(null);
  const session = slot.kind === 'SESSION';
  const current = limitOf(limits, slot);

  const choose = (kind: LimitKind, period: LimitPeriod) => {
    onSlotChange({ kind, period: periodFor(kind, period) });
    form.setErrors({});
    setFailure(null);
    setSaved(null);
  };

  const send = async (remove: boolean) => {
    const checked = limitRequestOf({ ...slot, value: form.values.value }, remove);
    if ('problem' in checked) return;
    setFailure(null);
    setSaved(null);
    try {
      const overview = await save.mutateAsync(checked.request);
      form.setValue('value', '');
      setSaved(savedMessage(overview, slot));
    } catch (error) {
      setFailure(error);
    }
  };

  const problem = form.errors.value;
  return (
    <form
      className="form rg-limit-form"
      noValidate
      aria-labelledby={titleId}
      data-testid="rg-limit-form"
      onSubmit={form.handleSubmit(() => send(false))}
    >
      <h5 id={titleId} className="rg-limit-title">
        {t('responsibleGaming.form.title')}
      </h5>
      <div className="rg-form-row">
        <RgSelectField
          label={t('responsibleGaming.form.kind')}
          value={slot.kind}
          onChange={(e) => choose(e.target.value as LimitKind, slot.period)}
          options={LIMIT_KINDS.map((kind) => ({ value: kind, label: t(`responsibleGaming.kinds.${kind}`) }))}
          testId="rg-limit-kind"
        />
        {session ? null : (
          <RgSelectField
            label={t('responsibleGaming.form.period')}
            value={slot.period}
            onChange={(e) => choose(slot.kind, e.target.value as LimitPeriod)}
            options={MONEY_LIMIT_PERIODS.map((p) => ({
              value: p,
              label: t(`responsibleGaming.periods.${p}`),
            }))}
            testId="rg-limit-period"
          />
        )}
      </div>
      <TextField
        id={valueId}
        label={t(session ? 'responsibleGaming.form.minutes' : 'responsibleGaming.form.amount')}
        inputMode={session ? 'numeric' : 'decimal'}
        autoComplete="off"
        maxLength={13}
        {...form.bind('value')}
        hint={session ? t('responsibleGaming.form.minutesHint', { ...SESSION_LIMIT_MINUTES }) : null}
        error={problem ? t(problem.key, problem.values) : null}
        testId="rg-limit-value-input"
      />
      <p className="rg-note" data-testid="rg-limit-note">
        {t('responsibleGaming.form.note')}
      </p>
      <FormAlert testId="rg-limit-error">{failure ? messageText(t, errorMessage(failure)) : null}</FormAlert>
      {saved ? (
        <FormAlert tone="success" testId="rg-limit-saved">
          {t(saved.key, { at: saved.at })}
        </FormAlert>
      ) : null}
      <div className="form-actions">
        <Button type="submit" className="rg-wrap" disabled={save.isPending} data-testid="rg-limit-save">
          {t('responsibleGaming.form.save')}
        </Button>
        {current && current.pending?.value !== null ? (
          <Button
            variant="secondary"
            className="rg-wrap"
            disabled={save.isPending}
            onClick={() => void send(true)}
            data-testid="rg-limit-remove"
          >
            {t('responsibleGaming.form.remove')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

const problemOf = (checked: ReturnType<typeof limitRequestOf>): LimitProblem | null =>
  'problem' in checked ? checked.problem : null;
