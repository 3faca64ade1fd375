import type { z } from 'zod';
import type { RouteSchemas, Same } from '../route-schemas.js';
import type { CallOf } from '../routes.js';
import * as accounts from './operator-accounts.js';
import * as agentTree from './operator-agent-tree.js';
import * as agents from './operator-agents.js';
import * as chat from './operator-chat.js';
import * as responsibleGaming from './operator-responsible-gaming.js';
import * as docs from './operator-docs.js';
import * as inbox from './operator-inbox.js';
import * as feedback from './operator-feedback.js';
import * as missions from './operator-missions.js';
import * as points from './operator-points.js';
import * as vip from './operator-vip.js';
import * as referral from './operator-referral.js';
import * as promotions from './operator-promotions.js';
import * as jobs from './operator-jobs.js';
import * as lottery from './operator-lottery.js';
import * as sports from './operator-sports.js';
import * as cardRoom from './operator-card-room.js';
import * as money from './operator-money.js';
import * as notices from './operator-notices.js';
import * as ops from './operator.js';
import * as reports from './operator-reports.js';
import * as players from './operator-players.js';
import * as site from './operator-site.js';
import * as siteApp from './operator-site-app.js';
import * as siteSchemas from './operator-site-schemas.js';
import * as queues from './operator-queues.js';

const decide = <R extends z.ZodType>(response: R) => ({ body: money.decideRequest, response });
const outbox = { query: ops.outboxQuery, response: ops.outboxResponse };

/** Site settings and games (issue 13 items 6 and 7). */
function siteRouteSchemas() {
  const k = siteSchemas;
  return {
    getModules: { response: k.modulesSetting },
    getBrand: { response: k.brandRead },
    getBirthdayLimit: { response: k.birthdayRead },
    getRegisterRules: { response: k.registerRulesSetting },
    setRegisterRule: { body: k.setRegisterRuleRequest, response: k.registerRule },
    listDepositChannels: { response: site.depositChannelsSetting },
    setDepositChannel: { body: site.setDepositChannelRequest, response: site.depositChannelSetting },
    getResources: { response: site.resourcesRead },
    setResources: { body: site.resourcesSetting, response: site.resourcesRead },
    listBanners: { response: k.bannersSetting },
    addBanner: { body: k.addBannerRequest, response: k.bannerSetting },
    orderBanners: { body: k.orderBannersRequest, response: k.bannersSetting },
    deleteBanner: { body: k.idBody, response: k.bannersSetting },
    listHelpArticles: { query: k.helpArticlesQuery, response: k.helpArticlesSetting },
    saveHelpArticle: { body: k.saveHelpArticleRequest, response: k.helpArticleSetting },
    deleteHelpArticle: { body: k.idBody, response: k.helpArticlesSetting },
    listVendors: { response: k.vendorsSetting },
    listCatalogueGames: { query: site.catalogueGamesQuery, response: site.catalogueGamesPage },
  } as const;
}

