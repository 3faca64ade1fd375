/** One live figure of a dashboard: label, value, and an optional small line under it. */
export function StatTile({
  label,
  value,
  detail,
  tone,
}: {
  label: string;
  value: string;
  detail?: string;
  tone?: 'good' | 'bad' | 'warn';
}) {
  return (
    <div className={['stat', tone && `stat-${tone}`].filter(Boolean).join(' ')}>
      <span className="stat-label">{label}</span>
      <strong className="stat-value">{value}</strong>
      {detail && <span className="stat-detail">{detail}</span>}
    </div>
  );
}
