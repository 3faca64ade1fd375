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
export const rgPlayerDetail = z.object({
  memberId,
  username: z.string(),
  limits: z.array(playerLimit),
  changes: z.array(rgLimitChange),
  exclusions: z.array(exclusionView.extend({ setBy: z.string(), reason: z.string().nullable() })),
  refusals: z.array(rgRefusalRow),
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
 * Operator: responsible gaming (issue 20) — every role reads; adding a self-exclusion is
 * `playerStatus`; the help organisations are `configure`.
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
};
export const operatorResponsibleGamingSchemas = {
  rgPlayers: { query: rgPlayersQuery, response: rgPlayersResponse },
  rgPlayer: { query: rgPlayerQuery, response: rgPlayerDetail },
  rgAddExclusion: { body: rgAddExclusionRequest, response: rgPlayerDetail },
  rgRefusals: { query: rgRefusalsQuery, response: rgRefusalsResponse },
  rgHelpLinks: { response: rgHelpLinksResponse },
  rgSaveHelpLinks: { body: rgSaveHelpLinksRequest, response: rgHelpLinksResponse },
};
