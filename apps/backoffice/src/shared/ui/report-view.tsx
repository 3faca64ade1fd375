import { useTranslation } from 'react-i18next';
import { downloadCsv, toCsv } from '../lib/csv';
import type { Column, ReportTable } from '../lib/report-table';
import { Button } from './button';
import { Panel } from './panel';
import './report-view.css';

// The CSV keeps plain text; the screen may show more (a tag, a coloured figure).
const cellOf = <Row,>(column: Column<Row>, row: Row) => (column.cell ? column.cell(row) : column.show(row));

/**
 * A report's rows with its totals row, and the same as a CSV file. The page names the headers
 * (`header` of a column key) and what an empty range says, in its own namespace.
 */
export function ReportView<Row>({
  title,
  table,
  fileName,
  header,
  empty,
}: {
  title: string;
  table: ReportTable<Row>;
  fileName: string;
  header: (key: string) => string;
  empty: string;
}) {
  const { t } = useTranslation();
  const headers = table.columns.map((c) => header(c.key));
  const exportCsv = () =>
    downloadCsv(
      fileName,
      toCsv(
        headers,
        [...table.rows, table.totals].map((row) => table.columns.map((c) => c.csv(row))),
      ),
    );
  return (
    <Panel
      title={title}
      actions={
        <Button onClick={exportCsv} disabled={table.rows.length === 0}>
          {t('table.exportCsv')}
        </Button>
      }
    >
      {table.rows.length === 0 ? (
        <p className="report-empty">{empty}</p>
      ) : (
        <div className="table-scroll" tabIndex={0} role="region" aria-label={title}>
          <table className="data-table">
            <thead>
              <tr>
                {table.columns.map((c, i) => (
                  <th key={c.key} scope="col" className={c.numeric ? 'num' : undefined}>
                    {headers[i]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row, r) => (
                <tr key={r}>
                  {table.columns.map((c) => (
                    <td key={c.key} className={c.numeric ? 'num' : undefined}>
                      {cellOf(c, row)}
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
                      {cellOf(c, table.totals)}
                    </th>
                  ) : (
                    <td key={c.key} className={c.numeric ? 'num' : undefined}>
                      {cellOf(c, table.totals)}
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
