import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { ReportRange } from '@bet/contracts/operator/operator-reports';
import { ApiError } from '@/shared/api/api-error';
import { errorText } from '@/shared/i18n/error-text';
import { isoDay } from '@/shared/lib/format';
import { Notice } from '@/shared/ui/notice';
import { checkRange, RangeForm } from '@/shared/ui/range-form';
import { ReportView } from '@/shared/ui/report-view';
import { usePromotionCostReport } from '../api/promotion-cost-report';
import { costLines } from '../lib/cost-report';
import { costTable } from './cost-report-columns';

/** The last 30 days, today included (both ends of a report range count). */
function lastThirtyDays(): ReportRange {
  const from = new Date();
  from.setDate(from.getDate() - 29);
  return { from: isoDay(from), to: isoDay(new Date()) };
}

/**
 * What each promotion cost over some days and what its rewarded players brought back (the
 * `reports` permission, as the money reports). The range sits in the address, so a report can
 * be linked and reloaded.
 */
export function CostReportPage() {
  const { t } = useTranslation('promotions');
  const [params, setParams] = useSearchParams();
  const fallback = lastThirtyDays();
  const asked = { from: params.get('from') ?? fallback.from, to: params.get('to') ?? fallback.to };
  // A range the contract refuses is not sent: the form shows why under the field.
  const { range, issues } = checkRange(asked);
  const report = usePromotionCostReport(range);
  const serverFields = report.error instanceof ApiError ? report.error.fields : [];

  return (
    <>
      <RangeForm
        key={`${asked.from}:${asked.to}`}
        range={asked}
        serverFields={range ? serverFields : issues}
        onSubmit={(next) => setParams(next)}
      />
      {/* A role without `reports` (403) reads the same sentence as on the other reports. */}
      {report.error && serverFields.length === 0 && (
        <Notice tone="error">{errorText(t, report.error)}</Notice>
      )}
      {report.isFetching && <p className="report-loading">{t('common:loading')}</p>}
      {range && report.data && (
        <ReportView
          title={t('costReport.tableTitle', { from: range.from, to: range.to })}
          fileName={`promotion-cost-${range.from}-${range.to}`}
          header={(key) => t(`costReport.columns.${key}`)}
          empty={t('costReport.empty')}
          table={costTable(costLines(report.data, t('costReport.total')), (kind) => t(`kind.${kind}`))}
        />
      )}
    </>
  );
}
