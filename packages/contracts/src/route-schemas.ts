import { z } from 'zod';
import * as agentContracts from './agent/agent-contracts.js';
import * as agentTeam from './agent/agent-team.js';
import * as chat from './content/chat.js';
import * as inbox from './content/inbox.js';
import * as feedback from './content/feedback.js';
import * as notices from './content/notices.js';
import { emptyBody } from './envelope.js';
import * as bets from './games/bets.js';
import * as games from './games/catalogue.js';
import * as launch from './games/launch.js';
import * as lottery from './games/lottery-calls.js';
import * as pvp from './games/pvp-rooms.js';
import * as winners from './games/winners.js';
import * as missions from './missions/missions.js';
import * as points from './points/points.js';
import * as vip from './vip/vip.js';
import * as referral from './referral/referral.js';
import * as promotions from './promotions/promotions.js';
import * as rg from './responsible-gaming/responsible-gaming.js';
import * as login from './identity/login.js';
import * as member from './identity/member.js';
import * as password from './identity/password.js';
import * as register from './identity/register.js';
import * as social from './identity/social.js';
import * as verification from './identity/verification.js';
import type { CallOf, routes } from './routes.js';
import { countryCodesResponse } from './system/country-codes.js';
import { customerServiceResponse } from './system/customer-service.js';
import { helpCenterResponse } from './system/help-center.js';
import { joinPageResponse } from './content/site-app.js';
import { registerSettingsResponse } from './system/register-settings.js';
import { domainRouteResponse, routersResponse } from './system/routers.js';
import { systemStatusQuery, systemStatusResponse } from './system/status.js';
import { vitalsRequest, vitalsResponse } from './system/vitals.js';
import { whitelabelResponse } from './system/whitelabel.js';
import { pageQuery } from './wallet/amount.js';
import * as balance from './wallet/balance.js';
import * as bankCard from './wallet/bank-card.js';
import { bonusDetailsResponse } from './wallet/bonuses.js';
import * as deposit from './wallet/deposit.js';
import * as memberTransfer from './wallet/member-transfer.js';
import * as transactions from './wallet/transactions.js';
import * as walletPreferences from './wallet/wallet-preferences.js';
import * as walletTransfer from './wallet/wallet-transfer.js';
import * as withdraw from './wallet/withdraw.js';

/** A route's schemas: the server parses query and body with them and, in tests, every answer. */
export interface RouteSchemas {
  query?: z.ZodType;
  body?: z.ZodType;
  /** `z.never()` for a route that answers with a redirect. */
  response: z.ZodType;
}

const redirect = { response: z.never() };
const loginAnswer = { response: login.loginResponse };
const smsSent = { response: verification.smsCodeResponse };
const gameList = { response: games.gameListResponse };
const launchCall = { query: launch.launchQuery, response: launch.launchResponse };
const favourite = { body: games.favouriteRequest, response: games.favouriteResponse };
const registerCall = { body: register.registerRequest, response: register.registerResponse };
const avatar = { response: member.avatarResponse };

/**
 * The zod schemas of every implemented route, by route name. Server only: the web bundle gets the
 * route table (`routes.ts`), whose types these must match exactly (checked below at compile time).
 */
