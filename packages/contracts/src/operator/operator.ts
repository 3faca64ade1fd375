import { z } from 'zod';
import { MAX_EPOCH_MS } from '../constants.js';
import type { Call, CallFrom, CallSpec, HttpMethod } from '../routes.js';
import { HOUSE_GAME_CODES } from './house-games.js';

/** An operator call: method and path, and (phantom) its types, as in the member route table. */
export interface OperatorRouteDef<C extends Call = Call> {
  method: HttpMethod;
  path: string;
  readonly call?: C;
}
type In<S extends z.ZodType> = z.input<S>;
type Out<S extends z.ZodType> = z.output<S>;
export const op = <S extends CallSpec>(method: HttpMethod, path: string): OperatorRouteDef<CallFrom<S>> => ({
  method,
  path,
});
type Done = { response: Out<typeof operatorDone> };

/** The operator API lives under `/ops` and is authenticated as an operator account. */
export const operatorRoutes = {
  login: op<{ body: In<typeof operatorLoginRequest>; response: Out<typeof operatorLoginResponse> }>(
    'POST',
    '/ops/session/login',
  ),
  logout: op<Done>('DELETE', '/ops/session/logout'),
  getMaintenance: op<{ response: Out<typeof maintenanceSetting> }>('GET', '/ops/system/maintenance'),
  setMaintenance: op<{ body: In<typeof maintenanceSetting>; response: Out<typeof maintenanceSetting> }>(
    'PUT',
    '/ops/system/maintenance',
  ),
  getRegionRestriction: op<{ response: Out<typeof regionRestrictionSetting> }>(
    'GET',
    '/ops/system/regionRestriction',
  ),
  setRegionRestriction: op<{
    body: In<typeof regionRestrictionSetting>;
    response: Out<typeof regionRestrictionSetting>;
  }>('PUT', '/ops/system/regionRestriction'),
  setModule: op<{ body: In<typeof setModuleRequest> } & Done>('PUT', '/ops/system/whitelabel'),
  setBrand: op<{ body: In<typeof brandSetting>; response: Out<typeof brandSetting> }>(
    'PUT',
    '/ops/system/brand',
  ),
  /** The age a player confirms at sign-up: 18, 21 or none (merchants.birthday_limit; admin only). */
  setBirthdayLimit: op<{ body: In<typeof birthdayLimitSetting>; response: Out<typeof birthdayLimitSetting> }>(
    'PUT',
    '/ops/system/birthdayLimit',
  ),
  /** What the SMS and mail adapters sent in embedded mode (or recorded when a provider sent it). */
  smsOutbox: op<{ query: In<typeof outboxQuery>; response: Out<typeof outboxResponse> }>(
    'GET',
    '/ops/outbox/sms',
  ),
  mailOutbox: op<{ query: In<typeof outboxQuery>; response: Out<typeof outboxResponse> }>(
    'GET',
    '/ops/outbox/mail',
  ),
  /** A game vendor's switches: on/off, maintenance, hot badge, how it opens (admin only). */
  setVendor: op<{ body: In<typeof setVendorRequest>; response: Out<typeof setVendorRequest> }>(
    'PUT',
    '/ops/games/vendor',
  ),
  /** A game of the catalogue: on/off, hot badge (admin only). */
  setGame: op<{ body: In<typeof setGameRequest>; response: Out<typeof setGameRequest> }>(
    'PUT',
    '/ops/games/game',
  ),
  /** The house vendor's settings of one of its games for this merchant: on/off, stake limits (admin only). */
  getHouseGameSettings: op<{ response: Out<typeof houseGameSettingsList> }>('GET', '/ops/games/house'),
  setHouseGameSettings: op<{
    body: In<typeof houseGameSettingsRequest>;
    response: Out<typeof houseGameSettings>;
  }>('PUT', '/ops/games/house'),
  /** Marks a member agent-only (no member-site login: member_no_enter) or not (admin only). */
  setAgentOnly: op<{ body: In<typeof setAgentOnlyRequest>; response: Out<typeof setAgentOnlyRequest> }>(
    'PUT',
    '/ops/members/agentOnly',
  ),
  /** Creates another operator account with a role (admin only). */
  createOperator: op<{ body: In<typeof createOperatorRequest>; response: Out<typeof createdOperator> }>(
    'POST',
    '/ops/operators',
  ),
  /** Sets a member's password (e.g. to the insecure default '{secret}', which forces a change at login). */
  setMemberPassword: op<{
    body: In<typeof setMemberPasswordRequest>;
    response: Out<typeof memberPasswordSet>;
  }>('PUT', '/ops/members/password'),
} as const;

export const setMemberPasswordRequest = z.object({
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(256),
});

export const outboxQuery = z.object({
  to: z.string().trim().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const outboxEntry = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  status: z.string(),
  createdAt: z.number(),
});
export type OutboxEntry = z.infer<typeof outboxEntry>;
export const outboxResponse = z.array(outboxEntry);

