import type { FastifyInstance } from 'fastify';
import { firebaseSmsPublic, firebaseSmsSettings } from '../adapters/firebase/firebase-settings.js';
import { VendorRegistry } from '../adapters/game-vendor/game-vendor.js';
import { createGeoIp, type GeoIp } from '../adapters/geo-ip/geo-ip.js';
import { DemoGateway } from '../adapters/payment-gateway/demo-gateway.js';
import { CacheInvalidation } from '../adapters/redis/cache-invalidation.js';
import { createSharedState } from '../adapters/redis/create-bus.js';
import type { Config } from '../config.js';
import type { Db } from '../db/create-db.js';
import { loadPayloadKeys } from '../plugins/payload-encryption.js';
import { Sealer } from '../shared/sealed.js';
import { pingDatabase } from '../modules/health/health.repo.js';
import { BetRecordsService } from '../modules/games/bet-records.service.js';
import { LobbyService } from '../modules/games/lobby.service.js';
import { WinnerBoardService } from '../modules/games/winners.service.js';
import { OperatorCatalogueService } from '../modules/games/operator-catalogue.service.js';
import { getOrCreateSecret } from '../modules/identity/server-secrets.js';
import { MerchantService } from '../modules/merchant/merchant.service.js';
import { OperatorAdminService } from '../modules/operator/operator-admin.service.js';
import { OperatorAuthService } from '../modules/operator/operator-auth.service.js';
import { OperatorAccountService } from '../modules/operator/operator-account.service.js';
import { OperatorAuditService } from '../modules/operator/operator-audit.service.js';
import { OperatorManagementService } from '../modules/operator/operator-management.service.js';
import { TotpSecretBox } from '../modules/operator/operator-totp.js';
import { OperatorTwoFactorService } from '../modules/operator/operator-two-factor.service.js';
import { OperatorJobsService } from '../modules/operator/operator-jobs.service.js';
import { OperatorSettingsService } from '../modules/operator/operator-settings.service.js';
import { OperatorSiteContentService } from '../modules/operator/operator-site-content.service.js';
import { OperatorSiteService } from '../modules/operator/operator-site.service.js';
import { ApiDocsService } from '../modules/api-docs/api-docs.service.js';
import { SiteAppService } from '../modules/site-app/site-app.service.js';
import { SystemService } from '../modules/system/system.service.js';
import { WebVitalsService } from '../modules/system/vitals.service.js';
import { AutoTransferService } from '../modules/wallet/auto-transfer.service.js';
import { BankCardService } from '../modules/wallet/bank-card.service.js';
import { DepositOperatorService } from '../modules/wallet/deposit-operator.service.js';
import { DepositService } from '../modules/wallet/deposit.service.js';
import { OperatorQueuesService } from '../modules/wallet/operator-queues.service.js';
import { MemberTransferService } from '../modules/wallet/member-transfer.service.js';
import { MoneySettingsService } from '../modules/wallet/money-settings.service.js';
import { OperatorMoneyService } from '../modules/wallet/operator-money.service.js';
import { PaymentPasswordCheck } from '../modules/wallet/payment-password.js';
import { RecordsService } from '../modules/wallet/records.service.js';
import { VendorTransferService } from '../modules/wallet/vendor-transfer.service.js';
import { WalletService } from '../modules/wallet/wallet.service.js';
import { WithdrawPayoutService } from '../modules/wallet/withdraw-payout.service.js';
import { WithdrawService } from '../modules/wallet/withdraw.service.js';
import { DurableScheduler } from '../jobs/durable-scheduler.js';
import { ReportsService } from '../modules/reports/reports.service.js';
import { PlayerActionsService } from '../modules/players/player-actions.service.js';
import { PlayerDetailService } from '../modules/players/player-detail.service.js';
import { PlayerSearchService } from '../modules/players/player-search.service.js';
import { buildAgentServices } from './build-agent-services.js';
import { buildLotteryServices } from './build-lottery-services.js';
import { buildLiveServices } from './build-live-services.js';
import { buildPvpServices } from './build-pvp-services.js';
import { buildSportsServices } from './build-sports-services.js';
import { LotteryOperationsService } from '../modules/lottery-operations/lottery-operations.service.js';
import { LotteryVendorCalls } from '../modules/lottery-operations/lottery-vendor-calls.js';
import { LotteryCatalogueService } from '../modules/lottery-catalogue/lottery-catalogue.service.js';
import { LotteryVendorReads } from '../modules/lottery-catalogue/lottery-vendor-reads.js';
import { buildContentServices } from './build-content-services.js';
import { vipDailyWithdrawalLimit } from '../modules/vip/vip.repo.js';
import { buildLoyaltyServices } from './build-loyalty-services.js';
import { MissionsOperatorService } from '../modules/missions/missions-operator.service.js';
import { MissionsService } from '../modules/missions/missions.service.js';
import { PromotionsOperatorService } from '../modules/promotions/promotions-operator.service.js';
import { CashbackService } from '../modules/promotions/cashback.service.js';
import { PromotionsService } from '../modules/promotions/promotions.service.js';
import { PlayLimits } from '../modules/responsible-gaming/play-limits.js';
import { HarmMarkers } from '../modules/responsible-gaming/harm-markers.service.js';
import { ResponsibleGamingOperatorService } from '../modules/responsible-gaming/responsible-gaming-operator.service.js';
import {
  activeExclusion,
  ResponsibleGamingService,
} from '../modules/responsible-gaming/responsible-gaming.service.js';
import { issueWithdrawalCode, WithdrawalAccess } from '../modules/responsible-gaming/withdrawal-access.js';
import { PromotionCostsService } from '../modules/promotions/promotion-costs.service.js';
import { PromotionFacts } from '../modules/promotions/promotion-facts.js';
import { RaffleDrawsService } from '../modules/promotions/raffle-draws.service.js';
import { RaffleService } from '../modules/promotions/raffle.service.js';
import { PromotionRewardsService } from '../modules/promotions/promotion-rewards.service.js';
import { buildHouseVendor } from './build-house-vendor.js';
import { buildIdentityServices } from './build-identity-services.js';

