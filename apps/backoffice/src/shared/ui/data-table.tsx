import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type SortingState,
} from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadCsv, toCsv } from '../lib/csv';
import { Button } from './button';
import type { TableParams } from './use-table-params';

/** A column's CSV text: its `csv` meta when given, else the raw accessor value. */
declare module '@tanstack/react-table' {
  interface ColumnMeta<TData, TValue> {
    csv?: (row: TData) => unknown;
    /** Right-aligned figures (money, counts). */
    numeric?: boolean;
    _value?: TValue;
  }
}

export interface DataTableProps<Row> {
  /** The table's accessible name (also the CSV file's name). */
  label: string;
  // Columns of mixed value types: TanStack's own examples type the list this way.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<Row, any>[];
  rows: Row[];
  /** Rows matching the filters on every page (server-side paging). */
  totalCount: number;
  params: TableParams;
  loading?: boolean;
  /** Every row matching the filters, for the CSV export (else the rows shown). */
  fetchAll?: () => Promise<Row[]>;
  /** Columns the server sorts by (their ids); the others are not sortable. */
  sortable?: string[];
  rowKey: (row: Row) => string | number;
  empty?: string;
  /** A row's `data-testid` (end-to-end tests find a row by it). */
  rowTestId?: (row: Row) => string;
  /** Opens a row's detail on a click anywhere in it (its links and buttons keep their own click). */
  onRowClick?: (row: Row) => void;
}

const PAGE_SIZES = [20, 50, 100];

/**
 * The console's list: TanStack Table over server-side pages. Paging, sorting and filters are the
 * URL's (`useTableParams`); the export writes CSV of every matching row when `fetchAll` is given.
 */
export function DataTable<Row>({
  label,
  columns,
  rows,
  totalCount,
  params,
  loading = false,
  fetchAll,
  sortable = [],
  rowKey,
  empty,
  rowTestId,
  onRowClick,
}: DataTableProps<Row>) {
  const { t } = useTranslation();
  const [exporting, setExporting] = useState(false);
  const sorting: SortingState = params.sort
    ? [{ id: params.sort.replace(/^-/, ''), desc: params.sort.startsWith('-') }]
    : [];
  // The table instance is rebuilt each render by design (TanStack); nothing memoises it.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => String(rowKey(row)),
    manualPagination: true,
    manualSorting: true,
    state: { sorting },
    rowCount: totalCount,
  });
  const pages = Math.max(1, Math.ceil(totalCount / params.pageSize));

  async function exportCsv() {
    setExporting(true);
    try {
      const all = fetchAll ? await fetchAll() : rows;
      const leaves = table.getAllLeafColumns();
      const header = leaves.map((column) => {
        const text = column.columnDef.header;
        return typeof text === 'string' ? text : column.id;
      });
      const body = all.map((row) =>
        leaves.map((column) => {
          const def = column.columnDef as ColumnDef<Row, unknown> & {
            accessorKey?: string;
            accessorFn?: (r: Row) => unknown;
          };
          if (def.meta?.csv) return def.meta.csv(row);
          if (def.accessorFn) return def.accessorFn(row);
          if (def.accessorKey) return (row as Record<string, unknown>)[def.accessorKey];
          return '';
        }),
      );
      downloadCsv(label.toLowerCase().replace(/\W+/g, '-'), toCsv(header, body));
    } finally {
      setExporting(false);
    }
  }

  return (
    <div className="table-wrap">
      <div className="table-scroll" tabIndex={0} role="region" aria-label={label}>
        <table className="data-table" aria-busy={loading || undefined}>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const id = header.column.id;
                  const canSort = sortable.includes(id);
                  const direction =
                    sorting[0]?.id === id ? (sorting[0].desc ? 'descending' : 'ascending') : 'none';
                  const content = flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={canSort ? direction : undefined}
                      className={header.column.columnDef.meta?.numeric ? 'num' : undefined}
                    >
                      {canSort ? (
                        <button
                          type="button"
                          className="sort-btn"
                          onClick={() => params.setSort(direction === 'ascending' ? `-${id}` : id)}
                        >
                          {content}
                          <span aria-hidden="true" className="sort-mark">
                            {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}
                          </span>
                        </button>
                      ) : (
                        content
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr
                key={row.id}
                data-testid={rowTestId?.(row.original)}
                className={onRowClick ? 'row-click' : undefined}
                onClick={
                  onRowClick &&
                  ((event) => {
                    if (!(event.target as HTMLElement).closest('a, button, input, select, textarea'))
                      onRowClick(row.original);
                  })
                }
              >
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id} className={cell.column.columnDef.meta?.numeric ? 'num' : undefined}>
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            ))}
            {rows.length === 0 && (
              <tr>
                <td colSpan={columns.length} className="table-empty">
                  {loading ? t('loading') : (empty ?? t('table.empty'))}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <footer className="table-foot">
        <span>{t('table.total', { count: totalCount })}</span>
        <label className="page-size">
          {t('table.pageSize')}
          <select
            value={params.pageSize}
            onChange={(event) => params.setPageSize(Number(event.target.value))}
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
        <nav className="pager" aria-label={t('table.pages')}>
          <Button disabled={params.pageNo <= 1} onClick={() => params.setPage(params.pageNo - 1)}>
            {t('table.previous')}
          </Button>
          <span aria-live="polite">{t('table.page', { page: params.pageNo, pages })}</span>
          <Button disabled={params.pageNo >= pages} onClick={() => params.setPage(params.pageNo + 1)}>
            {t('table.next')}
          </Button>
        </nav>
        <Button onClick={exportCsv} busy={exporting} disabled={totalCount === 0}>
          {t('table.exportCsv')}
        </Button>
      </footer>
    </div>
  );
}

/**
 * Every row of a paged list, page by page (CSV export), up to `limit` rows so a careless export
 * cannot pull a whole table through the browser.
 */
export async function fetchAllPages<Row>(
  fetchPage: (pageNo: number, pageSize: number) => Promise<{ list: Row[]; totalCount: number }>,
  limit = 10_000,
): Promise<Row[]> {
  const all: Row[] = [];
  for (let pageNo = 1; all.length < limit; pageNo++) {
    const page = await fetchPage(pageNo, 100);
    all.push(...page.list);
    if (page.list.length < 100 || all.length >= page.totalCount) break;
  }
  return all.slice(0, limit);
}
