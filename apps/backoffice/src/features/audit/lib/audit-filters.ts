/** The audit list's filters as the URL holds them (dates as yyyy-mm-dd in the operator's zone). */
export const AUDIT_FILTERS = ['operator', 'action', 'target', 'q', 'from', 'to'] as const;
export type AuditFilters = Partial<Record<(typeof AUDIT_FILTERS)[number], string>>;

const dayStart = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y!, m! - 1, d!).getTime();
};
const isDay = (value: string | undefined): value is string => !!value && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The search call's query: text filters as typed, `to` the day after the last day (exclusive). */
export function auditQuery(filters: AuditFilters) {
  return {
    operator: filters.operator || undefined,
    action: filters.action || undefined,
    target: filters.target || undefined,
    q: filters.q || undefined,
    from: isDay(filters.from) ? dayStart(filters.from) : undefined,
    to: isDay(filters.to) ? dayStart(filters.to) + 86_400_000 : undefined,
  };
}
