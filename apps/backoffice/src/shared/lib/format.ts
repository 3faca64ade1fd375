/** Money as the console shows it: two decimals, grouped, without a currency sign (one currency per merchant). */
const money = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
export const formatMoney = (value: number | null | undefined): string =>
  value === null || value === undefined ? '—' : money.format(value);

/** Loyalty points: hundredths, as money is (two decimals, grouped). */
export const formatPoints = formatMoney;

const count = new Intl.NumberFormat('en-US');
export const formatCount = (value: number | null | undefined): string =>
  value === null || value === undefined ? '—' : count.format(value);

const dateTime = new Intl.DateTimeFormat('en-GB', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});
/** Epoch ms (or an ISO text) as `dd/mm/yyyy, hh:mm:ss` in the operator's time zone. */
export const formatDateTime = (value: number | string | null | undefined): string =>
  value === null || value === undefined || value === '' ? '—' : dateTime.format(new Date(value));

/** A duration since `from` in words an operator scans fast: 45 s, 12 min, 3 h, 2 d. */
export function formatAge(from: number, now = Date.now()): string {
  const seconds = Math.max(0, Math.round((now - from) / 1000));
  if (seconds < 60) return `${seconds} s`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min`;
  if (seconds < 86_400) return `${Math.floor(seconds / 3600)} h`;
  return `${Math.floor(seconds / 86_400)} d`;
}

/** `yyyy-mm-dd` of a date in the operator's time zone (date inputs and report ranges). */
export function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
