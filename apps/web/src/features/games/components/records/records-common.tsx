import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '@/shared/lib/money';
import { rangeOf } from '@/shared/lib/date-range';
import { Button } from '@/shared/ui/button';
import { errorMessage, messageText } from '@/shared/ui/form/field-message';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { TextField } from '@/shared/ui/form/form-field';
import { EmptyState } from '@/shared/ui/page-shell';
import { Spinner } from '@/shared/ui/spinner';
import './records.css';

/** A win/loss amount: "+" and the win colour, "−" and the loss colour, with the word for screen readers. */
export function WinLoss({ value }: { value: number }) {
  const { t } = useTranslation();
  const tone = value > 0 ? 'win' : value < 0 ? 'loss' : 'even';
  return (
    <span className={`win-loss ${tone}`} data-tone={tone}>
      {tone !== 'even' ? <span className="visually-hidden">{t(`games.records.${tone}`)} </span> : null}
      {value > 0 ? '+' : value < 0 ? '−' : ''}
      {formatAmount(Math.abs(value))}
    </span>
  );
}

interface DateRangeFieldsProps {
  dates: { from: string; to: string };
  onChange: (dates: { from: string; to: string }) => void;
  testId: string;
}

/** From and to dates of a record list. */
export function DateRangeFields({ dates, onChange, testId }: DateRangeFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t('games.records.from')}
        type="date"
        value={dates.from}
        max={dates.to}
        onChange={(event) => onChange({ ...dates, from: event.target.value })}
        testId={`${testId}-from`}
      />
      <TextField
        label={t('games.records.to')}
        type="date"
        value={dates.to}
        min={dates.from}
        onChange={(event) => onChange({ ...dates, to: event.target.value })}
        testId={`${testId}-to`}
      />
    </>
  );
}

/** The API range of the chosen dates, or the translated reason it cannot be asked. */
export function useRange(dates: { from: string; to: string }) {
  const { t } = useTranslation();
  const range = rangeOf(dates.from, dates.to);
  return 'problem' in range
    ? { range: null, problem: t(`games.records.range.${range.problem}`) }
    : { range, problem: null };
}

interface RecordsStateProps {
  isPending: boolean;
  error: unknown;
  empty: boolean;
  emptyText: string;
  onRetry: () => void;
  children: ReactNode;
}

/** A record list's loading, failed (with retry) and empty states, else the list itself. */
export function RecordsState({ isPending, error, empty, emptyText, onRetry, children }: RecordsStateProps) {
  const { t } = useTranslation();
  if (isPending) return <Spinner />;
  if (error)
    return (
      <div className="form">
        <FormAlert>{messageText(t, errorMessage(error))}</FormAlert>
        <Button variant="secondary" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </div>
    );
  if (empty) return <EmptyState>{emptyText}</EmptyState>;
  return <>{children}</>;
}

/** A labelled select of a filter row. */
export function FilterSelect({
  label,
  value,
  onChange,
  testId,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  testId: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="form-field">
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="form-select"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        data-testid={testId}
      >
        {children}
      </select>
    </div>
  );
}
