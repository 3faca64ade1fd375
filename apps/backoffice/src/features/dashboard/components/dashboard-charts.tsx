import { useTranslation } from 'react-i18next';
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { z } from 'zod';
import type { dashboardResponse } from '@bet/contracts/operator/operator-reports';
import { formatMoney } from '@/shared/lib/format';
import { Panel } from '@/shared/ui/panel';

type Dashboard = z.output<typeof dashboardResponse>;

// Colours are the theme's chart tokens, so the charts follow dark and light.
const tick = { fill: 'var(--text-muted)', fontSize: 12 };
const tooltip = {
  contentStyle: { background: 'var(--surface)', border: '1px solid var(--border)', color: 'var(--text)' },
  formatter: (value: unknown) => formatMoney(Number(value)),
};
const compact = new Intl.NumberFormat('en-US', { notation: 'compact' });
const axisMoney = (value: number) => compact.format(value);

/** Deposits, withdrawals and GGR per day over the 30 days. */
export function TrendChart({ days }: { days: Dashboard['days'] }) {
  const { t } = useTranslation('dashboard');
  const data = days.map((d) => ({ ...d, label: d.day.slice(5) }));
  return (
    <Panel title={t('charts.trend')} className="dashboard-chart">
      <div className="chart-box" role="img" aria-label={t('charts.trendLabel')}>
        <ResponsiveContainer width="100%" height="100%">
          <AreaChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" />
            <XAxis dataKey="label" tick={tick} stroke="var(--border)" minTickGap={16} />
            <YAxis tick={tick} stroke="var(--border)" tickFormatter={axisMoney} width={48} />
            <Tooltip {...tooltip} />
            <Legend wrapperStyle={{ color: 'var(--text)' }} />
            <Area
              type="monotone"
              dataKey="deposits"
              name={t('figures.deposits')}
              stroke="var(--chart-2)"
              fill="var(--chart-2)"
              fillOpacity={0.15}
            />
            <Area
              type="monotone"
              dataKey="withdrawals"
              name={t('figures.withdrawals')}
              stroke="var(--chart-4)"
              fill="var(--chart-4)"
              fillOpacity={0.15}
            />
            <Area
              type="monotone"
              dataKey="ggr"
              name={t('figures.ggr')}
              stroke="var(--chart-1)"
              fill="var(--chart-1)"
              fillOpacity={0.15}
            />
          </AreaChart>
        </ResponsiveContainer>
      </div>
    </Panel>
  );
}

/** GGR over the 30 days, one bar per vendor or category, today's beside it. */
export function GgrBars({ title, rows }: { title: string; rows: Dashboard['ggrByVendor'] }) {
  const { t } = useTranslation('dashboard');
  return (
    <Panel title={title} className="dashboard-chart">
      {rows.length === 0 ? (
        <p className="dashboard-empty">{t('charts.empty')}</p>
      ) : (
        <div className="chart-box" role="img" aria-label={t('charts.barsLabel', { title })}>
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
              <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" />
              <XAxis dataKey="name" tick={tick} stroke="var(--border)" />
              <YAxis tick={tick} stroke="var(--border)" tickFormatter={axisMoney} width={48} />
              <Tooltip {...tooltip} cursor={{ fill: 'var(--border)', fillOpacity: 0.3 }} />
              <Legend wrapperStyle={{ color: 'var(--text)' }} />
              <Bar dataKey="ggr" name={t('charts.ggr30')} fill="var(--chart-3)" />
              <Bar dataKey="todayGgr" name={t('charts.ggrToday')} fill="var(--chart-5)" />
            </BarChart>
          </ResponsiveContainer>
        </div>
      )}
    </Panel>
  );
}
