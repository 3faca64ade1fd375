import { randomUUID } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { firebaseCspSources } from './adapters/firebase/firebase-csp.js';
import { firebaseSmsPublic, firebaseSmsSettings } from './adapters/firebase/firebase-settings.js';
import { createGeoIp, type GeoIp } from './adapters/geo-ip/geo-ip.js';
import type { Config } from './config.js';
import type { Db } from './db/create-db.js';
import { registerHealthRoutes } from './modules/health/health.routes.js';
import { MerchantService } from './modules/merchant/merchant.service.js';
import { OperatorAuthService } from './modules/operator/operator-auth.service.js';
import { OperatorSettingsService } from './modules/operator/operator-settings.service.js';
import { registerOperatorRoutes } from './modules/operator/operator.routes.js';
import { SystemService } from './modules/system/system.service.js';
import { registerSystemRoutes } from './modules/system/system.routes.js';
import { errorsPlugin } from './plugins/errors.js';
import { merchantContextPlugin } from './plugins/merchant-context.js';
import { metricsPlugin } from './plugins/metrics.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';
import { registerWebStatic } from './plugins/web-static.js';
import { loadPayloadKeys } from './plugins/payload-encryption.js';
import { registerIdentity } from './wiring/identity.js';
import { registerMoney } from './wiring/wallet.js';
import { registerGames } from './wiring/games.js';
import type { VendorRegistry } from './adapters/game-vendor/game-vendor.js';

/** An answer slower than this is logged even on a quiet route. */
const SLOW_REQUEST_MS = 1_000;

export interface AppDeps {
  config: Config;
  db: Db;
  geoIp?: GeoIp;
  /** Where JSON logs go (default stdout, written synchronously). */
  logStream?: DestinationStream;
  /** Tests only: the captcha text, which otherwise exists only inside the image. */
  captchaText?: () => string;
  /** Tests only: game vendors besides the house one (a vendor that fails or stays silent). */
  vendors?: VendorRegistry;
}

export interface App extends FastifyInstance {
  services: {
    merchants: MerchantService;
    operatorAuth: OperatorAuthService;
    syncBets: () => Promise<number>;
  };
  markShuttingDown(): void;
}

/** Builds the whole site (API, operator API, web app) without listening: tests call `inject()`. */
export async function buildApp({
  config,
  db,
  geoIp,
  logStream,
  captchaText,
  vendors,
}: AppDeps): Promise<App> {
  const app = Fastify({
    logger: { level: config.LOG_LEVEL, ...(logStream ? { stream: logStream } : {}) },
    trustProxy: config.TRUSTED_PROXIES,
    bodyLimit: config.BODY_LIMIT_BYTES,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    // One line per request at the end (below), not two.
    logController: new LogController({ disableRequestLogging: true }),
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    // Polls that every page load or probe makes (status, health) are logged only when they fail
    // or are slow: their lines would be most of the log and cost a fifth of their serving time.
    const routine =
      request.routeOptions.config.quietWhenOk &&
      reply.statusCode < 400 &&
      reply.elapsedTime < SLOW_REQUEST_MS;
    if (!routine) {
      request.log.info(
        {
          method: request.method,
          url: request.url,
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime),
        },
        'request',
      );
    }
    done();
  });

  let shuttingDown = false;
  const merchants = new MerchantService(db, config.DEFAULT_MERCHANT_CODE, config.MERCHANT_CACHE_MS);
  const payloadKeys = await loadPayloadKeys(db);
  const firebaseSms = firebaseSmsSettings(config);
  const system = new SystemService(
    db,
    merchants,
    config.MERCHANT_CACHE_MS,
    payloadKeys.publicKeyPem,
    firebaseSmsPublic(firebaseSms),
  );
  const operatorAuth = new OperatorAuthService(db, {
    idleMinutes: config.OPERATOR_SESSION_IDLE_MINUTES,
    maxHours: config.OPERATOR_SESSION_MAX_HOURS,
  });
  const operatorSettings = new OperatorSettingsService(db, merchants);
  const geo =
    geoIp ??
    createGeoIp({
      headerName: config.GEOIP_COUNTRY_HEADER,
      trustedProxies: config.TRUSTED_PROXIES,
      maxmindDbPath: config.MAXMIND_DB_PATH,
    });

  // Some platform calls are form posts (forgot password by e-mail).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  const fallback = await registerWebStatic(app, config.WEB_DIST_DIR);
  await app.register(errorsPlugin, { fallback });
  // The register form calls Firebase's Identity Toolkit API and runs reCAPTCHA when Firebase SMS is on.
  await app.register(securityHeadersPlugin, { extraSources: firebaseCspSources(firebaseSms) });
  // Routes opt in with `config.rateLimit` (login, SMS, captcha and every unauthenticated write).
  await app.register(rateLimit, { global: false });
  await app.register(metricsPlugin);
  await app.register(merchantContextPlugin, { merchants });

  registerHealthRoutes(app, { db, isShuttingDown: () => shuttingDown });
  registerSystemRoutes(app, { system, geoIp: geo });
  registerOperatorRoutes(app, { db, auth: operatorAuth, settings: operatorSettings });
  await registerIdentity(app, { config, db, system, merchants, payloadKeys, captchaText });
  const money = await registerMoney(app, { config, db, operatorAuth, ...(vendors ? { vendors } : {}) });
  const games = registerGames(app, { config, db, vendors: money.vendors, operatorAuth });

  const decorated = app as unknown as App;
  decorated.services = { merchants, operatorAuth, syncBets: games.syncBets };
  decorated.markShuttingDown = () => {
    shuttingDown = true;
  };
  return decorated;
}
