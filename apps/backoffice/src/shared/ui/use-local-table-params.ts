import { useMemo, useState } from 'react';
import type { TableParams } from './use-table-params';

/**
 * A list's paging and filters kept in the component, not the URL: for a second list on a page
 * whose address already holds another list's (the player page's panels).
 */
export function useLocalTableParams(defaults: { pageSize?: number } = {}): TableParams {
  const [state, setState] = useState({
    pageNo: 1,
    pageSize: defaults.pageSize ?? 20,
    sort: '',
    filters: {} as Record<string, string>,
  });
  return useMemo(
    () => ({
      ...state,
      setPage: (pageNo) => setState((s) => ({ ...s, pageNo })),
      setPageSize: (pageSize) => setState((s) => ({ ...s, pageSize, pageNo: 1 })),
      setSort: (sort) => setState((s) => ({ ...s, sort, pageNo: 1 })),
      setFilters: (patch) =>
        setState((s) => {
          const filters = { ...s.filters };
          for (const [key, value] of Object.entries(patch)) {
            if (value === '') delete filters[key];
            else filters[key] = value;
          }
          return { ...s, filters, pageNo: 1 };
        }),
    }),
    [state],
  );
}
