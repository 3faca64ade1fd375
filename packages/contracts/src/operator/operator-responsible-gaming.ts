import { z } from 'zod';
import {
  exclusionView,
  LIMIT_KINDS,
  LIMIT_PERIODS,
  playerLimit,
  SELF_EXCLUSION_PERIODS,
} from '../responsible-gaming/responsible-gaming.js';
import { pageOf, pageQuery } from '../wallet/amount.js';
import { op } from './operator.js';

type In<S extends z.ZodType> = z.input<S>;
type Out<S extends z.ZodType> = z.output<S>;

const memberId = z.string().regex(/^\d{1,19}$/);
const username = z.string().trim().min(1).max(32);

export const RG_PLAYER_FILTERS = ['ALL', 'LIMITS', 'EXCLUDED'] as const;
export const rgPlayersQuery = pageQuery.and(
  z.object({ filter: z.enum(RG_PLAYER_FILTERS).default('ALL'), username: username.optional() }),
);
/** A player with a limit, a waiting change or an exclusion running. */
export const rgPlayerRow = z.object({
  memberId,
  username: z.string(),
  limits: z.number().int(),
  pendingChanges: z.number().int(),
  exclusion: exclusionView.nullable(),
  lastChangeAt: z.number().nullable(),
});
export const rgPlayersResponse = pageOf(rgPlayerRow);

export const rgPlayerQuery = z.object({ memberId });
export const rgLimitChange = z.object({
  kind: z.enum(LIMIT_KINDS),
  period: z.enum(LIMIT_PERIODS),
  /** null: none (before: no limit; after: removed). Money in major units; SESSION in minutes. */
  oldValue: z.number().nullable(),
  newValue: z.number().nullable(),
  /** `player` or `operator:<username>`. */
  requestedBy: z.string(),
  requestedAt: z.number(),
  effectiveAt: z.number(),
  cancelledAt: z.number().nullable(),
});
export const rgRefusalRow = z.object({
  id: z.string(),
  memberId,
  username: z.string(),
  kind: z.enum(LIMIT_KINDS),
  period: z.enum(LIMIT_PERIODS),
  action: z.enum(['DEPOSIT', 'TRANSFER', 'LAUNCH', 'BET']),
  /** What was asked for (major units), when the action had an amount. */
  amount: z.number().nullable(),
  at: z.number(),
});
/**
 * Markers of harm: each puts a player on the review list when, over the last `HARM_WINDOW_DAYS`
 * days on the settlement clock, its measure reaches the operator's threshold —
 * DEPOSIT_SURGE: deposits are at least `threshold` times the 7 days before (which had some);
 * NIGHT_PLAY: nights (00:00–06:00 in the merchant's time zone) with a bet placed;
 * LIMIT_REFUSALS: refusals by a limit; LIMIT_RAISES: limits raised or removed by the player.
 */
export const HARM_MARKERS = ['DEPOSIT_SURGE', 'NIGHT_PLAY', 'LIMIT_REFUSALS', 'LIMIT_RAISES'] as const;
export type HarmMarker = (typeof HARM_MARKERS)[number];
export const HARM_WINDOW_DAYS = 7;
/** The night, in whole hours of the merchant's day: from 00:00 up to 06:00. */
export const HARM_NIGHT_HOURS = { from: 0, to: 6 } as const;
/** The thresholds an operator may choose, and the one a merchant starts with. */
export const HARM_THRESHOLDS: Record<HarmMarker, { min: number; max: number; default: number }> = {
  DEPOSIT_SURGE: { min: 2, max: 20, default: 3 },
  NIGHT_PLAY: { min: 1, max: 7, default: 3 },
  LIMIT_REFUSALS: { min: 1, max: 50, default: 3 },
  LIMIT_RAISES: { min: 1, max: 20, default: 2 },
};
export const harmMarkerSetting = z
  .object({ marker: z.enum(HARM_MARKERS), enabled: z.boolean(), threshold: z.number().int() })
  .refine(
    (s) => s.threshold >= HARM_THRESHOLDS[s.marker].min && s.threshold <= HARM_THRESHOLDS[s.marker].max,
    { message: 'threshold out of range', path: ['threshold'] },
  );
export type HarmMarkerSetting = z.infer<typeof harmMarkerSetting>;
/** Every marker, in `HARM_MARKERS` order. */
export const rgHarmMarkersResponse = z.object({ markers: z.array(harmMarkerSetting) });
export type RgHarmMarkersResponse = z.infer<typeof rgHarmMarkersResponse>;
/** The markers to change (each at most once); the others keep their setting. */
export const rgSaveHarmMarkersRequest = z.object({
  markers: z
    .array(harmMarkerSetting)
    .min(1)
    .max(HARM_MARKERS.length)
    .refine((list) => new Set(list.map((s) => s.marker)).size === list.length, 'each marker once'),
});
export type RgSaveHarmMarkersRequest = z.input<typeof rgSaveHarmMarkersRequest>;

export const RG_REVIEW_STATUSES = ['OPEN', 'REVIEWED'] as const;
export const rgReviewsQuery = pageQuery.and(
  z.object({ status: z.enum(RG_REVIEW_STATUSES).default('OPEN'), marker: z.enum(HARM_MARKERS).optional() }),
);
/** A player a marker put on the review list; open until an operator records what was done. */
export const rgReviewRow = z.object({
  id: z.string(),
  memberId,
  username: z.string(),
  marker: z.enum(HARM_MARKERS),
  /** The marker's measure when last seen: a factor (DEPOSIT_SURGE, one decimal) or a count. */
  measured: z.number(),
  threshold: z.number().int(),
  flaggedAt: z.number(),
  /** The last time the marker still held (the job looks again every hour). */
  seenAt: z.number(),
  reviewedAt: z.number().nullable(),
  reviewedBy: z.string().nullable(),
  note: z.string().nullable(),
});
export type RgReviewRow = z.infer<typeof rgReviewRow>;
export const rgReviewsResponse = pageOf(rgReviewRow);
/** Closes an open review with what the operator did (called the player, set a limit, nothing needed…). */
export const rgCloseReviewRequest = z.object({
  id: z.string().regex(/^\d{1,19}$/),
  note: z.string().trim().min(3).max(500),
});

