import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/i18n/error-text';
import { formatDateTime } from '@/shared/lib/format';
import { Notice } from '@/shared/ui/notice';
import { PageHeader } from '@/shared/ui/panel';
import { useDashboard } from '../api/get-dashboard';
import { GgrBars, TrendChart } from './dashboard-charts';
import { PendingTiles, TodayTiles } from './dashboard-tiles';
import './dashboard.css';

/** The console's home: today against yesterday, the waiting queues, and 30 days of charts. */
export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const dashboard = useDashboard();
  const data = dashboard.data;
  const today = data?.days.at(-1);
  return (
    <>
      <PageHeader title={t('title')} />
      {dashboard.error && <Notice tone="error">{errorText(t, dashboard.error)}</Notice>}
      {dashboard.isPending && <p>{t('common:loading')}</p>}
      {data && today && (
        <>
          <p className="dashboard-asof">
            {t('asOf', {
              day: data.today,
              timeZone: data.timeZone,
              at: data.rolledUpAt ? formatDateTime(data.rolledUpAt) : '—',
            })}
          </p>
          <h2 className="dashboard-heading">{t('today')}</h2>
          <TodayTiles today={today} yesterday={data.days.at(-2)} />
          <h2 className="dashboard-heading">{t('pending.title')}</h2>
          {/* Ages as of when the answer arrived (refreshed every minute). */}
          <PendingTiles pending={data.pending} now={dashboard.dataUpdatedAt} />
          <TrendChart days={data.days} />
          <div className="grid-2">
            <GgrBars title={t('charts.byVendor')} rows={data.ggrByVendor} />
            <GgrBars title={t('charts.byCategory')} rows={data.ggrByCategory} />
          </div>
        </>
      )}
    </>
  );
}
