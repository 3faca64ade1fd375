import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export interface TableParams {
  pageNo: number;
  pageSize: number;
  /** `column` or `-column` (descending), empty when the list's own order applies. */
  sort: string;
  /** The other search parameters: the list's filters, as the URL holds them. */
  filters: Record<string, string>;
  setPage: (pageNo: number) => void;
  setPageSize: (pageSize: number) => void;
  setSort: (sort: string) => void;
  /** Sets (or clears, with '') filters and goes back to the first page. */
  setFilters: (patch: Record<string, string>) => void;
}

const RESERVED = new Set(['pageNo', 'pageSize', 'sort']);

/**
 * A list's paging, sorting and filters live in the URL: a clerk shares or reloads the exact
 * view, and back/forward walk through it.
 */
export function useTableParams(defaults: { pageSize?: number; sort?: string } = {}): TableParams {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (patch: Record<string, string>) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(patch)) {
            if (value === '') next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: false },
      ),
    [setParams],
  );
  return useMemo(() => {
    const filters: Record<string, string> = {};
    params.forEach((value, key) => {
      if (!RESERVED.has(key)) filters[key] = value;
    });
    return {
      pageNo: Math.max(1, Number(params.get('pageNo')) || 1),
      pageSize: Number(params.get('pageSize')) || defaults.pageSize || 20,
      sort: params.get('sort') ?? defaults.sort ?? '',
      filters,
      setPage: (pageNo) => update({ pageNo: String(pageNo) }),
      setPageSize: (pageSize) => update({ pageSize: String(pageSize), pageNo: '' }),
      setSort: (sort) => update({ sort, pageNo: '' }),
      setFilters: (patch) => update({ ...patch, pageNo: '' }),
    };
  }, [params, update, defaults.pageSize, defaults.sort]);
}
