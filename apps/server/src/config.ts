import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DEFAULT_POOL_SIZE } from './db/create-db.js';

const here = path.dirname(fileURLToPath(import.meta.url));
/** apps/server/{src,dist} → repository root. */
const repoRoot = path.resolve(here, '../../..');

const list = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((s) =>
      s
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean),
    );
const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0'])
    .default(fallback ? 'true' : 'false')
    .transform((v) => v === 'true' || v === '1');

/** Every setting comes from the environment and has a default that works on one machine. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  DATABASE_URL: z.string().url().optional(),
  /** Connections each process keeps to PostgreSQL: commits wait on the disk, so more share a flush. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(DEFAULT_POOL_SIZE),
  /** Redis shared by the processes (rate limits, cache invalidation, push); unset = all in-process. */
  REDIS_URL: z
    .string()
    .trim()
    .regex(/^$|^rediss?:\/\/\S+$/, 'a redis:// or rediss:// address')
    .optional()
    .transform((v) => v || undefined),
  WEB_DIST_DIR: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  /** The web's server build (`vite build --ssr`), which draws the public pages (decision 0043). */
  WEB_SSR_DIR: z.string().default(path.join(repoRoot, 'apps/web/dist-ssr')),
  /** The operator console's build, served under /backoffice (decision 0024). */
  BACKOFFICE_DIST_DIR: z.string().default(path.join(repoRoot, 'apps/backoffice/dist')),
  /** The house vendor's game files (its own front end, served at /hv/assets). */
  HOUSE_GAMES_DIR: z.string().default(path.join(repoRoot, 'apps/server/house-games')),
  /** The live baccarat table's round: seconds of betting, then seconds of dealing and showing the result. */
  HOUSE_LIVE_BETTING_SECONDS: z.coerce.number().int().min(3).max(120).default(15),
  HOUSE_LIVE_DEAL_SECONDS: z.coerce.number().int().min(2).max(60).default(9),
  /** The card room: a player's seconds to act, and how long a table waits for people before bots sit. */
  HOUSE_PVP_TURN_SECONDS: z.coerce.number().int().min(2).max(120).default(15),
  HOUSE_PVP_BOT_WAIT_SECONDS: z.coerce.number().int().min(1).max(300).default(8),
  /** The time zone whose days the reports group by (personal profit and loss). */
  REPORT_TIME_ZONE: z.string().default('Asia/Manila'),
  /** How often each vendor's bet records are pulled into the platform. */
  BET_SYNC_SECONDS: z.coerce.number().int().min(1).default(5),
  /** On SIGTERM, how long /readyz answers 503 before the listener closes (a balancer's check interval). */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  /** Sports vendors shown as e-sports (moved from the SPORTS lane to ESPORTS); empty by default. */
  ESPORTS_VENDORS: list(''),
  /** A separate deployment of the house vendor; unset = the one in this process. */
  HOUSE_VENDOR_URL: z.string().url().optional(),
  /** The house lottery's results feed for VN / SEA games whose result source is FEED (decision 0041). */
  LOTTERY_RESULTS_FEED_URL: z.string().url().optional(),
  /** The house vendor's API secret (shared with that deployment); unset = generated into the database. */
  HOUSE_VENDOR_SECRET: z.string().min(32).optional(),
  DEFAULT_MERCHANT_CODE: z.string().min(1).default('DEMO'),
  SEED_DEMO_DATA: bool(true),
  TRUSTED_PROXIES: list('127.0.0.1,::1,::ffff:127.0.0.1'),
  GEOIP_COUNTRY_HEADER: z
    .string()
    .min(1)
    .default('cf-ipcountry')
    .transform((s) => s.toLowerCase()),
  MAXMIND_DB_PATH: z.string().optional(),
  OPERATOR_USERNAME: z.string().min(3).default('admin'),
  OPERATOR_PASSWORD: z.string().min(12).optional(),
  OPERATOR_SESSION_IDLE_MINUTES: z.coerce.number().int().positive().default(30),
  OPERATOR_SESSION_MAX_HOURS: z.coerce.number().int().positive().default(12),
  /** `required`: admin and finance sign in with an authenticator code (TOTP); `optional`: only who enrolled. */
  OPERATOR_TWO_FACTOR: z.enum(['required', 'optional']).default('required'),
  /** Operator sign-in attempts (password, and codes) per address and minute. */
  OPERATOR_LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(10),
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1_048_576),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  MERCHANT_CACHE_MS: z.coerce.number().int().min(0).default(5_000),

  // identity (issue 3)
  SESSION_IDLE_MINUTES: z.coerce.number().int().positive().default(60),
  SESSION_MAX_HOURS: z.coerce.number().int().positive().default(24),
  /** One active session per account: a new login ends the older one (`login.not.session`). */
  SINGLE_SESSION: bool(true),
  /** A password older than this is expired (forced change when PWDEXPFORCECHANGE3 is on). */
  PASSWORD_MAX_AGE_DAYS: z.coerce.number().int().positive().default(90),
  /** Password logins per IP per minute; kept below what argon2 sustains on this machine. */
  LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(20),
  /**
   * Online deposits: `demo` serves a demo gateway page that credits WITHOUT payment (demo sites and
   * tests only); `none` offers offline (bank transfer) channels only.
   */
  PAYMENT_GATEWAY: z.enum(['demo', 'none']).default('demo'),
  /** Money calls (wallet and member transfers) per address per minute. */
  MONEY_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(60),
  /** How long a game vendor may take to answer a transfer before it is left PENDING for reconciliation. */
  VENDOR_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  /** Failed logins before the account locks; each further failure doubles the lock (from 1 minute). */
  LOGIN_LOCK_AFTER_FAILURES: z.coerce.number().int().positive().default(5),
  /** Real SMS provider (HTTP POST JSON); unset = the outbox the operator reads. */
  SMS_PROVIDER_URL: z.string().url().optional(),
  SMS_PROVIDER_TOKEN: z.string().optional(),
  OTP_TTL_MINUTES: z.coerce.number().int().min(1).max(10).default(5),
  /** SMTP server for e-mail (smtp://user:pass@host:port); unset = the outbox the operator reads. */
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Demo Bet <no-reply@demobet.local>'),
  /** Tests only (NODE_ENV=test): every captcha shows this text, so a browser test can type it. */
  CAPTCHA_FIXED_TEXT: z
    .string()
    .regex(/^[A-Z2-9]{4}$/)
    .optional(),
  /** Tests only (NODE_ENV=test): POST /test/clock moves settlement's clock forward (decision 0038). */
  TEST_CLOCK_CONTROL: bool(false),
  /** Public address of the site, used in e-mailed links. */
  PUBLIC_URL: z.string().url().default('http://localhost:3000'),

  // social login (OpenID Connect); a provider without a client id is not configured
  GOOGLE_OIDC_ISSUER: z.string().url().default('https://accounts.google.com'),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  FACEBOOK_OIDC_ISSUER: z.string().url().default('https://www.facebook.com'),
  FACEBOOK_CLIENT_ID: z.string().min(1).optional(),
  FACEBOOK_CLIENT_SECRET: z.string().min(1).optional(),
  /** Facebook's discovery document lists no token endpoint; its Graph API one takes the code. */
  FACEBOOK_TOKEN_ENDPOINT: z.string().url().default('https://graph.facebook.com/v21.0/oauth/access_token'),

  // Firebase-style SMS at sign-up (docs/decisions/0012-firebase-sms.md); off without a project id
  FIREBASE_PROJECT_ID: z
    .string()
    .trim()
    .regex(/^$|^[a-z0-9][a-z0-9-]{2,62}$/, 'a Firebase project id (lower-case letters, digits, dashes)')
    .optional()
    .transform((v) => v || undefined),
  /** The project's web API key: public (the browser sends it to Google), but it goes into URLs. */
  FIREBASE_API_KEY: z
    .string()
    .trim()
    .regex(/^$|^[\w-]{8,128}$/, 'letters, digits, _ and -')
    .optional()
    .transform((v) => v || undefined),
  /** Identity Toolkit REST API the browser calls (`/v1/accounts:sendVerificationCode`, …). */
  FIREBASE_AUTH_URL: z
    .string()
    .url()
    .default('https://identitytoolkit.googleapis.com')
    .transform((u) => u.replace(/\/+$/, '')),
  /** The keys Firebase signs ID tokens with. */
  FIREBASE_JWKS_URL: z
    .string()
    .url()
    .default('https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com'),
  /**
   * reCAPTCHA v2 script the register form loads to prove to Firebase that the SMS request comes
   * from the site (`recaptchaToken`); the CSP opens `script-src`/`frame-src` to it when on.
   */
  FIREBASE_RECAPTCHA_SCRIPT_URL: z.string().url().default('https://www.google.com/recaptcha/api.js'),
});

