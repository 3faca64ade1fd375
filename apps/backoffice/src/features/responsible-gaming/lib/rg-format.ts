import type { TFunction } from 'i18next';
import { RG_PLAYER_FILTERS } from '@bet/contracts/operator/operator-responsible-gaming';
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

export type RgFilter = (typeof RG_PLAYER_FILTERS)[number];

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

/** An exclusion's end: its date, or "Permanent". */
export const exclusionEndText = (t: TFunction, exclusion: Pick<ExclusionView, 'endsAt'>): string =>
  exclusion.endsAt === null ? t('responsible-gaming:exclusion.permanent') : formatDateTime(exclusion.endsAt);

/** Whether an exclusion is in force at `now` (started, and not ended); a render passes when it read. */
export const inForce = (exclusion: Pick<ExclusionView, 'startsAt' | 'endsAt'>, now = Date.now()): boolean =>
  exclusion.startsAt <= now && (exclusion.endsAt === null || exclusion.endsAt > now);
