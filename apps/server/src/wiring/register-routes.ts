import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { Db } from '../db/create-db.js';
import { registerBetRoutes } from '../modules/games/bets.routes.js';
import { registerGameRoutes } from '../modules/games/games.routes.js';
import { registerOperatorGameRoutes } from '../modules/games/operator-games.routes.js';
import { registerHealthRoutes } from '../modules/health/health.routes.js';
import { registerHouseGameRoutes } from '../modules/house-vendor/house-game.routes.js';
import { registerHouseVendorApi } from '../modules/house-vendor/house-vendor-api.routes.js';
import { registerMemberRoutes } from '../modules/identity/member.routes.js';
import { registerSessionRoutes } from '../modules/identity/session.routes.js';
import { registerSocialRoutes } from '../modules/identity/social.routes.js';
import { registerOperatorRoutes } from '../modules/operator/operator.routes.js';
import { registerSystemRoutes } from '../modules/system/system.routes.js';
import { registerDepositRoutes } from '../modules/wallet/deposit.routes.js';
import { registerMemberTransferRoutes } from '../modules/wallet/member-transfer.routes.js';
import { registerOperatorMoneyRoutes } from '../modules/wallet/operator-money.routes.js';
import { registerRecordRoutes } from '../modules/wallet/records.routes.js';
import { registerWalletRoutes } from '../modules/wallet/wallet.routes.js';
import { registerWithdrawRoutes } from '../modules/wallet/withdraw.routes.js';
import type { Services } from './build-services.js';

const perMinute = (max: number) => ({ max, timeWindow: '1 minute' });

/** Every route group, each handed the services it calls (built once, in build-services.ts). */
export function registerRoutes(
  app: FastifyInstance,
  s: Services,
  deps: { config: Config; db: Db; isShuttingDown: () => boolean },
): { clearLobbyCache: () => void } {
  const { config, db } = deps;

  // --- platform
  registerHealthRoutes(app, { db, isShuttingDown: deps.isShuttingDown });
  registerSystemRoutes(app, { system: s.system, geoIp: s.geoIp });
  registerOperatorRoutes(app, { db, auth: s.operatorAuth, settings: s.operatorSettings });

  // --- identity (issue 3)
  registerSessionRoutes(app, {
    db,
    login: s.login,
    sessions: s.sessions,
    captchas: s.captchas,
    challenges: s.human,
    loginRateLimit: config.LOGIN_RATE_LIMIT_PER_MINUTE,
  });
  registerMemberRoutes(app, {
    db,
    members: s.members,
    register: s.register,
    reset: s.reset,
    otp: s.otp,
    sms: s.sms,
    human: s.human,
    rules: s.rules,
  });
  registerSocialRoutes(app, {
    social: s.social,
    merchants: s.merchants,
    secureCookies: config.PUBLIC_URL.startsWith('https://'),
    rateLimit: config.LOGIN_RATE_LIMIT_PER_MINUTE,
  });

  // --- the house vendor's own API and game pages (when it runs in this process)
  if (s.house) {
    registerHouseVendorApi(app, {
      db,
      secret: s.house.secret,
      wallet: s.house.wallet,
      rounds: s.house.rounds,
    });
    registerHouseGameRoutes(app, {
      rounds: s.house.rounds,
      assetsDir: config.HOUSE_GAMES_DIR,
      roundsPerMinute: config.RATE_LIMIT_PER_MINUTE,
    });
  }

  // --- wallet (issue 4)
  const moneyLimit = perMinute(config.MONEY_RATE_LIMIT_PER_MINUTE);
  registerWalletRoutes(app, { db, vendors: s.vendors, transfers: s.transfers, rateLimit: moneyLimit });
  registerRecordRoutes(app, { db });
  registerMemberTransferRoutes(app, { db, rateLimit: moneyLimit, paymentPassword: s.paymentPassword });
  registerOperatorMoneyRoutes(app, { db, auth: s.operatorAuth, transfers: s.transfers });
  registerDepositRoutes(app, { db, deposits: s.deposits, gateway: s.gateway, operatorAuth: s.operatorAuth });
  registerWithdrawRoutes(app, {
    db,
    operatorAuth: s.operatorAuth,
    bankCards: s.bankCards,
    withdrawals: s.withdrawals,
    payouts: s.payouts,
  });

  // --- games (issue 5)
  const lobby = registerGameRoutes(app, {
    db,
    vendors: s.vendors,
    esportsVendors: config.ESPORTS_VENDORS,
    cacheMs: config.MERCHANT_CACHE_MS,
  });
  // This process's lobby shows an operator's change at once; others within MERCHANT_CACHE_MS.
  registerOperatorGameRoutes(app, {
    db,
    auth: s.operatorAuth,
    vendors: s.vendors,
    onChange: lobby.clearCache,
  });
  registerBetRoutes(app, { db, timeZone: config.REPORT_TIME_ZONE });
  return { clearLobbyCache: lobby.clearCache };
}