/** The operator calls' zod schemas by name (server only), tied to `operatorRoutes`' types below. */
export const operatorRouteSchemas = {
  login: { body: ops.operatorLoginRequest, response: ops.operatorLoginResponse },
  logout: { response: ops.operatorDone },
  getMaintenance: { response: ops.maintenanceSetting },
  setMaintenance: { body: ops.maintenanceSetting, response: ops.maintenanceSetting },
  getRegionRestriction: { response: ops.regionRestrictionSetting },
  setRegionRestriction: { body: ops.regionRestrictionSetting, response: ops.regionRestrictionSetting },
  setModule: { body: ops.setModuleRequest, response: ops.operatorDone },
  setBrand: { body: ops.brandSetting, response: ops.brandSetting },
  setBirthdayLimit: { body: ops.birthdayLimitSetting, response: ops.birthdayLimitSetting },
  smsOutbox: outbox,
  mailOutbox: outbox,
  setVendor: { body: ops.setVendorRequest, response: ops.setVendorRequest },
  setGame: { body: ops.setGameRequest, response: ops.setGameRequest },
  getHouseGameSettings: { response: ops.houseGameSettingsList },
  setHouseGameSettings: { body: ops.houseGameSettingsRequest, response: ops.houseGameSettings },
  setAgentOnly: { body: ops.setAgentOnlyRequest, response: ops.setAgentOnlyRequest },
  createOperator: { body: ops.createOperatorRequest, response: ops.createdOperator },
  setMemberPassword: { body: ops.setMemberPasswordRequest, response: ops.memberPasswordSet },

  listDeposits: { query: money.operatorDepositsQuery, response: money.operatorDepositsResponse },
  confirmDeposit: decide(money.depositRecordSchema),
  rejectDeposit: decide(money.depositRecordSchema),
  depositReceipt: { query: money.idQuery, response: money.depositReceiptResponse },
  listWithdrawals: { query: money.operatorWithdrawalsQuery, response: money.operatorWithdrawalsResponse },
  payWithdrawal: decide(money.withdrawRecordSchema),
  rejectWithdrawal: decide(money.withdrawRecordSchema),
  withdrawalProof: { query: money.idQuery, response: money.withdrawalProofResponse },
  adjustBalance: { body: money.adjustBalanceRequest, response: money.adjustBalanceResponse },
  getMoneySettings: { response: money.moneySettings },
  setMoneySettings: { body: money.moneySettings, response: money.moneySettings },
  reconcileVendorTransfers: { response: money.reconcileResponse },
  auditLog: { query: money.auditQuery, response: money.auditLogResponse },

  withdrawalDetail: { query: money.idQuery, response: money.operatorWithdrawalEntry },
  queueCounts: { response: queues.queueCountsResponse },
  listVendorTransfers: { query: queues.vendorTransfersQuery, response: queues.vendorTransfersResponse },
  settleVendorTransfer: {
    body: queues.settleVendorTransferRequest,
    response: queues.settleVendorTransferResponse,
  },

  getApiDocs: { response: docs.apiDocsSetting },
  setApiDocs: { body: docs.apiDocsSetting, response: docs.apiDocsSetting },

  listJobs: { response: jobs.jobsResponse },
  listJobRuns: { query: jobs.jobRunsQuery, response: jobs.jobRunsResponse },
  runJob: { body: jobs.runJobRequest, response: jobs.runJobResponse },

  getDashboard: { response: reports.dashboardResponse },
  ggrReport: { query: reports.reportRangeQuery, response: reports.ggrReportResponse },
  channelReport: { query: reports.reportRangeQuery, response: reports.channelReportResponse },
  bonusReport: { query: reports.reportRangeQuery, response: reports.bonusReportResponse },

  searchPlayers: { query: players.playerSearchQuery, response: players.playerSearchResponse },
  getPlayer: { query: players.playerRef, response: players.playerDetail },
  playerLedger: { query: players.playerLedgerQuery, response: players.playerLedgerResponse },
  playerBets: { query: players.playerBetsQuery, response: players.playerBetsResponse },
  playerLogins: { query: players.playerPageQuery, response: players.playerLoginsResponse },
  playerAudit: { query: players.playerPageQuery, response: players.playerAuditResponse },
  lockPlayer: { body: players.lockPlayerRequest, response: players.playerActionResponse },
  endPlayerSessions: { body: players.playerReasonRequest, response: players.playerActionResponse },
  sendPasswordReset: { body: players.passwordResetRequest, response: players.playerActionResponse },
  playerAgentTree: { query: agentTree.agentTreeQuery, response: agentTree.playerAgentTree },

  ...accounts.operatorAccountSchemas,

  ...agents.operatorAgentSchemas,
  ...agents.operatorSettlementSchemas,

  ...siteRouteSchemas(),

  ...siteApp.operatorSiteAppSchemas,

  ...feedback.operatorFeedbackSchemas,

  ...promotions.operatorPromotionSchemas,
  ...missions.operatorMissionSchemas,
  ...points.operatorPointsSchemas,
  ...vip.operatorVipSchemas,
  ...referral.operatorReferralSchemas,

  ...notices.operatorNoticeSchemas,

  ...lottery.operatorLotterySchemas,
  ...sports.operatorSportsSchemas,
  ...cardRoom.operatorCardRoomSchemas,
  ...responsibleGaming.operatorResponsibleGamingSchemas,

  previewInboxAudience: { body: inbox.inboxAudienceRequest, response: inbox.inboxAudienceCount },
  sendInboxMessage: { body: inbox.sendInboxMessageRequest, response: inbox.sentInboxMessage },
  listSentInboxMessages: { query: inbox.sentInboxQuery, response: inbox.sentInboxPage },

  chatRooms: { response: chat.opChatRoomsResponse },
  chatMessages: { query: chat.opChatMessagesQuery, response: chat.opChatMessagesResponse },
  deleteChatMessage: { body: chat.deleteChatMessageRequest, response: chat.deleteChatMessageResponse },
  chatRestrictions: { response: chat.chatRestrictionsResponse },
  restrictChatPlayer: { body: chat.restrictChatRequest, response: chat.chatRestriction },
  liftChatRestriction: { body: chat.liftChatRequest, response: chat.chatRestrictionsResponse },
  chatSettings: { response: chat.chatSettings },
  setChatColour: { body: chat.setChatColourRequest, response: chat.chatSettings },
  addChatWord: { body: chat.chatWordRequest, response: chat.chatSettings },
  removeChatWord: { body: chat.chatWordRequest, response: chat.chatSettings },
} as const satisfies Record<OperatorRouteName, RouteSchemas>;

