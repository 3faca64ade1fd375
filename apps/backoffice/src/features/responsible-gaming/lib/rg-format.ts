import type { TFunction } from 'i18next';
import {
  HARM_MARKERS,
  RG_PLAYER_FILTERS,
  RG_REVIEW_STATUSES,
  type HarmMarker,
  type RgReviewRow,
} from '@bet/contracts/operator/operator-responsible-gaming';
import {
  LIMIT_KINDS,
  type ExclusionView,
  type LimitKind,
  type LimitPeriod,
} from '@bet/contracts/responsible-gaming/responsible-gaming';
import { formatDateTime, formatMoney } from '@/shared/lib/format';
import type { TableParams } from '@/shared/ui/use-table-params';
import type { RgPlayersQuery } from '../api/rg-players';
import type { RgRefusalsQuery } from '../api/rg-refusals';
import type { RgReviewsQuery } from '../api/rg-reviews';

export type RgFilter = (typeof RG_PLAYER_FILTERS)[number];
export type RgReviewStatus = (typeof RG_REVIEW_STATUSES)[number];

/** The URL's list filter, or ALL for a missing or unknown one. */
export const asFilter = (value: string | undefined): RgFilter =>
  RG_PLAYER_FILTERS.includes(value as RgFilter) ? (value as RgFilter) : 'ALL';

/** The URL's limit kind, or none (every kind). */
export const asKind = (value: string | undefined): LimitKind | undefined =>
  LIMIT_KINDS.includes(value as LimitKind) ? (value as LimitKind) : undefined;

/** The players' call from the URL: the filter, a username when given, the page. */
export function playersQuery(params: TableParams): RgPlayersQuery {
  const username = (params.filters.username ?? '').trim().slice(0, 32);
  return {
    pageNo: params.pageNo,
    pageSize: params.pageSize,
    filter: asFilter(params.filters.filter),
    ...(username ? { username } : {}),
  };
}

/** The refusals' call from the URL: one limit kind or every kind, the page. */
export function refusalsQuery(params: TableParams): RgRefusalsQuery {
  const kind = asKind(params.filters.kind);
  return { pageNo: params.pageNo, pageSize: params.pageSize, ...(kind ? { kind } : {}) };
}

/** The URL's review status, or OPEN for a missing or unknown one. */
export const asReviewStatus = (value: string | undefined): RgReviewStatus =>
  RG_REVIEW_STATUSES.includes(value as RgReviewStatus) ? (value as RgReviewStatus) : 'OPEN';

/** The URL's marker of harm, or none (every marker). */
export const asMarker = (value: string | undefined): HarmMarker | undefined =>
  HARM_MARKERS.includes(value as HarmMarker) ? (value as HarmMarker) : undefined;

/** The review list's call from the URL: open or reviewed, one marker or every marker, the page. */
export function reviewsQuery(params: TableParams): RgReviewsQuery {
  const marker = asMarker(params.filters.marker);
  return {
    pageNo: params.pageNo,
    pageSize: params.pageSize,
    status: asReviewStatus(params.filters.status),
    ...(marker ? { marker } : {}),
  };
}

/** A marker of harm's name: "Deposit surge", "Night play". */
export const markerName = (t: TFunction, marker: HarmMarker): string =>
  t(`responsible-gaming:marker.${marker}`, { defaultValue: marker });

const factor = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/**
 * What a marker measured against its threshold: a factor for a deposit surge ("4.5× (threshold
 * 3×)"), a count for the others ("4 nights (threshold 3)", "1 refusal (threshold 1)").
 */
export function measuredText(
  t: TFunction,
  review: Pick<RgReviewRow, 'marker' | 'measured' | 'threshold'>,
): string {
  const { marker, measured, threshold } = review;
  return marker === 'DEPOSIT_SURGE'
    ? t('responsible-gaming:measured.DEPOSIT_SURGE', { value: factor.format(measured), threshold })
    : t(`responsible-gaming:measured.${marker}`, { count: measured, threshold });
}

/** A whole hour of the day as the clock shows it: 0 → "00:00", 6 → "06:00". */
export const hourText = (hour: number): string => `${String(hour).padStart(2, '0')}:00`;

/** A limit's amount: money in major units, a session limit in minutes. */
export const limitValue = (t: TFunction, kind: LimitKind, value: number | null): string =>
  value === null
    ? '—'
    : kind === 'SESSION'
      ? t('responsible-gaming:minutes', { count: value })
      : formatMoney(value);

/** A limit's name: "Daily deposit limit", "Session time limit". */
export const limitName = (t: TFunction, kind: LimitKind, period: LimitPeriod): string =>
  t(`responsible-gaming:limitName.${kind}.${period}`, { defaultValue: `${kind} ${period}` });

/** Who asked for a change or set an exclusion: the player, or `operator:<name>`. */
export function byText(t: TFunction, by: string): string {
  if (by === 'player') return t('responsible-gaming:by.player');
  const operator = /^operator:(.+)$/.exec(by);
  return operator ? t('responsible-gaming:by.operator', { name: operator[1] }) : by;
}

/**
 * An exclusion's end: its date, or "Permanent"; a self-exclusion whose period is over says whether
 * its player has asked to return (and from when) or not yet.
 */
export function exclusionEndText(
  t: TFunction,
  exclusion: Pick<ExclusionView, 'endsAt' | 'awaitingReturn' | 'returnAt'>,
): string {
  if (exclusion.endsAt === null) return t('responsible-gaming:exclusion.permanent');
  const end = formatDateTime(exclusion.endsAt);
  if (!exclusion.awaitingReturn) return end;
  return exclusion.returnAt === null
    ? t('responsible-gaming:exclusion.endedNotAsked', { end })
    : t('responsible-gaming:exclusion.endedReturning', { end, returnAt: formatDateTime(exclusion.returnAt) });
}

/**
 * Whether an exclusion is in force at `now`: started and not ended — a self-exclusion not before
 * its player came back (asked to return, then 24 hours). A render passes when it read.
 */
export const inForce = (
  exclusion: Pick<ExclusionView, 'kind' | 'startsAt' | 'endsAt' | 'returnAt'>,
  now = Date.now(),
): boolean =>
  exclusion.startsAt <= now &&
  (exclusion.endsAt === null ||
    exclusion.endsAt > now ||
    (exclusion.kind === 'SELF_EXCLUSION' && (exclusion.returnAt === null || exclusion.returnAt > now)));
