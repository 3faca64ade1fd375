/** Business constants of spec §9. */
export const AccountType = { trial: 4 } as const;
export const ACCOUNT_CENTRE_TYPES = [1, 2, 41, 42] as const;
export const AGENT_TYPES = [1, 2, 4, 41, 42] as const;
export const VIP_RANK_LEVEL_ABOVE = 4;
export const PLATFORM_CODE = 'W';
export const NOTICES_PER_PAGE = 9;
export const INSECURE_DEFAULT_PASSWORD = '{secret}';
export const REMEMBER_LOGIN_DAYS = 1;
export const MODAL_DEFAULT_WIDTH = 400;
export const HEADER_QR_SIZE = 125;
export const QR_DEFAULT_SIZE = 200;
export const QR_DEFAULT_MARGIN = 20;
export const SUPPORT_WINDOW = { width: 440, height: 750 } as const;
/** Customer service `pathList` entry type 3: the web chat's address, the one the site opens (spec §4). */
export const CS_WEB_PATH_TYPE = 3;
export const DROPDOWN_CLOSE_MS = 200;
export const CHUNK_TIMEOUT_MS = 120_000;

/**
 * The latest time (epoch ms) a call may name: the end of year 9999. Later numbers are no date
 * JavaScript or PostgreSQL can hold (a query with one failed with a 500).
 */
export const MAX_EPOCH_MS = 253_402_300_799_999;
/** The largest id of a 32-bit serial column (deposit channels, games): a larger number names no record. */
export const MAX_SERIAL_ID = 2_147_483_647;

/** Languages the site ships (spec §1); only the enabled ones appear in the switcher. */
export const LANGUAGES = ['EN', 'TY', 'CN', 'ID', 'TH', 'VI', 'JA'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'EN';
export const DEFAULT_ENABLED_LANGUAGES: readonly Language[] = ['EN', 'TY'];

/** System status codes of spec §1. */
export const SystemStatus = { normal: 0, maintenance: 1, regionRestricted: 2 } as const;
export type SystemStatusCode = (typeof SystemStatus)[keyof typeof SystemStatus];
