import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import type { DayFilters, ReportFilters } from '../lib/use-report-filters';

const DAY_FIELDS = [
  { field: 'fromDay', suffix: 'from', label: 'agentCentre.range.from' },
  { field: 'toDay', suffix: 'to', label: 'agentCentre.range.to' },
] as const;

interface ReportFilterFormProps<F extends DayFilters> {
  /** Prefix of the ids and test ids (`agent-bets`, `agent-tx`). */
  idPrefix: string;
  filters: ReportFilters<F>;
  /** The list's own fields, between the day range and the apply button. */
  children?: ReactNode;
}

/**
 * The filter form of a team record list: the member and day-range fields every list shares (labels
 * on every control), the list's own fields, the apply button and the refused-range notice.
 */
export function ReportFilterForm<F extends DayFilters>({
  idPrefix,
  filters,
  children,
}: ReportFilterFormProps<F>) {
  const { t } = useTranslation();
  const { draft, setField, submit, problem } = filters;
  return (
    <form
      className="agent-filters"
      role="search"
      onSubmit={submit}
      aria-label={t('agentCentre.filters.label')}
    >
      <label className="agent-filter" htmlFor={`${idPrefix}-member`}>
        <span>{t('agentCentre.filters.member')}</span>
        <input
          id={`${idPrefix}-member`}
          value={draft.member}
          maxLength={64}
          autoComplete="off"
          onChange={(e) => setField('member', e.target.value as F['member'])}
          data-testid={`${idPrefix}-member`}
        />
      </label>
      {DAY_FIELDS.map(({ field, suffix, label }) => (
        <label key={field} className="agent-filter" htmlFor={`${idPrefix}-${suffix}`}>
          <span>{t(label)}</span>
          <input
            id={`${idPrefix}-${suffix}`}
            type="date"
            value={draft[field]}
            onChange={(e) => setField(field, e.target.value as F[typeof field])}
            data-testid={`${idPrefix}-${suffix}`}
          />
        </label>
      ))}
      {children}
      <Button type="submit" data-testid={`${idPrefix}-submit`}>
        {t('agentCentre.filters.apply')}
      </Button>
      <p className="agent-filters-problem" role="status" data-testid={`${idPrefix}-problem`}>
        {problem ? t('agentCentre.filters.badRange') : ''}
      </p>
    </form>
  );
}