/** Both operator tables: the names do not overlap. */
export const allOperatorRoutes = {
  ...ops.operatorRoutes,
  ...money.operatorMoneyRoutes,
  ...queues.operatorQueueRoutes,
  ...docs.operatorDocsRoutes,
  ...jobs.operatorJobRoutes,
  ...reports.operatorReportRoutes,
  ...players.operatorPlayerRoutes,
  ...agentTree.operatorAgentTreeRoutes,
  ...agents.operatorAgentRoutes,
  ...agents.operatorSettlementRoutes,
  ...accounts.operatorAccountRoutes,
  ...site.operatorSiteRoutes,
  ...siteApp.operatorSiteAppRoutes,
  ...chat.operatorChatRoutes,
  ...feedback.operatorFeedbackRoutes,
  ...promotions.operatorPromotionRoutes,
  ...missions.operatorMissionRoutes,
  ...points.operatorPointsRoutes,
  ...vip.operatorVipRoutes,
  ...referral.operatorReferralRoutes,
  ...inbox.operatorInboxRoutes,
  ...notices.operatorNoticeRoutes,
  ...lottery.operatorLotteryRoutes,
  ...sports.operatorSportsRoutes,
  ...cardRoom.operatorCardRoomRoutes,
  ...responsibleGaming.operatorResponsibleGamingRoutes,
};
export type OperatorRouteName = keyof typeof allOperatorRoutes;

type InputOf<S> = S extends z.ZodType ? z.input<S> : undefined;
type Schemas<N extends OperatorRouteName> = (typeof operatorRouteSchemas)[N];
type Declared<N extends OperatorRouteName> = CallOf<(typeof allOperatorRoutes)[N]>;
type Matches<N extends OperatorRouteName> = [
  Same<InputOf<Schemas<N> extends { query: infer Q } ? Q : undefined>, Declared<N>['query']>,
  Same<InputOf<Schemas<N> extends { body: infer B } ? B : undefined>, Declared<N>['body']>,
  Same<z.output<Schemas<N>['response']>, Declared<N>['response']>,
] extends [true, true, true]
  ? true
  : false;
type Mismatched = { [N in OperatorRouteName]: Matches<N> extends true ? never : N }[OperatorRouteName];
const everyRouteMatchesItsTypes: [Mismatched] extends [never] ? true : { mismatched: Mismatched } = true;
void everyRouteMatchesItsTypes;
