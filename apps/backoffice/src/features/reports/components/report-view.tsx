import { useTranslation } from 'react-i18next';
import { downloadCsv, toCsv } from '@/shared/lib/csv';
import { Button } from '@/shared/ui/button';
import { Panel } from '@/shared/ui/panel';
import type { ReportTable } from '../lib/report-columns';

/** A report's rows with its totals row, and the same as a CSV file. */
export function ReportView<Row>({
  title,
  table,
  fileName,
}: {
  title: string;
  table: ReportTable<Row>;
  fileName: string;
}) {
  const { t } = useTranslation('reports');
  const header = table.columns.map((c) => t(`columns.${c.key}`));
  const exportCsv = () =>
    downloadCsv(
      fileName,
      toCsv(
        header,
        [...table.rows, table.totals].map((row) => table.columns.map((c) => c.csv(row))),
      ),
    );
  return (
    <Panel
      title={title}
      actions={
        <Button onClick={exportCsv} disabled={table.rows.length === 0}>
          {t('common:table.exportCsv')}
        </Button>
      }
    >
      {table.rows.length === 0 ? (
        <p className="report-empty">{t('empty')}</p>
      ) : (
        <div className="table-scroll" tabIndex={0} role="region" aria-label={title}>
          <table className="data-table">
            <thead>
              <tr>
                {table.columns.map((c, i) => (
                  <th key={c.key} scope="col" className={c.numeric ? 'num' : undefined}>
                    {header[i]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row, r) => (
                <tr key={r}>
                  {table.columns.map((c) => (
                    <td key={c.key} className={c.numeric ? 'num' : undefined}>
                      {c.show(row)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="report-totals">
                {table.columns.map((c, i) =>
                  i === 0 ? (
                    <th key={c.key} scope="row">
                      {c.show(table.totals)}
                    </th>
                  ) : (
                    <td key={c.key} className={c.numeric ? 'num' : undefined}>
                      {c.show(table.totals)}
                    </td>
                  ),
                )}
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </Panel>
  );
}
