import type { ModId } from './mod-ids.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RouteDef {
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
}

const r = (
  method: HttpMethod,
  path: string,
  modId: ModId,
  issue: number,
  opts: { token?: boolean; encrypted?: boolean; chosen?: boolean } = {},
): RouteDef => ({
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

/**
 * Every call of spec §7. Paths marked `pathFromSpec: false` are our choice, in the
 * platform's style (`/wps/...` for the site, `/lgw/...` for games and lottery).
 */
export const routes = {
  // --- system (issue 2)
  systemStatus: r('GET', '/wps/system/status', 'COMM3', 2),
  whitelabel: r('GET', '/wps/system/whitelabel', 'COMM3', 2),
  registerSettings: r('GET', '/wps/system/setting/register', 'REG3', 2),
  countryCodes: r('GET', '/wps/system/countryCodes', 'COMM3', 2, chosen),
  customerService: r('GET', '/wps/system/customerService', 'COMM3', 2, chosen),
  routers: r('GET', '/wps/system/routers', 'COMM3', 2, chosen),
  domainRoute: r('GET', '/wps/system/domainRoute', 'COMM3', 2, chosen),
  helpCenter: r('GET', '/wps/system/helpCenter', 'COMM3', 2),

  // --- identity (issue 3)
  login: r('POST', '/wps/session/login', 'PASS3', 3, { encrypted: true }),
  loginVerify: r('POST', '/wps/session/login/verify', 'LOGINIPVERF3', 3, { encrypted: true, chosen: true }),
  freePlay: r('POST', '/wps/session/login/freeplay', 'FREEPLAY3', 3),
  logout: r('DELETE', '/wps/session/logout', 'COMM3', 3, { token: true }),
  captcha: r('GET', '/wps/captcha', 'CAPTCHA3', 3),
  loginSmsCode: r('POST', '/wps/verification/sms/noLogin', 'MOBILEVERCODELOGIN3', 3),
  registerSmsCode: r('POST', '/wps/verification/sms/register', 'REGMOBVERF3', 3, chosen),
  forgotSmsCode: r('POST', '/wps/verification/sms/forgot', 'PWRESETSMS3', 3, chosen),
  memberInfo: r('GET', '/wps/member/info', 'COMM3', 3, { token: true }),
  memberIcon: r('GET', '/wps/member/info/icon', 'PROFPIC3', 3, { token: true }),
  playerAvatar: r('GET', '/wps/relay/MCSFE_getPlayerAvatar', 'PROFPIC3', 3, { token: true }),
  firstLogin: r('POST', '/wps/member/firstLogin', 'COMM3', 3, tokenChosen),
  register: r('PUT', '/wps/member/register', 'REG3', 3, { encrypted: true }),
  registerMobile: r('PUT', '/wps/member/register/mobile', 'MOBILENUMREG3', 3, { encrypted: true }),
  affiliateCheck: r('GET', '/wps/agent/affiliate', 'AFFMAN3', 3),
  changePassword: r('POST', '/wps/member/password', 'PASS3', 3, { token: true, encrypted: true }),
  forgotPasswordEmail: r('POST', '/wps/member/password/email', 'PWRESETEMAIL3', 3),
  setPasswordByPhone: r('POST', '/wps/member/password/verification', 'PWRESETSMS3', 3, { encrypted: true }),
  loginHistory: r('GET', '/wps/member/loginHistory', 'COMM3', 3, tokenChosen),
  language: r('POST', '/wps/member/language', 'COMM3', 3, tokenChosen),
  humanChallenge: r('GET', '/wps/verification/challenge', 'COMM3', 3, chosen),
  resetPasswordByEmail: r('POST', '/wps/member/password/email/reset', 'PWRESETEMAIL3', 3, {
    encrypted: true,
    chosen: true,
  }),
  profile: r('GET', '/wps/member/profile', 'COMM3', 3, tokenChosen),
  updateProfile: r('POST', '/wps/member/profile', 'COMM3', 3, tokenChosen),
  setAvatar: r('POST', '/wps/relay/MCSFE_setPlayerAvatar', 'PROFPIC3', 3, tokenChosen),
  totpSetup: r('POST', '/wps/member/totp/setup', 'VERIFICATION3', 3, tokenChosen),
  totpBind: r('POST', '/wps/member/totp/bind', 'VERIFICATION3', 3, {
    token: true,
    encrypted: true,
    chosen: true,
  }),
  socialLoginStart: r('GET', '/wps/session/social/start', 'COMM3', 3, chosen),
  socialLoginCallback: r('GET', '/wps/session/social/callback', 'COMM3', 3, chosen),
  socialLoginExchange: r('POST', '/wps/session/social/exchange', 'COMM3', 3, chosen),

  // --- money (issue 4)
  balance: r('GET', '/wps/v2/wallets/balance', 'COMM3', 4, { token: true }),
  merchantWallet: r('GET', '/wps/v2/wallets/merchant', 'COMM3', 4, tokenChosen),
  walletTransfer: r('POST', '/wps/relay/GCS_walletTransfer', 'FUNDTRANS3', 4, { token: true }),
  depositChannels: r('GET', '/wps/v2/deposit/channels', 'COMM3', 4, tokenChosen),
  deposit: r('POST', '/wps/v2/deposit', 'COMM3', 4, tokenChosen),
  depositRecords: r('GET', '/wps/v2/deposit/records', 'COMM3', 4, tokenChosen),
  withdrawSettings: r('GET', '/wps/v2/withdraw/settings', 'COMM3', 4, tokenChosen),
  withdraw: r('POST', '/wps/v2/withdraw', 'COMM3', 4, { token: true, encrypted: true, chosen: true }),
  withdrawConfirm: r('POST', '/wps/v2/withdraw/confirm', 'COMM3', 4, tokenChosen),
  withdrawRecords: r('GET', '/wps/v2/withdraw/records', 'COMM3', 4, tokenChosen),
  depositGatewayCallback: r('POST', '/wps/v2/deposit/callback', 'COMM3', 4, chosen),
  bankCardSmsCode: r('POST', '/wps/verification/sms/bankCard', 'VERIFICATION3', 4, tokenChosen),
  bankCards: r('GET', '/wps/member/bankCards', 'COMM3', 4, tokenChosen),
  addBankCard: r('POST', '/wps/member/bankCards', 'COMM3', 4, { token: true, encrypted: true, chosen: true }),
  removeBankCard: r('DELETE', '/wps/member/bankCards', 'COMM3', 4, tokenChosen),
  paymentPassword: r('POST', '/wps/member/paymentPassword', 'COMM3', 4, {
    token: true,
    encrypted: true,
    chosen: true,
  }),
  transferUpline: r('POST', '/wps/member/transfer/upline', 'MEMTRANS3', 4, tokenChosen),
  transferDownline: r('POST', '/wps/agent/transfer/downline', 'MEMTRANS3', 4, {
    token: true,
    encrypted: true,
    chosen: true,
  }),
  transactionHistory: r('GET', '/wps/member/transactions', 'COMM3', 4, tokenChosen),
  bonusDetails: r('GET', '/wps/member/bonuses', 'REWCEN3', 4, tokenChosen),

  // --- games (issue 5)
  gameMenus: r('GET', '/lgw/games/game_menus', 'GAMELO3', 5),
  vendorLanes: r('GET', '/lgw/games/lanes', 'GAMELO3', 5, chosen),
  hotGames: r('GET', '/lgw/games/hot', 'GAMELOHOT3', 5, chosen),
  games: r('GET', '/lgw/games/list', 'GAMELO3', 5, chosen),
  vassGameType: r('GET', '/lgw/games/vassGameType', 'GAMELO3', 5, chosen),
  favouriteList: r('GET', '/lgw/games/favourites', 'GAMELOFAV3', 5, tokenChosen),
  favouriteAdd: r('POST', '/lgw/games/favourites', 'GAMELOFAV3', 5, tokenChosen),
  favouriteRemove: r('DELETE', '/lgw/games/favourites', 'GAMELOFAV3', 5, tokenChosen),
  recentGames: r('GET', '/lgw/games/recent', 'GAMELOREC3', 5, tokenChosen),
  launchAddress: r('GET', '/lgw/games/launch', 'GAMELO3', 5, tokenChosen),
  pvpLaunch: r('GET', '/wps/game/launchGame', 'GAMELO3', 5, { token: true }),
  bettingRecord: r('GET', '/wps/member/bets', 'COMM3', 5, tokenChosen),
  personalProfit: r('GET', '/wps/member/profit', 'COMM3', 5, tokenChosen),

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
} as const satisfies Record<string, RouteDef>;

export type RouteName = keyof typeof routes;
export const routeList: readonly (RouteDef & { name: RouteName })[] = Object.entries(routes).map(
  ([name, def]) => ({ ...def, name: name as RouteName }),
);

/** Prefixes owned by the API; an unknown path under them is a 404 envelope, not the web app. */
export const API_PREFIXES = ['/wps/', '/lgw/', '/ops/'] as const;
