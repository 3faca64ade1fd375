import type { ReactNode } from 'react';

export interface RgColumn<Row> {
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  numeric?: boolean;
}

/**
 * A short list of the player's detail, whole (no paging): the console's table look, scrolling
 * sideways on a narrow screen, named for screen readers by `label`.
 */
export function RgTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  empty,
  rowTestId,
}: {
  label: string;
  columns: RgColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string;
  empty: string;
  rowTestId?: string;
}) {
  return (
    <div className="table-wrap">
      <div className="table-scroll" tabIndex={0} role="region" aria-label={label}>
        <table className="data-table">
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.id} scope="col" className={c.numeric ? 'num' : undefined}>
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => (
              <tr key={rowKey(row, i)} data-testid={rowTestId}>
                {columns.map((c) => (
                  <td key={c.id} className={c.numeric ? 'num' : undefined}>
                    {c.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
            {rows.length === 0 && (
              <tr>
                <td colSpan={columns.length} className="table-empty">
                  {empty}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}
