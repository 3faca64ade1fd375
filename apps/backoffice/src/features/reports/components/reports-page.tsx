import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { ReportRange } from '@bet/contracts/operator/operator-reports';
import { ApiError } from '@/shared/api/api-error';
import { errorText } from '@/shared/i18n/error-text';
import { isoDay } from '@/shared/lib/format';
import { Notice } from '@/shared/ui/notice';
import { PageHeader } from '@/shared/ui/panel';
import { checkRange, RangeForm } from '@/shared/ui/range-form';
import { ReportView } from '@/shared/ui/report-view';
import { useBonusReport } from '../api/bonus-report';
import { useChannelReport } from '../api/channel-report';
import { useGgrReport } from '../api/ggr-report';
import { bonusTable, channelTable, ggrTable, REPORTS, type ReportKind } from '../lib/report-columns';
import './reports.css';

const lastWeek = (): ReportRange => ({
  from: isoDay(new Date(Date.now() - 6 * 86_400_000)),
  to: isoDay(new Date()),
});

/** The report asked for in the address: its kind and range (the last 7 days when none). */
function useReportParams() {
  const [params, setParams] = useSearchParams();
  const report: ReportKind = REPORTS.find((r) => r === params.get('report')) ?? 'ggr';
  const asked = { from: params.get('from') ?? lastWeek().from, to: params.get('to') ?? lastWeek().to };
  const set = (next: Partial<ReportRange & { report: ReportKind }>) =>
    setParams((previous) => {
      const merged = new URLSearchParams(previous);
      for (const [key, value] of Object.entries(next)) merged.set(key, value);
      return merged;
    });
  return { report, asked, set };
}

/** Money reports (admin and finance): GGR by vendor and category, channels, bonus cost; CSV of each. */
export function ReportsPage() {
  const { t } = useTranslation('reports');
  const { report, asked, set } = useReportParams();
  // A range the contract refuses is not sent: the form shows why under the field.
  const { range, issues } = checkRange(asked);
  const ggr = useGgrReport(report === 'ggr' ? range : null);
  const channels = useChannelReport(report === 'channels' ? range : null);
  const bonuses = useBonusReport(report === 'bonuses' ? range : null);
  const query = { ggr, channels, bonuses }[report];
  const serverFields = query.error instanceof ApiError ? query.error.fields : [];

  return (
    <>
      <PageHeader title={t('title')} />
      <nav className="report-tabs" aria-label={t('kinds')}>
        {REPORTS.map((kind) => (
          <button
            key={kind}
            type="button"
            className="report-tab"
            aria-pressed={kind === report}
            onClick={() => set({ report: kind })}
          >
            {t(`kind.${kind}`)}
          </button>
        ))}
      </nav>
      <RangeForm
        key={`${asked.from}:${asked.to}`}
        range={asked}
        serverFields={range ? serverFields : issues}
        onSubmit={(next) => set(next)}
      />
      {query.error && serverFields.length === 0 && <Notice tone="error">{errorText(t, query.error)}</Notice>}
      {query.isFetching && <p className="report-loading">{t('common:loading')}</p>}
      {range && (
        <ReportResult
          t={t}
          report={report}
          range={range}
          data={{ ggr: ggr.data, channels: channels.data, bonuses: bonuses.data }}
        />
      )}
    </>
  );
}

function ReportResult({
  t,
  report,
  range,
  data,
}: {
  t: TFunction;
  report: ReportKind;
  range: ReportRange;
  data: {
    ggr: Parameters<typeof ggrTable>[0] | undefined;
    channels: Parameters<typeof channelTable>[0] | undefined;
    bonuses: Parameters<typeof bonusTable>[0] | undefined;
  };
}) {
  const view = {
    title: t('tableTitle', { kind: t(`kind.${report}`), from: range.from, to: range.to }),
    header: (key: string) => t(`columns.${key}`),
    empty: t('empty'),
  };
  const fileName = `${report}-${range.from}-${range.to}`;
  const total = t('total');
  if (report === 'ggr' && data.ggr)
    return <ReportView {...view} fileName={fileName} table={ggrTable(data.ggr, total)} />;
  if (report === 'channels' && data.channels)
    return (
      <ReportView
        {...view}
        fileName={fileName}
        table={channelTable(data.channels, total, (kind) => t(`channelKind.${kind}`))}
      />
    );
  if (report === 'bonuses' && data.bonuses)
    return <ReportView {...view} fileName={fileName} table={bonusTable(data.bonuses, total)} />;
  return null;
}
