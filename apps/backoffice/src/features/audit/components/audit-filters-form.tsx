import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { AUDIT_FILTERS, type AuditFilters } from '../lib/audit-filters';

const TYPES: Record<(typeof AUDIT_FILTERS)[number], string> = {
  operator: 'text',
  action: 'text',
  target: 'text',
  q: 'search',
  from: 'date',
  to: 'date',
};

/** The audit filters: applied to the URL on submit (so a view can be shared or reloaded). */
export function AuditFiltersForm({
  filters,
  onApply,
}: {
  filters: AuditFilters;
  onApply: (patch: Record<string, string>) => void;
}) {
  const { t } = useTranslation('audit');
  return (
    <form
      className="filters"
      aria-label={t('filters.title')}
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        onApply(Object.fromEntries(AUDIT_FILTERS.map((key) => [key, String(data.get(key) ?? '').trim()])));
      }}
    >
      {AUDIT_FILTERS.map((key) => (
        <div className="field" key={key}>
          <label htmlFor={`audit-${key}`}>{t(`filters.${key}`)}</label>
          <input
            id={`audit-${key}`}
            name={key}
            type={TYPES[key]}
            defaultValue={filters[key] ?? ''}
            maxLength={100}
          />
        </div>
      ))}
      <div className="audit-filter-actions">
        <Button type="submit" variant="primary">
          {t('common:search')}
        </Button>
        <Button onClick={() => onApply(Object.fromEntries(AUDIT_FILTERS.map((key) => [key, ''])))}>
          {t('common:clear')}
        </Button>
      </div>
    </form>
  );
}
