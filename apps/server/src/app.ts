import type { Clock } from './shared/clock.js';
import type { LotteryVendorSide } from './wiring/build-lottery-services.js';
import { randomUUID } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { firebaseCspSources } from './adapters/firebase/firebase-csp.js';
import { firebaseSmsSettings } from './adapters/firebase/firebase-settings.js';
import type { VendorRegistry } from './adapters/game-vendor/game-vendor.js';
import type { Bus } from './adapters/redis/bus.js';
import type { GeoIp } from './adapters/geo-ip/geo-ip.js';
import type { Config } from './config.js';
import type { Db } from './db/create-db.js';
import { memberAuthPlugin } from './modules/identity/member-auth.plugin.js';
import { groupCommitStats } from './modules/ledger/ledger-batcher.js';
import { merchantContextPlugin } from './modules/merchant/merchant-context.plugin.js';
import type { MerchantService } from './modules/merchant/merchant.service.js';
import type { OperatorAuthService } from './modules/operator/operator-auth.service.js';
import { errorsPlugin } from './plugins/errors.js';
import { metricsPlugin } from './plugins/metrics.js';
import { payloadEncryptionPlugin } from './plugins/payload-encryption.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';
import { registerBackofficeStatic } from './plugins/backoffice-static.js';
import { registerWebStatic } from './plugins/web-static.js';
import { BET_SYNC_JOB } from './jobs/bet-sync.job.js';
import { MISSION_PROGRESS_JOB } from './jobs/mission-progress.job.js';
import { CASHBACK_JOB } from './jobs/cashback.job.js';
import { RAFFLE_DRAWS_JOB } from './jobs/raffle-draws.job.js';
import { POINTS_EARNING_JOB } from './jobs/points-earning.job.js';
import { VIP_PROMOTION_JOB, VIP_SWEEP_JOB } from './jobs/vip.job.js';
import { HARM_MARKERS_JOB } from './jobs/harm-markers.job.js';
import { REFERRAL_JOB } from './jobs/referral.job.js';
import type { DepositService } from './modules/wallet/deposit.service.js';
import type { WithdrawService } from './modules/wallet/withdraw.service.js';
import { buildServices } from './wiring/build-services.js';
import { createPageRenderer } from './modules/system/page-renderer.js';
import { siteDocument } from './modules/system/site-document.js';
import { registerRoutes } from './wiring/register-routes.js';
import { scheduleJobs } from './wiring/schedule-jobs.js';
import { startLiveDealer } from './jobs/live-dealer.js';
import { startPvpDealer } from './jobs/pvp-dealer.js';
import type { LiveCasino } from './modules/house-live/live-casino.service.js';

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
    /** Runs the missions' progress feed now (after any run in progress). */
    recountMissions: () => Promise<unknown>;
    /** Pays the cashback now due (after any run in progress); draws the prize draws now due. */
    payCashback: () => Promise<unknown>;
    drawRaffles: () => Promise<unknown>;
    /** Earns the points of bets settled and deposits completed since the last run (after any run). */
    earnPoints: () => Promise<unknown>;
    /** The VIP jobs now: promotions from the feed, and the hourly sweep (relegations, benefits). */
    promoteVip: () => Promise<unknown>;
    sweepVip: () => Promise<unknown>;
    /** Pays the referral tiers friends have newly reached (after any run in progress). */
    payReferrals: () => Promise<unknown>;
    /** The markers of harm's look now (after any run in progress): the review list. */
    reviewHarmMarkers: () => Promise<unknown>;
    /** Messages between the processes (Redis with REDIS_URL, else in-process). */
    bus: Bus;
    /** The players' deposit and withdrawal services (main.ts seeds the money queues through them). */
    deposits: DepositService;
    withdrawals: WithdrawService;
    /** The house lottery's vendor side (tests drive its draw cycle) and the clock it reads. */
    lottery: LotteryVendorSide | null;
    lotteryClock: Clock;
    live: LiveCasino | null;
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
  // Tests check every answer against its contract's schema (decision 0016); production does not.
  app.decorate('checkResponses', config.NODE_ENV === 'test');
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
  const services = await buildServices(app, { config, db, geoIp, captchaText, vendors });

  // Some platform calls are form posts (forgot password by e-mail).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  await registerBackofficeStatic(app, config.BACKOFFICE_DIST_DIR);
  const fallback = await registerWebStatic(app, config.WEB_DIST_DIR, {
    documentParts: siteDocument({
      ...services,
      lanesDocument: (merchantId) => services.lobby.lanesDocument(merchantId),
      categoryGamesDocument: (merchantId, page) => services.lobby.categoryGamesDocument(merchantId, page),
      promotionsDocument: (merchantId) => services.promotions.newcomerListJson(merchantId),
      renderer: createPageRenderer(config.WEB_SSR_DIR, config.NODE_ENV),
    }),
  });
  await app.register(errorsPlugin, { fallback });
  // The register form calls Firebase's Identity Toolkit API and runs reCAPTCHA when Firebase SMS is on.
  await app.register(securityHeadersPlugin, {
    extraSources: firebaseCspSources(firebaseSmsSettings(config)),
  });
  // Routes opt in with `config.rateLimit` (login, SMS, captcha and every unauthenticated write).
  // With REDIS_URL the counters are shared by every process (in-process while Redis is down).
  await app.register(rateLimit, { global: false, ...services.shared.rateLimit });
  app.addHook('onClose', () => services.shared.bus.close());
  await app.register(metricsPlugin, {
    // The ledger's group commit: batches sent and the transfers they carried (their ratio: batch size).
    counters: [
      {
        name: 'ledger_group_commit_batches_total',
        help: 'Ledger batches of two or more transfers posted in one commit',
        read: () => groupCommitStats.batches,
      },
      {
        name: 'ledger_group_commit_transfers_total',
        help: 'Transfers posted inside those batches',
        read: () => groupCommitStats.transfers,
      },
    ],
    gauges: [
      {
        name: 'member_event_streams_open',
        help: "Members' own event streams (live unread count) open on this process",
        read: () => services.inboxStreams.size,
      },
    ],
    // Real-user Web Vitals histograms, by route (issue 11).
    registries: [services.vitals.registry],
  });
  await app.register(merchantContextPlugin, { merchants: services.merchants });
  // Both act only on routes whose contract entry is flagged (`encrypted`, `token`).
  await app.register(payloadEncryptionPlugin, { privateKey: services.payloadKeys.privateKey });
  await app.register(memberAuthPlugin, { sessions: services.sessions });

  registerRoutes(app, services, { config, isShuttingDown: () => shuttingDown });
  const { jobs } = services;
  scheduleJobs(jobs, services, { config, db });
  jobs.start();
  app.addHook('onClose', () => jobs.stop());
  const dealer = services.live ? startLiveDealer(services.live, app.log) : null;
  app.addHook('onClose', async () => dealer?.stop());
  const pvpDealer = services.cardRoom ? startPvpDealer(services.cardRoom, app.log) : null;
  app.addHook('onClose', async () => pvpDealer?.stop());

  const decorated = app as unknown as App;
  decorated.services = {
    merchants: services.merchants,
    operatorAuth: services.operatorAuth,
    syncBets: async () => Number(await jobs.runNow(BET_SYNC_JOB)),
    recountMissions: () => jobs.runNow(MISSION_PROGRESS_JOB),
    payCashback: () => jobs.runNow(CASHBACK_JOB),
    drawRaffles: () => jobs.runNow(RAFFLE_DRAWS_JOB),
    earnPoints: () => jobs.runNow(POINTS_EARNING_JOB),
    promoteVip: () => jobs.runNow(VIP_PROMOTION_JOB),
    sweepVip: () => jobs.runNow(VIP_SWEEP_JOB),
    payReferrals: () => jobs.runNow(REFERRAL_JOB),
    reviewHarmMarkers: () => jobs.runNow(HARM_MARKERS_JOB),
    bus: services.shared.bus,
    deposits: services.deposits,
    withdrawals: services.withdrawals,
    lottery: services.lottery,
    lotteryClock: services.settlementClock,
    live: services.live,
  };
  decorated.markShuttingDown = () => {
    shuttingDown = true;
  };
  return decorated;
}
