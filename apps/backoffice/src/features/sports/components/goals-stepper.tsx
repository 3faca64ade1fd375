import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/**
 * A side's goals: − and + buttons around a number field. `min` is the lowest the form takes (the
 * live score only goes up); the field stays typeable, the form checks what is typed.
 */
export function GoalsStepper({
  team,
  value,
  min,
  error,
  field,
  onStep,
}: {
  team: string;
  value: number;
  min: number;
  error?: string | undefined;
  field: UseFormRegisterReturn;
  onStep: (next: number) => void;
}) {
  const { t } = useTranslation('sports');
  const id = useId();
  const current = Number.isFinite(value) ? value : min;
  return (
    <div className={error ? 'field field-invalid' : 'field'}>
      <label htmlFor={id}>{t('stepper.goals', { team })}</label>
      <div className="sports-stepper">
        <button
          type="button"
          className="btn btn-secondary"
          aria-label={t('stepper.less', { team })}
          disabled={current <= min}
          onClick={() => onStep(Math.max(min, current - 1))}
        >
          −
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={min}
          max={99}
          step={1}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...field}
        />
        <button
          type="button"
          className="btn btn-secondary"
          aria-label={t('stepper.more', { team })}
          disabled={current >= 99}
          onClick={() => onStep(Math.min(99, current + 1))}
        >
          +
        </button>
      </div>
      <small id={`${id}-error`} className="field-error" role={error ? 'alert' : undefined}>
        {error ?? ''}
      </small>
    </div>
  );
}
