import {
  HARM_MARKERS,
  HARM_THRESHOLDS,
  type RgPlayerDetail,
} from '@bet/contracts/operator/operator-responsible-gaming';
import type { RgHarmMarkers } from '../api/rg-harm-markers';
import type { RgPlayerRow } from '../api/rg-players';
import type { RgRefusal } from '../api/rg-refusals';
import type { RgReview } from '../api/rg-reviews';

/** Far ahead, so a waiting change or a running exclusion stays so whenever the tests run. */
export const LATER = Date.UTC(2099, 0, 1, 9, 0);

export const limitedRow: RgPlayerRow = {
  memberId: '1001',
  username: 'demoplayer',
  limits: 3,
  pendingChanges: 1,
  exclusion: null,
  lastChangeAt: Date.UTC(2026, 2, 1, 10, 0),
};
export const excludedRow: RgPlayerRow = {
  memberId: '1002',
  username: 'mayumi07',
  limits: 0,
  pendingChanges: 0,
  exclusion: {
    kind: 'SELF_EXCLUSION',
    period: '1Y',
    startsAt: Date.UTC(2026, 1, 1),
    endsAt: LATER,
    awaitingReturn: false,
    returnAt: null,
  },
  lastChangeAt: null,
};
export const permanentRow: RgPlayerRow = {
  memberId: '1003',
  username: 'bituin88',
  limits: 1,
  pendingChanges: 0,
  exclusion: {
    kind: 'SELF_EXCLUSION',
    period: 'PERMANENT',
    startsAt: Date.UTC(2026, 1, 2),
    endsAt: null,
    awaitingReturn: false,
    returnAt: null,
  },
  lastChangeAt: Date.UTC(2026, 1, 2),
};

export const depositRefusal: RgRefusal = {
  id: '71',
  memberId: '1001',
  username: 'demoplayer',
  kind: 'DEPOSIT',
  period: 'DAY',
  action: 'DEPOSIT',
  amount: 1500,
  at: Date.UTC(2026, 2, 2, 8, 30),
};
export const sessionRefusal: RgRefusal = {
  id: '72',
  memberId: '1003',
  username: 'bituin88',
  kind: 'SESSION',
  period: 'SESSION',
  action: 'LAUNCH',
  amount: null,
  at: Date.UTC(2026, 2, 2, 9, 0),
};

export const surgeReview: RgReview = {
  id: '501',
  memberId: '1001',
  username: 'demoplayer',
  marker: 'DEPOSIT_SURGE',
  measured: 4.5,
  threshold: 3,
  flaggedAt: Date.UTC(2026, 2, 4, 1, 0),
  seenAt: Date.UTC(2026, 2, 4, 9, 0),
  reviewedAt: null,
  reviewedBy: null,
  note: null,
};
export const nightReview: RgReview = {
  id: '502',
  memberId: '1003',
  username: 'bituin88',
  marker: 'NIGHT_PLAY',
  measured: 4,
  threshold: 3,
  flaggedAt: Date.UTC(2026, 2, 5, 2, 0),
  seenAt: Date.UTC(2026, 2, 5, 10, 0),
  reviewedAt: null,
  reviewedBy: null,
  note: null,
};
export const reviewedReview: RgReview = {
  id: '499',
  memberId: '1001',
  username: 'demoplayer',
  marker: 'LIMIT_REFUSALS',
  measured: 5,
  threshold: 3,
  flaggedAt: Date.UTC(2026, 1, 20, 3, 0),
  seenAt: Date.UTC(2026, 1, 21, 3, 0),
  reviewedAt: Date.UTC(2026, 1, 22, 8, 0),
  reviewedBy: 'operator:admin1',
  note: 'Called the player; they set a deposit limit.',
};

/** Every marker of harm on, at its default threshold. */
export const defaultMarkers: RgHarmMarkers = {
  markers: HARM_MARKERS.map((marker) => ({
    marker,
    enabled: true,
    threshold: HARM_THRESHOLDS[marker].default,
  })),
};

export const detail: RgPlayerDetail = {
  memberId: '1001',
  username: 'demoplayer',
  limits: [
    {
      kind: 'DEPOSIT',
      period: 'DAY',
      value: 1000,
      used: 250.5,
      left: 749.5,
      resetsAt: Date.UTC(2026, 2, 3),
      pending: { value: 5000, effectiveAt: LATER },
    },
    { kind: 'SESSION', period: 'SESSION', value: 90, used: 12, left: 78, resetsAt: null, pending: null },
  ],
  changes: [
    {
      kind: 'DEPOSIT',
      period: 'DAY',
      oldValue: 1000,
      newValue: 5000,
      requestedBy: 'player',
      requestedAt: Date.UTC(2026, 2, 2, 7, 0),
      effectiveAt: LATER,
      cancelledAt: null,
    },
    {
      kind: 'LOSS',
      period: 'WEEK',
      oldValue: 200,
      newValue: null,
      requestedBy: 'player',
      requestedAt: Date.UTC(2026, 1, 20, 7, 0),
      effectiveAt: Date.UTC(2026, 1, 21, 7, 0),
      cancelledAt: Date.UTC(2026, 1, 20, 9, 0),
    },
    {
      kind: 'SESSION',
      period: 'SESSION',
      oldValue: null,
      newValue: 90,
      requestedBy: 'operator:admin1',
      requestedAt: Date.UTC(2026, 1, 10, 7, 0),
      effectiveAt: Date.UTC(2026, 1, 10, 7, 0),
      cancelledAt: null,
    },
  ],
  exclusions: [
    {
      kind: 'TIME_OUT',
      period: '7D',
      startsAt: Date.UTC(2026, 0, 1),
      endsAt: Date.UTC(2026, 0, 8),
      awaitingReturn: false,
      returnAt: null,
      setBy: 'player',
      reason: null,
    },
  ],
  refusals: [depositRefusal],
  reviews: [surgeReview, reviewedReview],
};

/** The detail after an admin added a permanent self-exclusion. */
export const excludedDetail: RgPlayerDetail = {
  ...detail,
  exclusions: [
    {
      kind: 'SELF_EXCLUSION',
      period: 'PERMANENT',
      startsAt: Date.UTC(2026, 2, 3),
      endsAt: null,
      awaitingReturn: false,
      returnAt: null,
      setBy: 'operator:admin1',
      reason: 'Asked by phone',
    },
    ...detail.exclusions,
  ],
};

export const page = (list: unknown[], totalCount = list.length) => ({
  value: { list, totalCount, totalPages: Math.max(1, Math.ceil(totalCount / 20)), pageNo: 1 },
});

/** The calls `fetch` got for one path (and method). */
export const callsTo = (fetchMock: { mock: { calls: unknown[][] } }, path: string, method = 'GET') =>
  fetchMock.mock.calls.filter(
    ([url, init]) =>
      new URL(String(url), 'http://x').pathname === path &&
      ((init as RequestInit | undefined)?.method ?? 'GET') === method,
  ) as Array<[string, RequestInit | undefined]>;

/** The query of the `n`th call to `path`. */
export const queryOf = (fetchMock: Parameters<typeof callsTo>[0], path: string, n: number) =>
  new URL(callsTo(fetchMock, path)[n]![0], 'http://x').searchParams;