export const rgPlayerDetail = z.object({
  memberId,
  username: z.string(),
  limits: z.array(playerLimit),
  changes: z.array(rgLimitChange),
  exclusions: z.array(exclusionView.extend({ setBy: z.string(), reason: z.string().nullable() })),
  refusals: z.array(rgRefusalRow),
  /** The player's reviews, open first, newest first. */
  reviews: z.array(rgReviewRow),
});
export type RgPlayerDetail = z.infer<typeof rgPlayerDetail>;

/** The operator adds a self-exclusion (never removes one early): a reason is kept with it. */
export const rgAddExclusionRequest = z.object({
  memberId,
  period: z.enum(SELF_EXCLUSION_PERIODS),
  reason: z.string().trim().min(3).max(200),
});

export const rgRefusalsQuery = pageQuery.and(z.object({ kind: z.enum(LIMIT_KINDS).optional() }));
export const rgRefusalsResponse = pageOf(rgRefusalRow);

/** The help organisations a merchant's players see on their responsible-gaming page, in order. */
export const RG_HELP_LINKS_MAX = 8;
export const rgHelpLink = z.object({
  name: z.string().trim().min(2).max(80),
  /** A secure web address (players open it in a new tab). */
  url: z
    .string()
    .trim()
    .max(300)
    .url()
    .refine((value) => value.startsWith('https://'), 'an https:// address'),
});
export type RgHelpLink = z.infer<typeof rgHelpLink>;
export const rgHelpLinksResponse = z.object({ links: z.array(rgHelpLink) });
export type RgHelpLinksResponse = z.infer<typeof rgHelpLinksResponse>;
/** Replaces the whole list (an empty list removes every link). */
export const rgSaveHelpLinksRequest = z.object({ links: z.array(rgHelpLink).max(RG_HELP_LINKS_MAX) });
export type RgSaveHelpLinksRequest = z.input<typeof rgSaveHelpLinksRequest>;

/**
 * Operator: responsible gaming (issue 20) — every role reads; adding a self-exclusion and closing a
 * review are `playerStatus`; the help organisations and the markers of harm are `configure`.
 */
export const operatorResponsibleGamingRoutes = {
  rgPlayers: op<{ query: In<typeof rgPlayersQuery>; response: Out<typeof rgPlayersResponse> }>(
    'GET',
    '/ops/responsible-gaming/players',
  ),
  rgPlayer: op<{ query: In<typeof rgPlayerQuery>; response: Out<typeof rgPlayerDetail> }>(
    'GET',
    '/ops/responsible-gaming/player',
  ),
  rgAddExclusion: op<{ body: In<typeof rgAddExclusionRequest>; response: Out<typeof rgPlayerDetail> }>(
    'POST',
    '/ops/responsible-gaming/exclusion',
  ),
  rgRefusals: op<{ query: In<typeof rgRefusalsQuery>; response: Out<typeof rgRefusalsResponse> }>(
    'GET',
    '/ops/responsible-gaming/refusals',
  ),
  rgHelpLinks: op<{ response: Out<typeof rgHelpLinksResponse> }>('GET', '/ops/responsible-gaming/help-links'),
  rgSaveHelpLinks: op<{ body: In<typeof rgSaveHelpLinksRequest>; response: Out<typeof rgHelpLinksResponse> }>(
    'PUT',
    '/ops/responsible-gaming/help-links',
  ),
  rgHarmMarkers: op<{ response: Out<typeof rgHarmMarkersResponse> }>(
    'GET',
    '/ops/responsible-gaming/harm-markers',
  ),
  rgSaveHarmMarkers: op<{
    body: In<typeof rgSaveHarmMarkersRequest>;
    response: Out<typeof rgHarmMarkersResponse>;
  }>('PUT', '/ops/responsible-gaming/harm-markers'),
  rgReviews: op<{ query: In<typeof rgReviewsQuery>; response: Out<typeof rgReviewsResponse> }>(
    'GET',
    '/ops/responsible-gaming/reviews',
  ),
  rgCloseReview: op<{ body: In<typeof rgCloseReviewRequest>; response: Out<typeof rgReviewRow> }>(
    'POST',
    '/ops/responsible-gaming/reviews/close',
  ),
};
export const operatorResponsibleGamingSchemas = {
  rgPlayers: { query: rgPlayersQuery, response: rgPlayersResponse },
  rgPlayer: { query: rgPlayerQuery, response: rgPlayerDetail },
  rgAddExclusion: { body: rgAddExclusionRequest, response: rgPlayerDetail },
  rgRefusals: { query: rgRefusalsQuery, response: rgRefusalsResponse },
  rgHelpLinks: { response: rgHelpLinksResponse },
  rgSaveHelpLinks: { body: rgSaveHelpLinksRequest, response: rgHelpLinksResponse },
  rgHarmMarkers: { response: rgHarmMarkersResponse },
  rgSaveHarmMarkers: { body: rgSaveHarmMarkersRequest, response: rgHarmMarkersResponse },
  rgReviews: { query: rgReviewsQuery, response: rgReviewsResponse },
  rgCloseReview: { body: rgCloseReviewRequest, response: rgReviewRow },
};
