import type { ReactNode } from 'react';
import { formatCount, formatMoney } from './format';

/**
 * One column of a report table: its key (the page names its header), how a cell shows as text,
 * its CSV value and, when plain text is not enough (a tag, a coloured figure), how it renders.
 */
export interface Column<Row> {
  key: string;
  numeric?: boolean;
  show: (row: Row) => string;
  csv: (row: Row) => string | number;
  cell?: (row: Row) => ReactNode;
}
/** A report as a table: its columns, rows and totals row (the same columns; blanks where none). */
export interface ReportTable<Row = Record<string, unknown>> {
  columns: Column<Row>[];
  rows: Row[];
  totals: Row;
}

export const textColumn = <R>(key: string, pick: (r: R) => string): Column<R> => ({
  key,
  show: pick,
  csv: pick,
});
export const moneyColumn = <R>(key: string, pick: (r: R) => number | undefined): Column<R> => ({
  key,
  numeric: true,
  show: (r) => formatMoney(pick(r)),
  csv: (r) => (pick(r) === undefined ? '' : pick(r)!.toFixed(2)),
});
export const countColumn = <R>(key: string, pick: (r: R) => number | undefined): Column<R> => ({
  key,
  numeric: true,
  show: (r) => formatCount(pick(r)),
  csv: (r) => pick(r) ?? '',
});
