import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import { registerAgentTeamRoutes } from '../modules/agent-team/agent-team.routes.js';
import { registerAgentContractRoutes } from '../modules/agent-contracts/agent-contracts.routes.js';
import { registerAgentContractOperatorRoutes } from '../modules/agent-contracts/agent-contracts-operator.routes.js';
import { registerAgentSettlementRoutes } from '../modules/agent-settlement/agent-settlement.routes.js';
import { registerTestClockRoutes } from '../modules/agent-settlement/test-clock.routes.js';
import { registerApiDocsRoutes } from '../modules/api-docs/api-docs.routes.js';
import { registerChatOperatorRoutes } from '../modules/chat/chat-operator.routes.js';
import { registerChatRoutes } from '../modules/chat/chat.routes.js';
import { registerBetRoutes } from '../modules/games/bets.routes.js';
import { registerGameRoutes } from '../modules/games/games.routes.js';
import { registerOperatorGameRoutes } from '../modules/games/operator-games.routes.js';
import { registerHealthRoutes } from '../modules/health/health.routes.js';
import { registerHouseGameRoutes } from '../modules/house-vendor/house-game.routes.js';
import { registerHouseVendorApi } from '../modules/house-vendor/house-vendor-api.routes.js';
import { registerLotteryPlayerRoutes } from '../modules/house-lottery/lottery-player.routes.js';
import { lotteryVendorApi } from '../modules/house-lottery/lottery-vendor-api.js';
import { registerLiveCasinoRoutes } from '../modules/house-live/live-casino.routes.js';
import { liveVendorApi } from '../modules/house-live/live-vendor-api.js';
import { registerCardRoomRoutes } from '../modules/house-pvp/card-room.routes.js';
import { pvpVendorApi } from '../modules/house-pvp/pvp-vendor-api.js';
import { registerSportsbookRoutes } from '../modules/house-sports/sportsbook.routes.js';
import { sportsVendorApi } from '../modules/house-sports/sports-vendor-api.js';
import { registerSportsOperationsRoutes } from '../modules/sports-operations/sports-operations.routes.js';
import { registerCardRoomOperationsRoutes } from '../modules/card-room-operations/card-room-operations.routes.js';
import { registerLotteryOperationsRoutes } from '../modules/lottery-operations/lottery-operations.routes.js';
import { registerLotteryCatalogueRoutes } from '../modules/lottery-catalogue/lottery-catalogue.routes.js';
import { registerMemberRoutes } from '../modules/identity/member.routes.js';
import { registerSessionRoutes } from '../modules/identity/session.routes.js';
import { registerSocialRoutes } from '../modules/identity/social.routes.js';
import { registerOperatorRoutes } from '../modules/operator/operator.routes.js';
import { registerOperatorAccountRoutes } from '../modules/operator/operator-accounts.routes.js';
import { registerOperatorSiteRoutes } from '../modules/operator/operator-site.routes.js';
import { registerEventRoutes } from '../modules/system/events.routes.js';
import { registerInboxOperatorRoutes } from '../modules/inbox/inbox-operator.routes.js';
import { registerInboxRoutes } from '../modules/inbox/inbox.routes.js';
import { registerMemberEventRoutes } from '../modules/inbox/member-events.routes.js';
import { registerFeedbackOperatorRoutes } from '../modules/feedback/feedback-operator.routes.js';
import { registerFeedbackRoutes } from '../modules/feedback/feedback.routes.js';
import { registerNoticeOperatorRoutes } from '../modules/notices/notices-operator.routes.js';
import { registerNoticeRoutes } from '../modules/notices/notices.routes.js';
import { registerMissionOperatorRoutes } from '../modules/missions/missions-operator.routes.js';
import { registerMissionRoutes } from '../modules/missions/missions.routes.js';
import { registerPointsOperatorRoutes } from '../modules/points/points-operator.routes.js';
import { registerPointsRoutes } from '../modules/points/points.routes.js';
import { registerVipOperatorRoutes } from '../modules/vip/vip-operator.routes.js';
import { registerVipRoutes } from '../modules/vip/vip.routes.js';
import { registerReferralOperatorRoutes } from '../modules/referral/referral-operator.routes.js';
import { registerReferralRoutes } from '../modules/referral/referral.routes.js';
import { registerPromotionOperatorRoutes } from '../modules/promotions/promotions-operator.routes.js';
import { registerPromotionRoutes } from '../modules/promotions/promotions.routes.js';
import { registerResponsibleGamingRoutes } from '../modules/responsible-gaming/responsible-gaming.routes.js';
import { registerResponsibleGamingOperatorRoutes } from '../modules/responsible-gaming/responsible-gaming-operator.routes.js';
import { registerSeoRoutes } from '../modules/system/seo.routes.js';
import { registerSiteAppOperatorRoutes } from '../modules/site-app/site-app-operator.routes.js';
import { registerSiteAppRoutes } from '../modules/site-app/site-app.routes.js';
import { registerSystemRoutes } from '../modules/system/system.routes.js';
import { registerVitalsRoutes } from '../modules/system/vitals.routes.js';
import { registerDepositOperatorRoutes } from '../modules/wallet/deposit-operator.routes.js';
import { registerDepositRoutes } from '../modules/wallet/deposit.routes.js';
import { registerMemberTransferRoutes } from '../modules/wallet/member-transfer.routes.js';
import { registerOperatorDepositChannelRoutes } from '../modules/wallet/operator-deposit-channels.routes.js';
import { registerOperatorQueueRoutes } from '../modules/wallet/operator-queues.routes.js';
import { registerOperatorMoneyRoutes } from '../modules/wallet/operator-money.routes.js';
import { registerOperatorJobRoutes } from '../modules/operator/operator-jobs.routes.js';
import { registerReportRoutes } from '../modules/reports/reports.routes.js';
import { registerRecordRoutes } from '../modules/wallet/records.routes.js';
import { registerWalletRoutes } from '../modules/wallet/wallet.routes.js';
import { registerWithdrawOperatorRoutes } from '../modules/wallet/withdraw-operator.routes.js';
import { registerWithdrawRoutes } from '../modules/wallet/withdraw.routes.js';
import { registerPlayerRoutes } from '../modules/players/players.routes.js';
import type { Services } from './build-services.js';

