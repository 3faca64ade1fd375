import { describe, expect, it } from 'vitest';
import { ModIds } from './mod-ids.js';
import { routeList, routes } from './routes.js';

// Spec §7: every call whose path the spec shows (method "any" → our choice).
const specCalls: Array<[string, string]> = [
  ['POST', '/wps/session/login'],
  ['POST', '/wps/verification/sms/noLogin'],
  ['GET', '/wps/member/info'],
  ['GET', '/wps/system/whitelabel'],
  ['GET', '/lgw/games/game_menus'],
  ['PUT', '/wps/member/register'],
  ['PUT', '/wps/member/register/mobile'],
  ['POST', '/wps/member/password'],
  ['GET', '/wps/agent/affiliate'],
  ['GET', '/wps/system/setting/register'],
  ['POST', '/wps/member/password/email'],
  ['POST', '/wps/session/login/freeplay'],
  ['GET', '/wps/captcha'],
  ['GET', '/wps/member/info/icon'],
  ['GET', '/wps/system/status'],
  ['GET', '/wps/relay/MCSFE_getPlayerAvatar'],
  ['POST', '/wps/member/password/verification'],
  ['GET', '/wps/v2/wallets/balance'],
  ['*', '/wps/relay/GCS_walletTransfer'],
  ['DELETE', '/wps/session/logout'],
  ['*', '/wps/game/launchGame'],
  ['*', '/wps/system/helpCenter'],
];

describe('route table', () => {
  it('holds every call of spec §7 with its method and path', () => {
    for (const [method, path] of specCalls) {
      const route = routeList.find((r) => r.path === path && (method === '*' || r.method === method));
      expect(route, `${method} ${path}`).toBeDefined();
      expect(route!.pathFromSpec).toBe(true);
    }
  });

  it('has no two routes with the same method and path', () => {
    const keys = routeList.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('uses only known module ids and the platform prefixes', () => {
    for (const r of routeList) {
      expect(ModIds, r.name).toContain(r.modId);
      expect(r.path, r.name).toMatch(/^\/(wps|lgw)\//);
    }
  });

  it('flags the bodies the platform encrypts and the calls that need a token', () => {
    for (const name of [
      'login',
      'register',
      'registerMobile',
      'changePassword',
      'setPasswordByPhone',
      'withdraw',
      'addBankCard',
      'paymentPassword',
      'createDownline',
      'transferDownline',
      'pointsRedeem',
      'pointsConvert',
      'loginVerify',
    ] as const) {
      expect(routes[name].encrypted, name).toBe(true);
    }
    expect(routes.memberInfo.token).toBe(true);
    expect(routes.systemStatus.token).toBe(false);
    expect(routes.logout.token).toBe(true);
  });

  it('lists the calls whose paths the spec does not show', () => {
    const chosen = routeList.filter((r) => !r.pathFromSpec).map((r) => r.name);
    for (const name of [
      'countryCodes',
      'firstLogin',
      'registerSmsCode',
      'forgotSmsCode',
      'launchAddress',
      'customerService',
      'vendorLanes',
      'hotGames',
      'games',
      'gameAnnouncements',
      'vassGameType',
      'favouriteAdd',
      'favouriteList',
      'recentGames',
      'pvpRooms',
      'notices',
      'popularLottery',
      'vnNumbers',
      'openedNumbers',
      'consolidatedContract',
      'dividendRequest',
      'dailySalary',
      'hourlySalaryRequest',
      'realTimeSalaryRequest',
      'routers',
      'merchantWallet',
      'feedback',
      'rafflePromotion',
      'winnerBoard',
      'promotions',
      'signUpPromoJoin',
      'signUpPromoReward',
      'unreadMessageCount',
      'lotteryRecent',
      'vnMenus',
      'missionSummary',
      'missionLeaderboard',
      'pointsBalance',
      'pointsRewards',
      'pointsRedeem',
      'pointsRedeemed',
      'pointsConfig',
      'pointsTransactions',
      'pointsConvert',
      'domainRoute',
    ]) {
      expect(chosen, name).toContain(name);
    }
  });
});