export const routeSchemas = {
  // --- system
  systemStatus: { query: systemStatusQuery, response: systemStatusResponse },
  whitelabel: { response: whitelabelResponse },
  registerSettings: { response: registerSettingsResponse },
  countryCodes: { response: countryCodesResponse },
  customerService: { response: customerServiceResponse },
  routers: { response: routersResponse },
  domainRoute: { response: domainRouteResponse },
  helpCenter: { response: helpCenterResponse },
  vitals: { body: vitalsRequest, response: vitalsResponse },
  joinPage: { response: joinPageResponse },

  // --- identity
  login: { body: login.loginRequest, ...loginAnswer },
  loginVerify: { body: login.loginVerifyRequest, ...loginAnswer },
  freePlay: { body: login.freePlayRequest, ...loginAnswer },
  logout: { response: login.logoutResponse },
  captcha: { response: verification.captchaResponse },
  loginSmsCode: { body: verification.smsCodeRequest, ...smsSent },
  registerSmsCode: { body: verification.smsCodeRequest, ...smsSent },
  forgotSmsCode: { body: password.forgotSmsRequest, response: password.forgotSmsResponse },
  memberInfo: { response: member.memberInfo },
  memberIcon: avatar,
  playerAvatar: avatar,
  firstLogin: { body: emptyBody, response: member.firstLoginResponse },
  register: registerCall,
  registerMobile: registerCall,
  affiliateCheck: { query: register.affiliateCheckQuery, response: register.affiliateCheckResponse },
  changePassword: { body: password.changePasswordRequest, response: password.passwordChangedResponse },
  forgotPasswordEmail: {
    body: password.forgotPasswordEmailRequest,
    response: password.resetMailSentResponse,
  },
  setPasswordByPhone: { body: password.setPasswordByPhoneRequest, ...loginAnswer },
  loginHistory: { response: member.loginHistoryResponse },
  language: { body: member.languageRequest, response: member.languageResponse },
  humanChallenge: { response: verification.humanChallenge },
  resetPasswordByEmail: {
    body: password.resetPasswordByEmailRequest,
    response: password.passwordResetResponse,
  },
  profile: { response: member.profileFields },
  updateProfile: { body: member.profileFields, response: member.profileFields },
  setAvatar: { body: member.avatarResponse, ...avatar },
  totpSetup: { body: emptyBody, response: member.totpSetupResponse },
  totpBind: { body: member.totpBindRequest, response: member.totpBindResponse },
  socialLoginStart: { query: social.socialStartQuery, ...redirect },
  socialLoginCallback: redirect,
  socialLoginExchange: { body: social.socialExchangeRequest, ...loginAnswer },

  // --- wallet
  balance: { response: balance.balanceResponse },
  merchantWallet: { response: balance.merchantWalletResponse },
  walletTransfer: {
    body: walletTransfer.walletTransferRequest,
    response: walletTransfer.walletTransferResponse,
  },
  walletPreferences: { response: walletPreferences.walletPreferences },
  saveWalletPreferences: {
    body: walletPreferences.saveWalletPreferencesRequest,
    response: walletPreferences.walletPreferences,
  },
  depositChannels: { response: deposit.depositChannelsResponse },
  deposit: { body: deposit.depositRequest, response: deposit.depositResponse },
  depositRecords: { query: deposit.depositRecordsQuery, response: deposit.depositRecordsResponse },
  withdrawSettings: { response: withdraw.withdrawSettingsResponse },
  withdraw: { body: withdraw.withdrawRequest, response: withdraw.withdrawRecord },
  withdrawConfirm: { body: withdraw.withdrawConfirmRequest, response: withdraw.withdrawRecord },
  withdrawRecords: { query: withdraw.withdrawRecordsQuery, response: withdraw.withdrawRecordsResponse },
  // The gateway's body is checked by its adapter against the signed raw bytes.
  depositGatewayCallback: { response: deposit.depositCallbackResponse },
  bankCardSmsCode: { body: emptyBody, ...smsSent },
  bankCards: { response: bankCard.bankCardsResponse },
  addBankCard: { body: bankCard.addBankCardRequest, response: bankCard.bankCard },
  removeBankCard: { body: bankCard.removeBankCardRequest, response: bankCard.removeBankCardResponse },
  paymentPassword: { body: password.paymentPasswordRequest, response: password.passwordChangedResponse },
  transferUpline: {
    body: memberTransfer.transferUplineRequest,
    response: memberTransfer.memberTransferResponse,
  },
  transferDownline: {
    body: memberTransfer.transferDownlineRequest,
    response: memberTransfer.memberTransferResponse,
  },
  transactionHistory: {
    query: transactions.transactionQuery,
    response: transactions.transactionHistoryResponse,
  },
  bonusDetails: { query: pageQuery, response: bonusDetailsResponse },

  // --- games
  gameMenus: { response: games.gameMenusResponse },
  vendorLanes: { response: games.lanesResponse },
  hotGames: gameList,
  games: { query: games.gamesQuery, response: games.gamesResponse },
  vassGameType: { query: games.vassGameTypeQuery, response: games.vassGameTypeResponse },
  favouriteList: gameList,
  favouriteAdd: favourite,
  favouriteRemove: favourite,
  recentGames: gameList,
  launchAddress: launchCall,
  pvpLaunch: launchCall,
  pvpRooms: { response: pvp.pvpRoomsResponse },
  bettingRecord: { query: bets.bettingRecordQuery, response: bets.bettingRecordResponse },
  personalProfit: { query: bets.personalProfitQuery, response: bets.personalProfitResponse },
  winnerBoard: { query: winners.winnerBoardQuery, response: winners.winnerBoardResponse },

  // --- lottery (issue 16): from the house lottery vendor
  popularLottery: { query: lottery.popularLotteryQuery, response: lottery.popularLotteryResponse },
  lotteryRecent: { response: lottery.lotteryRecentResponse },
  vnMenus: { response: lottery.vnMenusResponse },
  vnNumbers: { query: lottery.vnNumbersCallQuery, response: lottery.vnNumbersCallResponse },
  openedNumbers: { query: lottery.openedNumbersQuery, response: lottery.openedNumbersResponse },

  // --- inbox (issue 14)
  inboxMessages: { query: inbox.inboxListQuery, response: inbox.inboxListResponse },
  unreadMessageCount: { response: inbox.unreadCountResponse },
  readInboxMessage: { body: inbox.inboxMessageRef, response: inbox.inboxMessageResponse },
  readAllInboxMessages: { body: emptyBody, response: inbox.inboxChangedResponse },
  deleteInboxMessage: { body: inbox.inboxMessageRef, response: inbox.inboxChangedResponse },

  // --- feedback (issue 14)
  feedback: { body: feedback.feedbackRequest, response: feedback.feedbackEntry },
  feedbackList: { query: feedback.feedbackListQuery, response: feedback.feedbackListResponse },
  feedbackScreenshot: {
    query: feedback.feedbackScreenshotQuery,
    response: feedback.feedbackScreenshotResponse,
  },

  // --- promotions (issue 17)
  promotions: { query: promotions.promotionListQuery, response: promotions.promotionListResponse },
  promotionDetail: { query: promotions.promotionIdQuery, response: promotions.promotionDetail },
  joinPromotion: { body: promotions.promotionIdBody, response: promotions.promotionDetail },
  claimPromotion: { body: promotions.promotionIdBody, response: promotions.promotionClaimResult },
  signUpPromoJoin: { body: promotions.promotionIdBody, response: promotions.promotionDetail },
  signUpPromoReward: { body: promotions.promotionIdBody, response: promotions.promotionClaimResult },
  promotionWinners: { query: promotions.promotionIdQuery, response: promotions.promotionWinnersResponse },
  applyPromotion: { body: promotions.applyPromotionRequest, response: promotions.promotionClaimResult },
  rafflePromotion: { body: promotions.promotionIdBody, response: promotions.raffleResult },
  redeemBonusCode: { body: promotions.redeemBonusCodeRequest, response: promotions.promotionClaimResult },
  promotionRewards: {
    query: promotions.promotionRewardsQuery,
    response: promotions.promotionRewardsResponse,
  },
  missionSummary: { response: missions.missionSummaryResponse },
  claimMission: { body: missions.claimMissionRequest, response: missions.claimMissionResult },
  missionLeaderboard: { response: missions.missionLeaderboardResponse },
  pointsBalance: { response: points.pointsBalanceResponse },
  pointsRewards: { response: points.mallItemsResponse },
  pointsRedeem: { body: points.redeemRequest, response: points.redeemResult },
  pointsRedeemed: { query: points.redeemedQuery, response: points.redeemedResponse },
  pointsConfig: { response: points.pointsConfigResponse },
  pointsTransactions: { query: points.pointsTransactionsQuery, response: points.pointsTransactionsResponse },
  pointsConvert: { body: points.convertPointsRequest, response: points.redeemResult },
  vipLevels: { response: vip.vipLevelsResponse },
  vipProgress: { response: vip.vipProgressResponse },
  referralSummary: { response: referral.referralSummaryResponse },

  // --- chat room (issue 14)
  chatRoom: { query: chat.chatRoomQuery, response: chat.chatRoomResponse },
  chatMe: { response: chat.chatMeResponse },
  sendChat: { body: chat.sendChatRequest, response: chat.chatMessage },

  // --- notices (issue 14)
  notices: { query: notices.noticesQuery, response: notices.noticesResponse },
  gameAnnouncements: { query: notices.gameAnnouncementsQuery, response: notices.gameAnnouncementsResponse },
  dismissNotice: { body: notices.dismissNoticeRequest, response: notices.dismissNoticeResponse },

  // --- agent centre: team reports, downlines, agent-site login (issue 15)
  teamOverview: { query: agentTeam.teamOverviewQuery, response: agentTeam.teamOverviewResponse },
  teamMembers: { query: agentTeam.teamMembersQuery, response: agentTeam.teamMembersResponse },
  teamBets: { query: agentTeam.teamBetsQuery, response: agentTeam.teamBetsResponse },
  teamProfit: { query: agentTeam.teamProfitQuery, response: agentTeam.teamProfitResponse },
  teamTransactions: { query: agentTeam.teamTransactionsQuery, response: agentTeam.teamTransactionsResponse },
  createDownline: { body: agentTeam.createDownlineRequest, response: agentTeam.createDownlineResponse },
  agentNotices: { query: notices.agentNoticesQuery, response: notices.agentNoticesResponse },
  agentLogin: { body: login.loginRequest, ...loginAnswer },

  // --- agent contracts, settlement income (issue 15 lane B)
  consolidatedContract: { response: agentContracts.consolidatedContractResponse },
  dividendRequest: { body: agentContracts.dividendOfferRequest, response: agentContracts.agentContract },
  dailySalary: { response: agentContracts.dailySalaryResponse },
  dailySalaryRequest: { body: agentContracts.dailyWageOfferRequest, response: agentContracts.agentContract },
  hourlySalaryRequest: {
    body: agentContracts.hourlySalaryOfferRequest,
    response: agentContracts.agentContract,
  },
  realTimeSalaryRequest: {
    body: agentContracts.realTimeSalaryOfferRequest,
    response: agentContracts.agentContract,
  },
  respondContract: { body: agentContracts.respondContractRequest, response: agentContracts.agentContract },
  terminateContract: {
    body: agentContracts.terminateContractRequest,
    response: agentContracts.agentContract,
  },
  givenContracts: { query: agentContracts.givenContractsQuery, response: agentContracts.contractsPage },
  receivedContracts: { query: agentContracts.receivedContractsQuery, response: agentContracts.contractsPage },
  contractHistory: {
    query: agentContracts.contractHistoryQuery,
    response: agentContracts.contractHistoryResponse,
  },
  agentIncome: { query: agentContracts.incomeQuery, response: agentContracts.incomeResponse },
  // --- responsible gaming (issue 20)
  rgOverview: { response: rg.rgOverview },
  rgSession: { response: rg.rgSession },
  rgHistory: { response: rg.rgHistory },
  rgSetLimit: { body: rg.setLimitRequest, response: rg.rgOverview },
  rgCancelPending: { body: rg.limitKeyRequest, response: rg.rgOverview },
  rgRealityCheck: { body: rg.realityCheckRequest, response: rg.rgOverview },
  rgExclude: { body: rg.excludeRequest, response: rg.excludeResponse },
  rgWithdrawalSession: { body: rg.withdrawalSessionRequest, response: rg.withdrawalSessionResponse },
  rgAskReturn: { body: rg.askReturnRequest, response: rg.exclusionView },
} as const satisfies { [N in keyof typeof routes]?: RouteSchemas };

export type SchemaRouteName = keyof typeof routeSchemas;

/** The schemas' types, as the route table declares them: what a part without a schema is. */
type InputOf<S> = S extends z.ZodType ? z.input<S> : undefined;
export type SchemasOf<N extends SchemaRouteName> = (typeof routeSchemas)[N];
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Matches<N extends SchemaRouteName> =
  Same<
    InputOf<SchemasOf<N> extends { query: infer Q } ? Q : undefined>,
    CallOf<(typeof routes)[N]>['query']
  > extends true
    ? Same<
        InputOf<SchemasOf<N> extends { body: infer B } ? B : undefined>,
        CallOf<(typeof routes)[N]>['body']
      > extends true
      ? Same<z.output<SchemasOf<N>['response']>, CallOf<(typeof routes)[N]>['response']>
      : false
    : false;
/** The routes whose schemas differ from the types the route table declares (must be none). */
type Mismatched = { [N in SchemaRouteName]: Matches<N> extends true ? never : N }[SchemaRouteName];
const everyRouteMatchesItsTypes: [Mismatched] extends [never] ? true : { mismatched: Mismatched } = true;
void everyRouteMatchesItsTypes;