const perMinute = (max: number) => ({ max, timeWindow: '1 minute' });

/** Every route group, each handed the services it calls (built once, in build-services.ts). */
export function registerRoutes(
  app: FastifyInstance,
  s: Services,
  deps: { config: Config; isShuttingDown: () => boolean },
): void {
  const { config } = deps;

  // --- platform
  registerHealthRoutes(app, {
    pingDatabase: s.pingDatabase,
    isShuttingDown: deps.isShuttingDown,
    redisHealth: () => s.shared.bus.health(),
  });
  registerSystemRoutes(app, {
    system: s.system,
    geoIp: s.geoIp,
    signUpBonus: (merchantId) => s.promotions.signUpBonus(merchantId),
  });
  registerSiteAppRoutes(app, { siteApp: s.siteApp, merchants: s.merchants });
  registerSiteAppOperatorRoutes(app, { auth: s.operatorAuth, siteApp: s.siteApp });
  registerVitalsRoutes(app, { vitals: s.vitals, rateLimit: perMinute(config.RATE_LIMIT_PER_MINUTE) });
  registerSeoRoutes(app, { publicUrl: config.PUBLIC_URL });
  // Server-Sent Events from the bus (every process's messages reach every open stream).
  registerEventRoutes(app, {
    bus: s.shared.bus,
    merchants: s.merchants,
    rateLimit: perMinute(config.RATE_LIMIT_PER_MINUTE),
  });
  // Operator sign-in and its codes: one per-address limit (e2e raises it).
  const operatorLoginLimit = perMinute(config.OPERATOR_LOGIN_RATE_LIMIT_PER_MINUTE);
  registerOperatorRoutes(app, {
    auth: s.operatorAuth,
    admin: s.operatorAdmin,
    settings: s.operatorSettings,
    loginRateLimit: operatorLoginLimit,
  });
  registerOperatorAccountRoutes(app, {
    auth: s.operatorAuth,
    ...s.operatorAccounts,
    codeRateLimit: operatorLoginLimit,
  });
  registerApiDocsRoutes(app, { docs: s.apiDocs, auth: s.operatorAuth });

  // --- identity (issue 3)
  registerSessionRoutes(app, {
    login: s.login,
    freePlay: s.freePlay,
    sessions: s.sessions,
    captchas: s.captchas,
    challenges: s.human,
    loginRateLimit: config.LOGIN_RATE_LIMIT_PER_MINUTE,
  });
  registerMemberRoutes(app, {
    members: s.members,
    register: s.register,
    reset: s.reset,
    rules: s.rules,
    geoIp: s.geoIp,
  });
  registerSocialRoutes(app, {
    social: s.social,
    merchants: s.merchants,
    secureCookies: config.PUBLIC_URL.startsWith('https://'),
    rateLimit: config.LOGIN_RATE_LIMIT_PER_MINUTE,
  });

  // --- the house vendor's own API and game pages (when it runs in this process)
  if (s.house) {
    registerHouseVendorApi(app, s.house, (scope, run) => {
      if (s.lottery) lotteryVendorApi(s.lottery)(scope, run);
      if (s.live) liveVendorApi(s.live)(scope, run);
      if (s.cardRoom) pvpVendorApi(s.cardRoom)(scope, run);
      if (s.sportsbook) sportsVendorApi(s.sportsbook)(scope, run);
    });
    registerHouseGameRoutes(app, {
      rounds: s.house.rounds,
      assetsDir: config.HOUSE_GAMES_DIR,
      roundsPerMinute: config.RATE_LIMIT_PER_MINUTE,
    });
  }
  if (s.live)
    registerLiveCasinoRoutes(app, {
      live: s.live,
      bus: s.shared.bus,
      betsPerMinute: config.RATE_LIMIT_PER_MINUTE,
    });
  if (s.cardRoom)
    registerCardRoomRoutes(app, {
      room: s.cardRoom,
      bus: s.shared.bus,
      movesPerMinute: config.RATE_LIMIT_PER_MINUTE,
    });
  if (s.sportsbook)
    registerSportsbookRoutes(app, { book: s.sportsbook.book, betsPerMinute: config.RATE_LIMIT_PER_MINUTE });
  if (s.lottery)
    registerLotteryPlayerRoutes(app, {
      betting: s.lottery.betting,
      results: s.lottery.results,
      bus: s.shared.bus,
      betsPerMinute: config.RATE_LIMIT_PER_MINUTE,
    });

  // --- wallet (issue 4)
  const moneyLimit = perMinute(config.MONEY_RATE_LIMIT_PER_MINUTE);
  registerWalletRoutes(app, { wallet: s.wallet, autoTransfer: s.autoTransfer, rateLimit: moneyLimit });
  registerRecordRoutes(app, { records: s.records });
  registerMemberTransferRoutes(app, { transfers: s.memberTransfers, rateLimit: moneyLimit });
  registerOperatorMoneyRoutes(app, { auth: s.operatorAuth, money: s.operatorMoney });
  registerOperatorJobRoutes(app, { auth: s.operatorAuth, jobs: s.operatorJobs });
  registerPlayerRoutes(app, {
    auth: s.operatorAuth,
    search: s.playerSearch,
    detail: s.playerDetail,
    actions: s.playerActions,
  });
  registerReportRoutes(app, { auth: s.operatorAuth, reports: s.reports });
  registerDepositRoutes(app, { deposits: s.deposits, gateway: s.gateway });
  registerDepositOperatorRoutes(app, { auth: s.operatorAuth, deposits: s.deposits, views: s.depositViews });
  registerWithdrawRoutes(app, { bankCards: s.bankCards, withdrawals: s.withdrawals });
  registerWithdrawOperatorRoutes(app, {
    auth: s.operatorAuth,
    payouts: s.payouts,
    settings: s.moneySettings,
  });
  registerOperatorQueueRoutes(app, { auth: s.operatorAuth, queues: s.operatorQueues, payouts: s.payouts });

  // --- games (issue 5)
  registerGameRoutes(app, { lobby: s.lobby });
  registerOperatorGameRoutes(app, { auth: s.operatorAuth, catalogue: s.operatorCatalogue });
  registerLotteryOperationsRoutes(app, { auth: s.operatorAuth, lottery: s.lotteryOperations });
  registerSportsOperationsRoutes(app, { auth: s.operatorAuth, sports: s.sportsOperations });
  registerCardRoomOperationsRoutes(app, { auth: s.operatorAuth, cardRoom: s.cardRoomOperations });
  registerLotteryCatalogueRoutes(app, { lottery: s.lotteryCatalogue });
  registerOperatorSiteRoutes(app, {
    auth: s.operatorAuth,
    settings: s.operatorSettings,
    site: s.operatorSite,
    content: s.operatorSiteContent,
  });
  registerOperatorDepositChannelRoutes(app, { auth: s.operatorAuth, money: s.moneySettings });
  registerBetRoutes(app, { bets: s.bets, winners: s.winners });

  // --- notices (issue 14): the notice page and modal, game announcements, the operator's notices
  registerNoticeRoutes(app, { notices: s.notices, sessions: s.sessions });
  registerNoticeOperatorRoutes(app, { auth: s.operatorAuth, notices: s.noticesOperator });

  // --- responsible gaming (issue 20)
  registerResponsibleGamingRoutes(app, s.responsibleGaming, s.withdrawalAccess);
  registerResponsibleGamingOperatorRoutes(app, {
    auth: s.operatorAuth,
    rg: s.responsibleGamingOperator,
    harmMarkers: s.harmMarkers,
  });

  // --- promotions (issue 17)
  registerPromotionRoutes(app, {
    promotions: s.promotions,
    rewards: s.promotionRewards,
    raffles: s.raffles,
    sessions: s.sessions,
  });
  registerPromotionOperatorRoutes(app, {
    auth: s.operatorAuth,
    promotions: s.promotionsOperator,
    costs: s.promotionCosts,
  });
  registerMissionRoutes(app, { missions: s.missions, sessions: s.sessions });
  registerMissionOperatorRoutes(app, { auth: s.operatorAuth, missions: s.missionsOperator });
  registerPointsRoutes(app, { points: s.points, mall: s.mall, sessions: s.sessions });
  registerPointsOperatorRoutes(app, { auth: s.operatorAuth, points: s.pointsOperator });
  registerVipRoutes(app, { vip: s.vip });
  registerVipOperatorRoutes(app, { auth: s.operatorAuth, vip: s.vipOperator });
  registerReferralRoutes(app, { referral: s.referral });
  registerReferralOperatorRoutes(app, { auth: s.operatorAuth, referral: s.referralOperator });

  // --- chat room (issue 14)
  registerChatRoutes(app, { chat: s.chat });
  registerChatOperatorRoutes(app, { auth: s.operatorAuth, moderation: s.chatModeration });

  // --- feedback (issue 14)
  registerFeedbackRoutes(app, {
    feedback: s.feedback,
    rateLimit: perMinute(config.RATE_LIMIT_PER_MINUTE),
  });
  registerFeedbackOperatorRoutes(app, { auth: s.operatorAuth, feedback: s.feedbackOperator });

  // --- inbox (issue 14) and the member's own event stream (its live unread badge)
  registerInboxRoutes(app, { inbox: s.inbox });
  registerInboxOperatorRoutes(app, { auth: s.operatorAuth, inbox: s.inboxOperator });
  registerMemberEventRoutes(app, {
    inbox: s.inbox,
    streams: s.inboxStreams,
    rateLimit: perMinute(config.RATE_LIMIT_PER_MINUTE),
  });

  // --- agent centre: team reports (issue 15)
  registerAgentTeamRoutes(app, {
    overview: s.teamOverview,
    members: s.teamMembers,
    profit: s.teamProfit,
    bets: s.teamBets,
    transactions: s.teamTransactions,
    register: s.register,
  });

  // --- agent contracts (issue 15 lane B): states only; settlement runs come with settlement
  registerAgentContractRoutes(app, { contracts: s.agentContracts });
  registerAgentContractOperatorRoutes(app, { auth: s.operatorAuth, contracts: s.agentContractsOperator });
  registerAgentSettlementRoutes(app, { auth: s.operatorAuth, payouts: s.agentPayouts });
  if (config.TEST_CLOCK_CONTROL) registerTestClockRoutes(app, { clock: s.settlementClock });
}
