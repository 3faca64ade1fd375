import type { ReactNode } from 'react';
import { Pager } from '@/shared/ui/pager';
import { RecordsState } from '@/shared/ui/records-state';

/** What the table reads of a paged records query (a `useQuery` result). */
interface PagedRecords<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  data?: { list: T[]; totalPages: number };
  refetch: () => unknown;
}

interface PointsTableProps<T> {
  records: PagedRecords<T>;
  page: number;
  onPageChange: (page: number) => void;
  emptyText: string;
  /** Read by screen readers only. */
  caption: string;
  /** The header row's cells. */
  columns: ReactNode;
  /** One `<tr>` (with its key) per record. */
  row: (record: T) => ReactNode;
  testId: string;
}

/**
 * A points record list, as the wallet's: loading, failed and empty states, else the table (cards
 * of label–value lines on a phone) and its pager.
 */
export function PointsTable<T>({
  records,
  page,
  onPageChange,
  emptyText,
  caption,
  columns,
  row,
  testId,
}: PointsTableProps<T>) {
  return (
    <RecordsState
      isPending={records.isPending}
      error={records.isError ? records.error : null}
      empty={records.data?.list.length === 0}
      emptyText={emptyText}
      onRetry={() => void records.refetch()}
    >
      <div className="points-table-wrap">
        <table className="points-table" data-testid={testId} aria-busy={records.isFetching}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>{columns}</tr>
          </thead>
          <tbody>{records.data?.list.map(row)}</tbody>
        </table>
      </div>
      <Pager
        page={page}
        totalPages={records.data?.totalPages ?? 1}
        onChange={onPageChange}
        busy={records.isFetching}
        testId={`${testId}-pager`}
      />
    </RecordsState>
  );
}

/** A labelled select of a filter row. */
export function FilterSelect({
  id,
  label,
  value,
  onChange,
  testId,
  children,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  testId: string;
  children: ReactNode;
}) {
  return (
    <div className="form-field">
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="form-select points-select"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        data-testid={testId}
      >
        {children}
      </select>
    </div>
  );
}
