import { z } from 'zod';

/** The operator API lives under `/ops` and is authenticated as an operator account. */
export const operatorRoutes = {
  login: { method: 'POST', path: '/ops/session/login' },
  logout: { method: 'DELETE', path: '/ops/session/logout' },
  getMaintenance: { method: 'GET', path: '/ops/system/maintenance' },
  setMaintenance: { method: 'PUT', path: '/ops/system/maintenance' },
  getRegionRestriction: { method: 'GET', path: '/ops/system/regionRestriction' },
  setRegionRestriction: { method: 'PUT', path: '/ops/system/regionRestriction' },
  setModule: { method: 'PUT', path: '/ops/system/whitelabel' },
  setBrand: { method: 'PUT', path: '/ops/system/brand' },
  /** The age a player confirms at sign-up: 18, 21 or none (merchants.birthday_limit; admin only). */
  setBirthdayLimit: { method: 'PUT', path: '/ops/system/birthdayLimit' },
  /** What the SMS and mail adapters sent in embedded mode (or recorded when a provider sent it). */
  smsOutbox: { method: 'GET', path: '/ops/outbox/sms' },
  mailOutbox: { method: 'GET', path: '/ops/outbox/mail' },
  /** A game vendor's switches: on/off, maintenance, hot badge, how it opens (admin only). */
  setVendor: { method: 'PUT', path: '/ops/games/vendor' },
  /** A game of the catalogue: on/off, hot badge (admin only). */
  setGame: { method: 'PUT', path: '/ops/games/game' },
  /** The house vendor's settings of one of its games for this merchant: on/off, stake limits (admin only). */
  getHouseGameSettings: { method: 'GET', path: '/ops/games/house' },
  setHouseGameSettings: { method: 'PUT', path: '/ops/games/house' },
  /** Marks a member agent-only (no member-site login: member_no_enter) or not (admin only). */
  setAgentOnly: { method: 'PUT', path: '/ops/members/agentOnly' },
  /** Creates another operator account with a role (admin only). */
  createOperator: { method: 'POST', path: '/ops/operators' },
  /** Sets a member's password (e.g. to the insecure default '{secret}', which forces a change at login). */
  setMemberPassword: { method: 'PUT', path: '/ops/members/password' },
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

export const operatorLoginRequest = z.object({
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(256),
});
export const operatorLoginResponse = z.object({ token: z.string(), role: z.string() });

export const maintenanceSetting = z
  .object({
    enabled: z.boolean(),
    startTime: z.number().int().nonnegative().nullable(),
    endTime: z.number().int().nonnegative().nullable(),
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
    game: z.enum(['SLOT', 'FISH']),
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
});
