import { formatNoticeDateTime } from '@bet/contracts/content/notice-rules';

const pad = (n: number) => String(n).padStart(2, '0');

/** The browser's own calendar day (yyyy-MM-dd): "today" for "don't show again today". */
export const localDay = (now: Date = new Date()) =>
  `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;

/** yyyy-MM-dd HH:mm:ss in the browser's time zone (how a notice's date is shown). */
export const formatLocalDateTime = (at: number) => {
  const d = new Date(at);
  return `${localDay(d)} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
};

/**
 * A local date picked in the filter (yyyy-MM-dd) as the wire's yyyy-MM-dd HH:mm:ss (UTC): the
 * start of that local day, or its last second for the end of a range.
 */
export function dayBoundAsWire(day: string, end: boolean): string | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return undefined;
  const local = end
    ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]), 23, 59, 59)
    : new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]), 0, 0, 0);
  return Number.isNaN(local.getTime()) ? undefined : formatNoticeDateTime(local.getTime());
}
