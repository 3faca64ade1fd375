import type { z } from 'zod';
import type { ModId } from './mod-ids.js';
import type { emptyBody } from './envelope.js';
import type * as games from './games/catalogue.js';
import type * as bets from './games/bets.js';
import type * as launch from './games/launch.js';
import type * as login from './identity/login.js';
import type * as member from './identity/member.js';
import type * as password from './identity/password.js';
import type * as register from './identity/register.js';
import type * as social from './identity/social.js';
import type * as verification from './identity/verification.js';
import type * as countryCodes from './system/country-codes.js';
import type * as customerService from './system/customer-service.js';
import type * as helpCenter from './system/help-center.js';
import type * as registerSettings from './system/register-settings.js';
import type * as routers from './system/routers.js';
import type * as status from './system/status.js';
import type * as whitelabel from './system/whitelabel.js';
import type * as amount from './wallet/amount.js';
import type * as balance from './wallet/balance.js';
import type * as bankCard from './wallet/bank-card.js';
import type * as bonuses from './wallet/bonuses.js';
import type * as deposit from './wallet/deposit.js';
import type * as memberTransfer from './wallet/member-transfer.js';
import type * as transactions from './wallet/transactions.js';
import type * as walletTransfer from './wallet/wallet-transfer.js';
import type * as withdraw from './wallet/withdraw.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * What one call sends and answers, as types only: the table imports no zod value, so the web
 * bundle gets paths and types without the schemas. `undefined` = the call takes no query / body.
 */
export interface Call {
  query: unknown;
  body: unknown;
  response: unknown;
}
/** A route of a later issue: its contract is not written yet. */
export interface UntypedCall extends Call {
  query: unknown;
  body: unknown;
  response: unknown;
}
/** The answer of a route that redirects the browser instead of sending an envelope. */
export type Redirect = never;

export interface RouteDef<C extends Call = Call> {
  method: HttpMethod;
  path: string;
  /** Whitelabel module the call belongs to; switched off → 403 `function.not.available`. */
  modId: ModId;
  /** Needs `Authorization: <token>`. */
  token: boolean;
  /** Body is encrypted (RSA-OAEP-256 + AES-256-GCM, DESIGN.md §4). */
  encrypted: boolean;
  /** False when spec §7 does not show the path and we chose it in the platform's style. */
  pathFromSpec: boolean;
  /** The issue that implements the call; routes of later issues are listed so paths cannot drift. */
  issue: number;
  /** Phantom, never set: the call's types, read by `apiCall` and `defineRoute` (`CallOf`). */
  readonly call?: C;
}

/** The types of a route's call. */
export type CallOf<R> = R extends { readonly call?: infer C } ? Extract<C, Call> : never;

/** What the client sends (before the server's defaults and coercions) and what it gets back. */
type In<S extends z.ZodType> = z.input<S>;
type Out<S extends z.ZodType> = z.output<S>;
/** A call written as `{ query?, body?, response }`: a part left out is `undefined` (not sent). */
export type CallSpec = { query?: unknown; body?: unknown; response: unknown };
export type CallFrom<S extends CallSpec> = {
  query: S extends { query: infer Q } ? Q : undefined;
  body: S extends { body: infer B } ? B : undefined;
  response: S['response'];
};

const r = <S extends CallSpec = UntypedCall>(
  method: HttpMethod,
  path: string,
  modId: ModId,
  issue: number,
  opts: { token?: boolean; encrypted?: boolean; chosen?: boolean } = {},
): RouteDef<CallFrom<S>> => ({
  method,
  path,
  modId,
  token: opts.token ?? false,
  encrypted: opts.encrypted ?? false,
  pathFromSpec: !opts.chosen,
  issue,
});
const chosen = { chosen: true } as const;
const tokenChosen = { token: true, chosen: true } as const;