export interface ServiceDeps {
  config: Config;
  db: Db;
  geoIp?: GeoIp | undefined;
  /** Tests only: the captcha text, which otherwise exists only inside the image. */
  captchaText?: (() => string) | undefined;
  /** Tests only: game vendors besides the house one (a vendor that fails or stays silent). */
  vendors?: VendorRegistry | undefined;
}

export type Services = Awaited<ReturnType<typeof buildServices>>;

/**
 * The one place every service is built, each once. `app` is needed only for its logger and, when
 * the house vendor runs in this process, for `app.inject` (the platform reaches it over HTTP).
 */
export async function buildServices(app: FastifyInstance, deps: ServiceDeps) {
  const { config, db } = deps;

  // What the processes share (Redis when REDIS_URL is set, else in-process): bus and rate limits.
  const shared = createSharedState(config.REDIS_URL, app.log);
  // An operator's change drops the cache in every process at once; the TTLs stay as the safety net.
  const caches = new CacheInvalidation(shared.bus);

  // --- platform: merchants, system settings, operators
  const merchants = new MerchantService(db, config.DEFAULT_MERCHANT_CODE, config.MERCHANT_CACHE_MS, caches);
  const payloadKeys = await loadPayloadKeys((name, create) => getOrCreateSecret(db, name, create));
  const firebaseSms = firebaseSmsSettings(config);
  const system = new SystemService(
    db,
    merchants,
    config.MERCHANT_CACHE_MS,
    payloadKeys.publicKeyPem,
    firebaseSmsPublic(firebaseSms),
  );
  // Real-user Web Vitals histograms (issue 11), served on /metrics.
  const vitals = new WebVitalsService();
  const operatorAuth = new OperatorAuthService(
    db,
    { idleMinutes: config.OPERATOR_SESSION_IDLE_MINUTES, maxHours: config.OPERATOR_SESSION_MAX_HOURS },
    config.OPERATOR_TWO_FACTOR,
  );
  // Operator accounts (issue 13): second factor (secrets sealed), own sessions, operators, audit log.
  const operatorAccounts = {
    twoFactor: new OperatorTwoFactorService({
      db,
      auth: operatorAuth,
      box: new TotpSecretBox(new Sealer(await getOrCreateSecret(db, 'operator-totp-key'))),
    }),
    account: new OperatorAccountService({ db, auth: operatorAuth }),
    management: new OperatorManagementService(db),
    audit: new OperatorAuditService(db),
  };
  const operatorSettings = new OperatorSettingsService(db, merchants);
  const operatorSite = new OperatorSiteService(db, merchants);
  const operatorSiteContent = new OperatorSiteContentService(db, merchants);
  // The lite app (web manifest) and the join-us page (issue 14).
  const siteApp = new SiteAppService(db);
  // The API documentation at /docs: on in development until an operator says otherwise.
  const apiDocs = new ApiDocsService(db, config.NODE_ENV === 'development');
  const operatorAdmin = new OperatorAdminService({ db, auth: operatorAuth });
  const geoIp =
    deps.geoIp ??
    createGeoIp({
      headerName: config.GEOIP_COUNTRY_HEADER,
      trustedProxies: config.TRUSTED_PROXIES,
      maxmindDbPath: config.MAXMIND_DB_PATH,
    });

  const agents = buildAgentServices({ db, config });
  // Responsible gaming reads the settlement clock, so a browser test can see a raise apply 24 hours later.
  const rgNow = () => new Date(agents.settlementClock.now());

  // --- identity (issue 3)
  const identity = await buildIdentityServices({
    exclusions: {
      activeExclusion: (memberId) => activeExclusion(db, memberId, rgNow()),
      withdrawalCode: (member) => issueWithdrawalCode(db, member, rgNow()),
    },
    db,
    config,
    log: app.log,
    merchants,
    firebaseSms,
    captchaText: deps.captchaText,
    rules: (ctx) => system.registerRules(ctx),
    agentSignUpOpen: (merchantId) => siteApp.agentSignUpOpen(merchantId),
  });
  const { otp, sms, reset } = identity;

  // --- the house vendor (DESIGN.md §5): built only when the tests did not bring their own HOUSE
  const vendors = deps.vendors ?? new VendorRegistry();
  const house = vendors.get('HOUSE') ? null : await buildHouseVendor(app, config, db);
  if (house) vendors.register(house.client);

  // --- wallet (issue 4)
  // --- responsible gaming (issue 20): the player's limits, checked where money comes in or play
  // starts
  const limits = new PlayLimits({ db, timeZone: config.REPORT_TIME_ZONE, now: rgNow });
  const responsibleGaming = new ResponsibleGamingService({
    db,
    limits,
    sessions: identity.sessions,
    vendors,
    timeZone: config.REPORT_TIME_ZONE,
    now: rgNow,
  });
  const withdrawalAccess = new WithdrawalAccess({ db, sessions: identity.sessions, now: rgNow });
  const harmMarkers = new HarmMarkers({ db, timeZone: config.REPORT_TIME_ZONE, now: rgNow });
  const responsibleGamingOperator = new ResponsibleGamingOperatorService({
    db,
    limits,
    rg: responsibleGaming,
    harmMarkers,
    now: rgNow,
  });

  const transfers = new VendorTransferService(db, vendors, config.VENDOR_TIMEOUT_MS, limits);
  const paymentPassword = new PaymentPasswordCheck(db, config.LOGIN_LOCK_AFTER_FAILURES);
  // The demo gateway credits without payment: an operator taking real money sets PAYMENT_GATEWAY=none
  // (offline channels only) until a real gateway adapter is configured.
  const gateway =
    config.PAYMENT_GATEWAY === 'demo'
      ? new DemoGateway(await getOrCreateSecret(db, 'demo-gateway-hmac'))
      : null;
  const deposits = new DepositService(db, gateway, limits);
  const bankCards = new BankCardService({ db, paymentPassword, otp, sms });
  const withdrawals = new WithdrawService({
    db,
    paymentPassword,
    timeZone: config.REPORT_TIME_ZONE,
    dailyLimitOf: vipDailyWithdrawalLimit,
  });
  const payouts = new WithdrawPayoutService(db);
  const autoTransfer = new AutoTransferService({ db, vendors, transfers });
  const wallet = new WalletService({ db, vendors, transfers, autoTransfer });
  const records = new RecordsService(db);
  const memberTransfers = new MemberTransferService({ db, paymentPassword });
  const operatorMoney = new OperatorMoneyService({ db, transfers });
  const depositViews = new DepositOperatorService(db);
  const operatorQueues = new OperatorQueuesService({ db, transfers });
  const moneySettings = new MoneySettingsService(db);

  // --- games (issue 5)
  const lobby = new LobbyService({
    db,
    vendors,
    esportsVendors: config.ESPORTS_VENDORS,
    cacheMs: config.MERCHANT_CACHE_MS,
    limits,
  });
  const operatorCatalogue = new OperatorCatalogueService({
    db,
    vendors,
    onChange: () => caches.publish('games'),
  });
  const bets = new BetRecordsService({ db, timeZone: config.REPORT_TIME_ZONE });
  // Read by every home page; a new big win shows within MERCHANT_CACHE_MS.
  const winners = new WinnerBoardService({ db, cacheMs: config.MERCHANT_CACHE_MS });
  // An operator's catalogue change shows at once in every process's lobby and board.
  caches.on('games', () => {
    lobby.clearCache();
    winners.clearCache();
  });
  // Every job once per period across the processes sharing this database (decision 0021).
  const jobs = new DurableScheduler({ db, log: app.log });
  const operatorJobs = new OperatorJobsService({ db, jobs });
  // The operator's players (issue 13): search, the player page, actions that are not money.
  const playerSearch = new PlayerSearchService(db);
  const playerDetail = new PlayerDetailService({ db, vendors, records, bets });
  const playerActions = new PlayerActionsService({ db, reset });
  // Dashboard and reports read the daily aggregates the roll-up job keeps (issue 13).
  const reports = new ReportsService({ db, timeZone: config.REPORT_TIME_ZONE });
  // The agent centre: team reports, contracts and their settlement (issue 15).
  // The lottery reads the settlement clock: a browser test moves it forward to a draw.
  const lotteryServices = buildLotteryServices({
    db,
    bus: shared.bus,
    clock: agents.settlementClock,
    vendors,
    house,
    feedUrl: config.LOTTERY_RESULTS_FEED_URL,
    log: app.log,
  });
  // The operator's side of the house lottery reaches the vendor only through its HLOTT client.
  const lotteryOperations = new LotteryOperationsService({
    db,
    vendor: new LotteryVendorCalls(lotteryServices.lotteryClient),
  });
  // The platform's lottery calls (popular, results, VN menus): the catalogue plus the vendor's reads.
  const lotteryCatalogue = new LotteryCatalogueService({
    lobby,
    vendor: new LotteryVendorReads(lotteryServices.lotteryClient),
    cacheMs: 2_000,
  });
  // Notices, inbox, feedback and the chat rooms (issue 14): one room per enabled lottery game.
  const content = await buildContentServices({
    db,
    bus: shared.bus,
    log: app.log,
    merchants,
    config,
    lotteryGames: (merchantId) => lotteryCatalogue.enabledGames(merchantId),
  });
  // Cashback counts bets by their settlement time, stamped in real time: its periods follow it too.
  const cashback = new CashbackService({ db, timeZone: config.REPORT_TIME_ZONE });
  // Promotions (issue 17): states and draws read the settlement clock, so a browser test can move
  // past a window.
  const raffleDraws = new RaffleDrawsService({
    db,
    timeZone: config.REPORT_TIME_ZONE,
    now: () => new Date(agents.settlementClock.now()),
  });
  const promotionFacts = new PromotionFacts({ db, timeZone: config.REPORT_TIME_ZONE });
  const promotions = new PromotionsService({
    db,
    timeZone: config.REPORT_TIME_ZONE,
    now: () => new Date(agents.settlementClock.now()),
    cashback,
    raffleDraws,
    facts: promotionFacts,
  });
  const raffles = new RaffleService({
    db,
    facts: promotionFacts,
    now: () => new Date(agents.settlementClock.now()),
  });
  const promotionRewards = new PromotionRewardsService({ db });
  const promotionsOperator = new PromotionsOperatorService({ db });
  const promotionCosts = new PromotionCostsService({ db, timeZone: config.REPORT_TIME_ZONE });
  // Missions count rows stamped by the database's own clock, so their periods follow real time (not
  // the settlement clock a browser test moves forward: a login now would fall outside its "today").
  const missions = new MissionsService({ db, timeZone: config.REPORT_TIME_ZONE });
  const missionsOperator = new MissionsOperatorService({ db, timeZone: config.REPORT_TIME_ZONE });

  return {
    pingDatabase: () => pingDatabase(db),
    shared,
    ...{ merchants, payloadKeys, system, vitals, operatorAuth, operatorSettings, operatorAdmin, geoIp },
    ...{ operatorSite, operatorSiteContent, siteApp },
    operatorAccounts,
    ...identity,
    ...{ vendors, house, transfers, paymentPassword, gateway, deposits, depositViews, bankCards },
    ...{ withdrawals, payouts, moneySettings, wallet, autoTransfer, records, memberTransfers, operatorMoney },
    ...{ operatorQueues },
    ...{ lobby, operatorCatalogue, bets, winners },
    ...{ jobs, operatorJobs, apiDocs },
    ...{ playerSearch, playerDetail, playerActions },
    reports,
    ...agents,
    ...lotteryServices,
    ...buildLiveServices({ db, bus: shared.bus, config, vendors, house }),
    ...buildPvpServices({ db, bus: shared.bus, config, vendors, house }),
    ...buildSportsServices({ db, clock: agents.settlementClock, vendors, house }),
    lotteryOperations,
    lotteryCatalogue,
    ...content,
    ...{ promotions, promotionRewards, promotionsOperator, promotionCosts, cashback, raffles, raffleDraws },
    ...{ limits, responsibleGaming, responsibleGamingOperator, harmMarkers, withdrawalAccess },
    ...{ missions, missionsOperator },
    ...buildLoyaltyServices({ db, paymentPassword, timeZone: config.REPORT_TIME_ZONE }),
  };
}
