import type { FastifyInstance } from 'fastify';
import { VendorRegistry } from '../adapters/game-vendor/game-vendor.js';
import type { Config } from '../config.js';
import type { Db } from '../db/create-db.js';
import { registerDepositRoutes } from '../modules/wallet/deposit.routes.js';
import { registerWithdrawRoutes } from '../modules/wallet/withdraw.routes.js';
import { registerHouseVendor } from './house-vendor.js';
import { registerMemberTransferRoutes } from '../modules/wallet/member-transfer.routes.js';
import type { OperatorAuthService } from '../modules/operator/operator-auth.service.js';
import { registerRecordRoutes } from '../modules/wallet/records.routes.js';
import { VendorTransferService } from '../modules/wallet/vendor-transfer.service.js';
import { registerWalletRoutes } from '../modules/wallet/wallet.routes.js';
import { PaymentPasswordCheck } from '../modules/wallet/payment-password.js';
import { registerOperatorMoneyRoutes } from '../modules/wallet/operator-money.routes.js';

export interface MoneyDeps {
  config: Config;
  db: Db;
  operatorAuth: OperatorAuthService;
  /** Tests: vendors other than the house one (a failing or silent vendor). */
  vendors?: VendorRegistry;
}

/** How often PENDING vendor transfers are settled (each at least 30 s old). */
const RECONCILE_EVERY_MS = 60_000;

/** Builds the money services (issue 4) and registers their routes, operator routes and jobs. */
export async function registerMoney(
  app: FastifyInstance,
  deps: MoneyDeps,
): Promise<{ transfers: VendorTransferService; vendors: VendorRegistry }> {
  const { db } = deps;
  const vendors = deps.vendors ?? new VendorRegistry();
  if (!vendors.get('HOUSE')) vendors.register(await registerHouseVendor(app, deps));
  const transfers = new VendorTransferService(db, vendors, deps.config.VENDOR_TIMEOUT_MS);

  const rateLimit = { max: deps.config.MONEY_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' };
  registerWalletRoutes(app, { db, vendors, transfers, rateLimit });
  registerRecordRoutes(app, { db });
  registerMemberTransferRoutes(app, {
    db,
    rateLimit,
    paymentPassword: new PaymentPasswordCheck(db, deps.config.LOGIN_LOCK_AFTER_FAILURES),
  });
  registerOperatorMoneyRoutes(app, { db, auth: deps.operatorAuth, transfers });
  await registerDepositRoutes(app, deps);
  await registerWithdrawRoutes(app, deps);

  const reconcile = setInterval(() => {
    transfers
      .reconcile()
      .catch((err: unknown) => app.log.warn({ err }, 'vendor transfer reconciliation failed'));
  }, RECONCILE_EVERY_MS).unref();
  app.addHook('onClose', async () => clearInterval(reconcile));
  return { transfers, vendors };
}
