import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '@/shared/lib/use-client-value';
import { Button } from '@/shared/ui/button';

export interface DateRange {
  from: string;
  to: string;
}

/** From / to dates (local days) for the notice page; Search applies them, Reset clears them. */
export function NoticeDateFilter({ onApply }: { onApply: (range: DateRange) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [range, setRange] = useState<DateRange>({ from: '', to: '' });
  const invalid = range.from !== '' && range.to !== '' && range.from > range.to;
  // On a page the server drew, typing waits for React (hydration would reset what was typed).
  const hydrated = useHydrated();
  return (
    <form
      className="notice-filter"
      role="search"
      aria-label={t('notices.filter.label')}
      onSubmit={(event) => {
        event.preventDefault();
        if (!invalid) onApply(range);
      }}
    >
      <label htmlFor={`${id}-from`}>{t('notices.filter.from')}</label>
      <input
        id={`${id}-from`}
        type="date"
        value={range.from}
        onChange={(e) => setRange({ ...range, from: e.target.value })}
        readOnly={!hydrated}
        data-testid="notice-filter-from"
      />
      <label htmlFor={`${id}-to`}>{t('notices.filter.to')}</label>
      <input
        id={`${id}-to`}
        type="date"
        value={range.to}
        onChange={(e) => setRange({ ...range, to: e.target.value })}
        readOnly={!hydrated}
        aria-invalid={invalid || undefined}
        data-testid="notice-filter-to"
      />
      <Button type="submit" size="sm" disabled={invalid || !hydrated} data-testid="notice-filter-apply">
        {t('notices.filter.apply')}
      </Button>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => {
          setRange({ from: '', to: '' });
          onApply({ from: '', to: '' });
        }}
      >
        {t('notices.filter.reset')}
      </Button>
      {invalid ? (
        <p className="form-error" role="alert">
          {t('notices.filter.invalid')}
        </p>
      ) : null}
    </form>
  );
}
