import type { Page } from '@bet/contracts/wallet/amount';

/** A record page of the contract's shape; `totalPages` is at least 1 so "page 1 of 1" reads right. */
export const pageOf = <T>(list: T[], totalCount: number, pageNo: number, pageSize: number): Page<T> => ({
  list,
  totalCount,
  totalPages: Math.max(1, Math.ceil(totalCount / pageSize)),
  pageNo,
});

/** Epoch-ms range of a record query as dates (`from` inclusive, `to` exclusive). */
export const rangeOf = (q: { from?: number; to?: number }) => ({
  from: q.from === undefined ? undefined : new Date(q.from),
  to: q.to === undefined ? undefined : new Date(q.to),
});