type LoginAnswer = { response: Out<typeof login.loginResponse> };
type SmsSent = { response: Out<typeof verification.smsCodeResponse> };
type GameList = { response: Out<typeof games.gameListResponse> };
type Launch = { query: In<typeof launch.launchQuery>; response: Out<typeof launch.launchResponse> };
type Favourite = { body: In<typeof games.favouriteRequest>; response: Out<typeof games.favouriteResponse> };
type Register = {
  body: In<typeof register.registerRequest>;
  response: Out<typeof register.registerResponse>;
};
type Avatar = { response: Out<typeof member.avatarResponse> };
type Empty = { body: In<typeof emptyBody> };

/**
 * Every call of spec §7. Paths marked `pathFromSpec: false` are our choice, in the
 * platform's style (`/wps/...` for the site, `/lgw/...` for games and lottery).
 */
export const routes = {
  // --- system (issue 2)
  systemStatus: r<{
    query: In<typeof status.systemStatusQuery>;
    response: Out<typeof status.systemStatusResponse>;
  }>('GET', '/wps/system/status', 'COMM3', 2),
  whitelabel: r<{ response: Out<typeof whitelabel.whitelabelResponse> }>(
    'GET',
    '/wps/system/whitelabel',
    'COMM3',
    2,
  ),
  registerSettings: r<{ response: Out<typeof registerSettings.registerSettingsResponse> }>(
    'GET',
    '/wps/system/setting/register',
    'REG3',
    2,
  ),
  countryCodes: r<{ response: Out<typeof countryCodes.countryCodesResponse> }>(
    'GET',
    '/wps/system/countryCodes',
    'COMM3',
    2,
    chosen,
  ),
  customerService: r<{ response: Out<typeof customerService.customerServiceResponse> }>(
    'GET',
    '/wps/system/customerService',
    'COMM3',
    2,
    chosen,
  ),
  routers: r<{ response: Out<typeof routers.routersResponse> }>(
    'GET',
    '/wps/system/routers',
    'COMM3',
    2,
    chosen,
  ),
  domainRoute: r<{ response: Out<typeof routers.domainRouteResponse> }>(
    'GET',
    '/wps/system/domainRoute',
    'COMM3',
    2,
    chosen,
  ),
  helpCenter: r<{ response: Out<typeof helpCenter.helpCenterResponse> }>(
    'GET',
    '/wps/system/helpCenter',
    'COMM3',
    2,
  ),

  // --- identity (issue 3)
  login: r<{ body: In<typeof login.loginRequest> } & LoginAnswer>('POST', '/wps/session/login', 'PASS3', 3, {
    encrypted: true,
  }),
  loginVerify: r<{ body: In<typeof login.loginVerifyRequest> } & LoginAnswer>(
    'POST',
    '/wps/session/login/verify',
    'LOGINIPVERF3',
    3,
    { encrypted: true, chosen: true },
  ),
  freePlay: r<{ body: In<typeof login.freePlayRequest> } & LoginAnswer>(
    'POST',
    '/wps/session/login/freeplay',
    'FREEPLAY3',
    3,
  ),
  logout: r<{ response: Out<typeof login.logoutResponse> }>('DELETE', '/wps/session/logout', 'COMM3', 3, {
    token: true,
  }),
  captcha: r<{ response: Out<typeof verification.captchaResponse> }>('GET', '/wps/captcha', 'CAPTCHA3', 3),
  loginSmsCode: r<{ body: In<typeof verification.smsCodeRequest> } & SmsSent>(
    'POST',
    '/wps/verification/sms/noLogin',
    'MOBILEVERCODELOGIN3',
    3,
  ),
  registerSmsCode: r<{ body: In<typeof verification.smsCodeRequest> } & SmsSent>(
    'POST',
    '/wps/verification/sms/register',
    'REGMOBVERF3',
    3,
    chosen,
  ),
  forgotSmsCode: r<{
    body: In<typeof password.forgotSmsRequest>;
    response: Out<typeof password.forgotSmsResponse>;
  }>('POST', '/wps/verification/sms/forgot', 'PWRESETSMS3', 3, chosen),
  memberInfo: r<{ response: Out<typeof member.memberInfo> }>('GET', '/wps/member/info', 'COMM3', 3, {
    token: true,
  }),
  memberIcon: r<Avatar>('GET', '/wps/member/info/icon', 'PROFPIC3', 3, { token: true }),
  playerAvatar: r<Avatar>('GET', '/wps/relay/MCSFE_getPlayerAvatar', 'PROFPIC3', 3, { token: true }),
  firstLogin: r<Empty & { response: Out<typeof member.firstLoginResponse> }>(
    'POST',
    '/wps/member/firstLogin',
    'COMM3',
    3,
    tokenChosen,
  ),
  register: r<Register>('PUT', '/wps/member/register', 'REG3', 3, { encrypted: true }),
  registerMobile: r<Register>('PUT', '/wps/member/register/mobile', 'MOBILENUMREG3', 3, { encrypted: true }),
  affiliateCheck: r<{
    query: In<typeof register.affiliateCheckQuery>;
    response: Out<typeof register.affiliateCheckResponse>;
  }>('GET', '/wps/agent/affiliate', 'AFFMAN3', 3),
  changePassword: r<{
    body: In<typeof password.changePasswordRequest>;
    response: Out<typeof password.passwordChangedResponse>;
  }>('POST', '/wps/member/password', 'PASS3', 3, { token: true, encrypted: true }),
  forgotPasswordEmail: r<{
    body: In<typeof password.forgotPasswordEmailRequest>;
    response: Out<typeof password.resetMailSentResponse>;
  }>('POST', '/wps/member/password/email', 'PWRESETEMAIL3', 3),
  setPasswordByPhone: r<{ body: In<typeof password.setPasswordByPhoneRequest> } & LoginAnswer>(
    'POST',
    '/wps/member/password/verification',
    'PWRESETSMS3',
    3,
    { encrypted: true },
  ),
  loginHistory: r<{ response: Out<typeof member.loginHistoryResponse> }>(
    'GET',
    '/wps/member/loginHistory',
    'COMM3',
    3,
    tokenChosen,
  ),
  language: r<{ body: In<typeof member.languageRequest>; response: Out<typeof member.languageResponse> }>(
    'POST',
    '/wps/member/language',
    'COMM3',
    3,
    tokenChosen,
  ),
  humanChallenge: r<{ response: Out<typeof verification.humanChallenge> }>(
    'GET',
    '/wps/verification/challenge',
    'COMM3',
    3,
    chosen,
  ),
  resetPasswordByEmail: r<{
    body: In<typeof password.resetPasswordByEmailRequest>;
    response: Out<typeof password.passwordResetResponse>;
  }>('POST', '/wps/member/password/email/reset', 'PWRESETEMAIL3', 3, {
    encrypted: true,
    chosen: true,
  }),
  profile: r<{ response: Out<typeof member.profileFields> }>(
    'GET',
    '/wps/member/profile',
    'COMM3',
    3,
    tokenChosen,
  ),
  updateProfile: r<{ body: In<typeof member.profileFields>; response: Out<typeof member.profileFields> }>(
    'POST',
    '/wps/member/profile',
    'COMM3',
    3,
    tokenChosen,
  ),
  setAvatar: r<{ body: In<typeof member.avatarResponse> } & Avatar>(
    'POST',
    '/wps/relay/MCSFE_setPlayerAvatar',
    'PROFPIC3',
    3,
    tokenChosen,
  ),
  totpSetup: r<Empty & { response: Out<typeof member.totpSetupResponse> }>(
    'POST',
    '/wps/member/totp/setup',
    'VERIFICATION3',
    3,
    tokenChosen,
  ),
  totpBind: r<{ body: In<typeof member.totpBindRequest>; response: Out<typeof member.totpBindResponse> }>(
    'POST',
    '/wps/member/totp/bind',
    'VERIFICATION3',
    3,
    {
      token: true,
      encrypted: true,
      chosen: true,
    },
  ),
  socialLoginStart: r<{ query: In<typeof social.socialStartQuery>; response: Redirect }>(
    'GET',
    '/wps/session/social/start',
    'COMM3',
    3,
    chosen,
  ),
  socialLoginCallback: r<{ response: Redirect }>('GET', '/wps/session/social/callback', 'COMM3', 3, chosen),
  socialLoginExchange: r<{ body: In<typeof social.socialExchangeRequest> } & LoginAnswer>(
    'POST',
    '/wps/session/social/exchange',
    'COMM3',
    3,
    chosen,
  ),

  // --- money (issue 4)
  balance: r<{ response: Out<typeof balance.balanceResponse> }>(
    'GET',
    '/wps/v2/wallets/balance',
    'COMM3',
    4,
    { token: true },
  ),
  merchantWallet: r<{ response: Out<typeof balance.merchantWalletResponse> }>(
    'GET',
    '/wps/v2/wallets/merchant',
    'COMM3',
    4,
    tokenChosen,
  ),
  walletTransfer: r<{
    body: In<typeof walletTransfer.walletTransferRequest>;
    response: Out<typeof walletTransfer.walletTransferResponse>;
  }>('POST', '/wps/relay/GCS_walletTransfer', 'FUNDTRANS3', 4, { token: true }),
  depositChannels: r<{ response: Out<typeof deposit.depositChannelsResponse> }>(
    'GET',
    '/wps/v2/deposit/channels',
    'COMM3',
    4,
    tokenChosen,
  ),
  deposit: r<{ body: In<typeof deposit.depositRequest>; response: Out<typeof deposit.depositResponse> }>(
    'POST',
    '/wps/v2/deposit',
    'COMM3',
    4,
    tokenChosen,
  ),
  depositRecords: r<{
    query: In<typeof deposit.depositRecordsQuery>;
    response: Out<typeof deposit.depositRecordsResponse>;
  }>('GET', '/wps/v2/deposit/records', 'COMM3', 4, tokenChosen),
  withdrawSettings: r<{ response: Out<typeof withdraw.withdrawSettingsResponse> }>(
    'GET',
    '/wps/v2/withdraw/settings',
    'COMM3',
    4,
    tokenChosen,
  ),
  withdraw: r<{ body: In<typeof withdraw.withdrawRequest>; response: Out<typeof withdraw.withdrawRecord> }>(
    'POST',
    '/wps/v2/withdraw',
    'COMM3',
    4,
    { token: true, encrypted: true, chosen: true },
  ),
  withdrawConfirm: r<{
    body: In<typeof withdraw.withdrawConfirmRequest>;
    response: Out<typeof withdraw.withdrawRecord>;
  }>('POST', '/wps/v2/withdraw/confirm', 'COMM3', 4, tokenChosen),
  withdrawRecords: r<{
    query: In<typeof withdraw.withdrawRecordsQuery>;
    response: Out<typeof withdraw.withdrawRecordsResponse>;
  }>('GET', '/wps/v2/withdraw/records', 'COMM3', 4, tokenChosen),
  depositGatewayCallback: r<{ response: Out<typeof deposit.depositCallbackResponse> }>(
    'POST',
    '/wps/v2/deposit/callback',
    'COMM3',
    4,
    chosen,
  ),
  bankCardSmsCode: r<Empty & SmsSent>(
    'POST',
    '/wps/verification/sms/bankCard',
    'VERIFICATION3',
    4,
    tokenChosen,
  ),
  bankCards: r<{ response: Out<typeof bankCard.bankCardsResponse> }>(
    'GET',
    '/wps/member/bankCards',
    'COMM3',
    4,
    tokenChosen,
  ),
  addBankCard: r<{ body: In<typeof bankCard.addBankCardRequest>; response: Out<typeof bankCard.bankCard> }>(
    'POST',
    '/wps/member/bankCards',
    'COMM3',
    4,
    { token: true, encrypted: true, chosen: true },
  ),
  removeBankCard: r<{
    body: In<typeof bankCard.removeBankCardRequest>;
    response: Out<typeof bankCard.removeBankCardResponse>;
  }>('DELETE', '/wps/member/bankCards', 'COMM3', 4, tokenChosen),
  paymentPassword: r<{
    body: In<typeof password.paymentPasswordRequest>;
    response: Out<typeof password.passwordChangedResponse>;
  }>('POST', '/wps/member/paymentPassword', 'COMM3', 4, {
    token: true,
    encrypted: true,
    chosen: true,
  }),
  transferUpline: r<{
    body: In<typeof memberTransfer.transferUplineRequest>;
    response: Out<typeof memberTransfer.memberTransferResponse>;
  }>('POST', '/wps/member/transfer/upline', 'MEMTRANS3', 4, tokenChosen),
  transferDownline: r<{
    body: In<typeof memberTransfer.transferDownlineRequest>;
    response: Out<typeof memberTransfer.memberTransferResponse>;
  }>('POST', '/wps/agent/transfer/downline', 'MEMTRANS3', 4, {
    token: true,
    encrypted: true,
    chosen: true,
  }),
  transactionHistory: r<{
    query: In<typeof transactions.transactionQuery>;
    response: Out<typeof transactions.transactionHistoryResponse>;
  }>('GET', '/wps/member/transactions', 'COMM3', 4, tokenChosen),
  bonusDetails: r<{ query: In<typeof amount.pageQuery>; response: Out<typeof bonuses.bonusDetailsResponse> }>(
    'GET',
    '/wps/member/bonuses',
    'REWCEN3',
    4,
    tokenChosen,
  ),

  // --- games (issue 5)
  gameMenus: r<{ response: Out<typeof games.gameMenusResponse> }>(
    'GET',
    '/lgw/games/game_menus',
    'GAMELO3',
    5,
  ),
  vendorLanes: r<{ response: Out<typeof games.lanesResponse> }>(
    'GET',
    '/lgw/games/lanes',
    'GAMELO3',
    5,
    chosen,
  ),
  hotGames: r<GameList>('GET', '/lgw/games/hot', 'GAMELOHOT3', 5, chosen),
  games: r<{ query: In<typeof games.gamesQuery>; response: Out<typeof games.gamesResponse> }>(
    'GET',
    '/lgw/games/list',
    'GAMELO3',
    5,
    chosen,
  ),
  vassGameType: r<{
    query: In<typeof games.vassGameTypeQuery>;
    response: Out<typeof games.vassGameTypeResponse>;
  }>('GET', '/lgw/games/vassGameType', 'GAMELO3', 5, chosen),
  favouriteList: r<GameList>('GET', '/lgw/games/favourites', 'GAMELOFAV3', 5, tokenChosen),
  favouriteAdd: r<Favourite>('POST', '/lgw/games/favourites', 'GAMELOFAV3', 5, tokenChosen),
  favouriteRemove: r<Favourite>('DELETE', '/lgw/games/favourites', 'GAMELOFAV3', 5, tokenChosen),
  recentGames: r<GameList>('GET', '/lgw/games/recent', 'GAMELOREC3', 5, tokenChosen),
  launchAddress: r<Launch>('GET', '/lgw/games/launch', 'GAMELO3', 5, tokenChosen),
  pvpLaunch: r<Launch>('GET', '/wps/game/launchGame', 'GAMELO3', 5, { token: true }),
  bettingRecord: r<{
    query: In<typeof bets.bettingRecordQuery>;
    response: Out<typeof bets.bettingRecordResponse>;
  }>('GET', '/wps/member/bets', 'COMM3', 5, tokenChosen),
  personalProfit: r<{
    query: In<typeof bets.personalProfitQuery>;
    response: Out<typeof bets.personalProfitResponse>;
  }>('GET', '/wps/member/profit', 'COMM3', 5, tokenChosen),

  // --- lottery
  popularLottery: r('GET', '/lgw/lottery/popular', 'GAMELO3', 6, chosen),
  lotteryRecent: r('GET', '/lgw/lottery/recent', 'GAMELO3', 6, chosen),
  vnMenus: r('GET', '/lgw/lottery/vn/menus', 'GAMELO3', 6, chosen),
  vnNumbers: r('GET', '/lgw/lottery/vn/numbers', 'GAMELO3', 6, chosen),
  openedNumbers: r('GET', '/lgw/lottery/opened', 'GAMELO3', 6, chosen),

  // --- notices, promotions, messages, missions, feedback
  // Game announcements are notices about games; PVP rooms come with a PVP vendor.
  gameAnnouncements: r('GET', '/lgw/games/announcements', 'GAMELO3', 7, chosen),
  pvpRooms: r('GET', '/lgw/games/pvp/rooms', 'GAMELO3', 7, chosen),
  notices: r('GET', '/wps/system/notices', 'COMM3', 7, chosen),
  promo: r('GET', '/wps/promotion/list', 'COMM3', 7, chosen),
  rafflePromotion: r('POST', '/wps/promotion/raffle', 'COMM3', 7, tokenChosen),
  winnerBoard: r('GET', '/wps/promotion/winners', 'COMM3', 7, chosen),
  signUpPromoJoin: r('POST', '/wps/promotion/signup/join', 'REFERRALPROMO3', 7, tokenChosen),
  signUpPromoReward: r('POST', '/wps/promotion/signup/reward', 'REFERRALPROMO3', 7, tokenChosen),
  unreadMessageCount: r('GET', '/wps/member/messages/unread', 'INBOX3', 7, tokenChosen),
  missionSummary: r('GET', '/wps/mission/summary', 'REWCEN3', 7, tokenChosen),
  missionLeaderboard: r('GET', '/wps/mission/leaderboard', 'REWCEN3', 7, chosen),
  feedback: r('PUT', '/wps/member/feedback', 'FEEDBACK3', 7, tokenChosen),

  // --- points
  pointsBalance: r('GET', '/wps/points/balance', 'PTSYS3', 8, tokenChosen),
  pointsRewards: r('GET', '/wps/points/rewards', 'PTSYS3', 8, chosen),
  pointsRedeem: r('POST', '/wps/points/redeem', 'PTSYS3', 8, { token: true, encrypted: true, chosen: true }),
  pointsRedeemed: r('GET', '/wps/points/redeemed', 'PTSYS3', 8, tokenChosen),
  pointsConfig: r('GET', '/wps/points/config', 'PTSYS3', 8, chosen),
  pointsTransactions: r('GET', '/wps/points/transactions', 'PTSYS3', 8, tokenChosen),
  pointsConvert: r('POST', '/wps/points/convert', 'PTSYS3', 8, {
    token: true,
    encrypted: true,
    chosen: true,
  }),

  // --- agent centre and contracts
  createDownline: r('PUT', '/wps/agent/downline', 'AFFMAN3', 9, {
    token: true,
    encrypted: true,
    chosen: true,
  }),
  consolidatedContract: r('GET', '/wps/agent/contract/consolidated', 'COMM3', 9, tokenChosen),
  dividendRequest: r('POST', '/wps/agent/contract/dividend', 'SIGNCONDIV3', 9, tokenChosen),
  dailySalary: r('GET', '/wps/agent/contract/dailySalary', 'DAILYSALCONT3', 9, tokenChosen),
  dailySalaryRequest: r('POST', '/wps/agent/contract/dailySalary', 'DAILYSALCONT3', 9, tokenChosen),
  hourlySalaryRequest: r('POST', '/wps/agent/contract/hourlySalary', 'HOURSAL3', 9, tokenChosen),
  realTimeSalaryRequest: r('POST', '/wps/agent/contract/realTimeSalary', 'RTSALARY3', 9, tokenChosen),
} as const satisfies Record<string, RouteDef<Call>>;

export type RouteName = keyof typeof routes;
export const routeList: readonly (RouteDef & { name: RouteName })[] = Object.entries(routes).map(
  ([name, def]) => ({ ...def, name: name as RouteName }),
);

/** Prefixes owned by the API; an unknown path under them is a 404 envelope, not the web app. */
export const API_PREFIXES = ['/wps/', '/lgw/', '/ops/'] as const;
