import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { addBankCardRequest, removeBankCardRequest } from '@bet/contracts/wallet/bank-card';
import {
  withdrawConfirmRequest,
  withdrawRecordsQuery,
  withdrawRequest,
} from '@bet/contracts/wallet/withdraw';
import { routes } from '@bet/contracts/routes';
import { createSmsSender } from '../../adapters/sms/sms-sender.js';
import { defineRoute } from '../../shared/define-route.js';
import { withImageBodyLimit } from '../../shared/image-data-url.js';
import type { MoneyDeps } from '../../wiring/wallet.js';
import { OtpService } from '../identity/otp.service.js';
import { BankCardService } from './bank-card.service.js';
import { PaymentPasswordCheck } from './payment-password.js';
import { registerWithdrawOperatorRoutes } from './withdraw-operator.routes.js';
import { autoConfirmWithdrawals, WithdrawPayoutService } from './withdraw-payout.service.js';
import { WithdrawService } from './withdraw.service.js';

const perMinute = (max: number) => ({ max, timeWindow: '1 minute' });
/** How often paid-out withdrawals past their deadline are marked received. */
const AUTO_CONFIRM_EVERY_MS = 60_000;

/** Withdrawals and bank cards (issue 4): the player's calls, the operator's calls, the auto-confirm job. */
export async function registerWithdrawRoutes(app: FastifyInstance, deps: MoneyDeps): Promise<void> {
  const { db, config } = deps;
  const paymentPassword = new PaymentPasswordCheck(db, config.LOGIN_LOCK_AFTER_FAILURES);
  const bankCards = new BankCardService({
    db,
    paymentPassword,
    otp: new OtpService(db, { ttlMinutes: config.OTP_TTL_MINUTES }),
    sms: createSmsSender(config, db),
  });
  const withdrawals = new WithdrawService({ db, paymentPassword });

  // --- bank cards
  defineRoute(app, routes.bankCards, { handler: ({ request }) => bankCards.list(request.member.memberId) });
  defineRoute(app, routes.addBankCard, {
    body: addBankCardRequest,
    rateLimit: perMinute(10),
    handler: ({ body, request }) => bankCards.add(request.member, body, request.ip),
  });
  defineRoute(app, routes.removeBankCard, {
    body: removeBankCardRequest,
    rateLimit: perMinute(10),
    handler: ({ body, request }) => bankCards.remove(request.member, body, request.ip),
  });
  defineRoute(app, routes.bankCardSmsCode, {
    body: z.object({}),
    rateLimit: perMinute(5),
    handler: ({ request }) => bankCards.sendSmsCode(request.member, request.ip),
  });

  // --- withdrawals
  defineRoute(app, routes.withdrawSettings, {
    handler: ({ request }) => withdrawals.settings(request.member),
  });
  defineRoute(app, routes.withdraw, {
    body: withdrawRequest,
    rateLimit: perMinute(30),
    handler: ({ body, request }) => withdrawals.withdraw(request.member, body, request.ip),
  });
  withImageBodyLimit(app, (scope) => {
    defineRoute(scope, routes.withdrawConfirm, {
      body: withdrawConfirmRequest,
      rateLimit: perMinute(30),
      handler: ({ body, request }) => withdrawals.confirm(request.member, body, request.ip),
    });
  });
  defineRoute(app, routes.withdrawRecords, {
    query: withdrawRecordsQuery,
    handler: ({ query, request }) => withdrawals.records(request.member.memberId, query),
  });

  registerWithdrawOperatorRoutes(app, {
    db,
    auth: deps.operatorAuth,
    payouts: new WithdrawPayoutService(db),
  });

  // The update is guarded by status, so several server processes running it at once is harmless.
  const job = setInterval(() => {
    autoConfirmWithdrawals(db).catch((err: unknown) =>
      app.log.warn({ err }, 'withdrawal auto-confirm failed'),
    );
  }, AUTO_CONFIRM_EVERY_MS).unref();
  app.addHook('onClose', async () => clearInterval(job));
}