export type Config = z.infer<typeof envSchema>;

/** Plain http is accepted only for a provider on this machine (a local test provider). */
export const isLoopbackUrl = (url: string) =>
  ['localhost', '127.0.0.1', '[::1]'].includes(new URL(url).hostname);

function socialChecks(c: Config): string[] {
  const problems: string[] = [];
  for (const p of ['GOOGLE', 'FACEBOOK'] as const) {
    if (!c[`${p}_CLIENT_ID`] !== !c[`${p}_CLIENT_SECRET`])
      problems.push(`${p}_CLIENT_ID and ${p}_CLIENT_SECRET: set both or neither`);
    const issuer = c[`${p}_OIDC_ISSUER`];
    if (!issuer.startsWith('https://') && !isLoopbackUrl(issuer))
      problems.push(`${p}_OIDC_ISSUER: must be https`);
  }
  return problems;
}

function firebaseChecks(c: Config): string[] {
  if (!c.FIREBASE_PROJECT_ID) return [];
  const problems = c.FIREBASE_API_KEY ? [] : ['FIREBASE_API_KEY: required with FIREBASE_PROJECT_ID'];
  for (const name of ['FIREBASE_AUTH_URL', 'FIREBASE_JWKS_URL', 'FIREBASE_RECAPTCHA_SCRIPT_URL'] as const) {
    if (!c[name].startsWith('https://') && !isLoopbackUrl(c[name])) problems.push(`${name}: must be https`);
  }
  return problems;
}

const checks = (c: Config): string[] => [
  ...(c.CAPTCHA_FIXED_TEXT && c.NODE_ENV !== 'test'
    ? ['CAPTCHA_FIXED_TEXT: allowed only with NODE_ENV=test']
    : []),
  ...(c.TEST_CLOCK_CONTROL && c.NODE_ENV !== 'test'
    ? ['TEST_CLOCK_CONTROL: allowed only with NODE_ENV=test']
    : []),
  ...socialChecks(c),
  ...firebaseChecks(c),
];

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const problems = checks(parsed.data);
  if (problems.length > 0) throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  return parsed.data;
}
