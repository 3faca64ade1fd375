import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '@/shared/lib/money';
import { rangeOf } from '@/shared/lib/date-range';
import { TextField } from '@/shared/ui/form/form-field';
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