export const operatorLoginRequest = z.object({
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(256),
});
/**
 * What a signed-in operator does next: `none` the session is full; `verify` type the
 * authenticator's code; `enrol` set an authenticator up first (a role that must use one).
 * Until then the token is a pending session that only the two-factor calls accept.
 */
export const twoFactorStep = z.enum(['none', 'verify', 'enrol']);
export type TwoFactorStep = z.infer<typeof twoFactorStep>;
/** A session's answer: the token, the role, the idle minutes after which the console signs out. */
export const operatorLoginResponse = z.object({
  token: z.string(),
  role: z.string(),
  idleMinutes: z.number(),
  twoFactor: twoFactorStep,
});

export const maintenanceSetting = z
  .object({
    enabled: z.boolean(),
    startTime: z.number().int().nonnegative().max(MAX_EPOCH_MS).nullable(),
    endTime: z.number().int().nonnegative().max(MAX_EPOCH_MS).nullable(),
  })
  .refine((m) => m.startTime === null || m.endTime === null || m.startTime < m.endTime, {
    message: 'startTime must be before endTime',
  });
export type MaintenanceSetting = z.infer<typeof maintenanceSetting>;

export const regionRestrictionSetting = z.object({
  /** ISO 3166-1 alpha-2 codes, upper case. */
  countries: z.array(z.string().regex(/^[A-Z]{2}$/)).max(250),
});
export type RegionRestrictionSetting = z.infer<typeof regionRestrictionSetting>;

export const setModuleRequest = z.object({ modId: z.string().min(1).max(64), enabled: z.boolean() });

/** Brand flags of the merchant. */
export const brandSetting = z.object({
  /** Visitors without a session are sent to /login (spec §2 route guard). */
  loggedInToHomepage: z.boolean(),
});
export type BrandSetting = z.infer<typeof brandSetting>;

/** The age confirmation asked at registration (spec §5: 18 or 21); null asks none. */
export const birthdayLimitSetting = z.object({
  birthdayLimit: z.union([z.literal(18), z.literal(21), z.null()]),
});
export type BirthdayLimitSetting = z.infer<typeof birthdayLimitSetting>;

/** Roles: `admin` everything; `finance` money (deposits, withdrawals, adjustments); `support` reads. */
export const OPERATOR_ROLES = ['admin', 'finance', 'support'] as const;
export const createOperatorRequest = z.object({
  username: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9_.-]{3,32}$/),
  password: z.string().min(12).max(256),
  role: z.enum(OPERATOR_ROLES),
});

export const setVendorRequest = z.object({
  code: z.string().trim().min(1).max(32),
  enabled: z.boolean().optional(),
  maintenance: z.boolean().optional(),
  isHot: z.boolean().optional(),
  isGame: z.enum(['GAME', 'VASSALAGE', 'HUB']).optional(),
  /** Position in the lobby: vendors are listed by it, lowest first. */
  sort: z.number().int().min(0).max(100_000).optional(),
});

export const setGameRequest = z.object({
  vendor: z.string().trim().min(1).max(32),
  code: z.string().trim().min(1).max(64),
  enabled: z.boolean().optional(),
  isHot: z.boolean().optional(),
});

/** Stake limits in currency units (2 decimals); the slot's apply to its total bet. */
export const houseGameSettingsRequest = z
  .object({
    game: z.enum(HOUSE_GAME_CODES),
    enabled: z.boolean().optional(),
    minBet: z.number().positive().max(1_000_000).optional(),
    maxBet: z.number().positive().max(1_000_000).optional(),
  })
  .refine((b) => b.minBet === undefined || b.maxBet === undefined || b.minBet <= b.maxBet, {
    message: 'minBet above maxBet',
  });

export const setAgentOnlyRequest = z.object({
  username: z.string().trim().min(1).max(64),
  agentOnly: z.boolean(),
  /** Why (the back office always asks; written to the audit log with the change). */
  reason: z.string().trim().min(3).max(200).optional(),
});

/** The answer of an operator action that has nothing else to say. */
export const operatorDone = z.literal(true);
export const memberPasswordSet = z.object({ updated: z.literal(true) });
export const createdOperator = z.object({ username: z.string(), role: z.enum(OPERATOR_ROLES) });

/** The house vendor's settings of one game, stake limits in currency units. */
export const houseGameSettings = z.object({
  game: z.string(),
  enabled: z.boolean(),
  minBet: z.number(),
  maxBet: z.number(),
});
export const houseGameSettingsList = z.array(houseGameSettings);

/** Why an operator acts on a player or a record: written to the audit log with the action. */
export const operatorReason = z.string().trim().min(3).max(200);
export const reasonForm = z.object({ reason: operatorReason });
