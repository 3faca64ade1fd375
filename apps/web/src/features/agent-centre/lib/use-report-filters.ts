import { useState, type FormEvent } from 'react';
import { dayBoundsOf } from './range-query';

/** The filters every team record list has: a member and a day range (`YYYY-MM-DD`, both included). */
export interface DayFilters {
  member: string;
  fromDay: string;
  toDay: string;
}

const PAGE_SIZE = 20;

/**
 * The filter state of a team record list: the draft the form edits, the filters last applied (what
 * the list shows), the page, and whether the last submit was refused. Submitting an incomplete or
 * reversed day range asks for nothing: it says so and keeps the last answer.
 */
export function useReportFilters<F extends DayFilters>(initial: F) {
  const [draft, setDraft] = useState<F>(initial);
  const [applied, setApplied] = useState<F>(initial);
  const [pageNo, setPageNo] = useState(1);
  const [problem, setProblem] = useState(false);
  const setField = <K extends keyof F>(field: K, value: F[K]) => setDraft((d) => ({ ...d, [field]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const bad = dayBoundsOf(draft.fromDay, draft.toDay) === null;
    setProblem(bad);
    if (bad) return;
    setApplied(draft);
    setPageNo(1);
  };
  /** The query part every list shares; the list adds its own filters from `applied`. */
  const baseQuery = {
    pageNo,
    pageSize: PAGE_SIZE,
    ...(dayBoundsOf(applied.fromDay, applied.toDay) ?? {}),
    member: applied.member.trim() || undefined,
  };
  return { draft, setField, applied, baseQuery, pageNo, setPageNo, problem, submit };
}

export type ReportFilters<F extends DayFilters> = ReturnType<typeof useReportFilters<F>>;
