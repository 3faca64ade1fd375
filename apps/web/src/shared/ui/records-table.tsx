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

interface RecordsTableProps<T> {
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
  /** Default `<testId>-pager`. */
  pagerTestId?: string;
  /** Sets aria-busy on the table while a page loads. */
  markBusy?: boolean;
  /** The feature's table style (the wallet's `money-table`, the points mall's `points-table`). */
  tableClass?: string;
}

/**
 * A paged record list (the wallet's records, the points mall's history and details): loading,
 * failed and empty states, else the table (cards of label–value lines on a phone) and its pager.
 */
export function RecordsTable<T>({
  records,
  page,
  onPageChange,
  emptyText,
  caption,
  columns,
  row,
  testId,
  pagerTestId = `${testId}-pager`,
  markBusy = false,
  tableClass = 'money-table',
}: RecordsTableProps<T>) {
  return (
    <RecordsState
      isPending={records.isPending}
      error={records.isError ? records.error : null}
      empty={records.data?.list.length === 0}
      emptyText={emptyText}
      onRetry={() => void records.refetch()}
    >
      <div className={`${tableClass}-wrap`}>
        <table
          className={tableClass}
          data-testid={testId}
          aria-busy={markBusy ? records.isFetching : undefined}
        >
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
        testId={pagerTestId}
      />
    </RecordsState>
  );
}
