import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { addBankCardRequest, removeBankCardRequest } from '@bet/contracts/wallet/bank-card';
import {
  withdrawConfirmRequest,
  withdrawRecordsQuery,
  withdrawRequest,
} from '@bet/contracts/wallet/withdraw';
import { routes } from '@bet/contracts/routes';
import { defineRoute } from '../../shared/define-route.js';
import { withImageBodyLimit } from '../../shared/image-data-url.js';
import type { Db } from '../../db/create-db.js';
import type { OperatorAuthService } from '../operator/operator-auth.service.js';
import type { BankCardService } from './bank-card.service.js';
import { registerWithdrawOperatorRoutes } from './withdraw-operator.routes.js';
import type { WithdrawPayoutService } from './withdraw-payout.service.js';
import type { WithdrawService } from './withdraw.service.js';

const perMinute = (max: number) => ({ max, timeWindow: '1 minute' });
/** Withdrawals and bank cards (issue 4): the player's calls and the operator's calls. */
export function registerWithdrawRoutes(
  app: FastifyInstance,
  deps: {
    db: Db;
    operatorAuth: OperatorAuthService;
    bankCards: BankCardService;
    withdrawals: WithdrawService;
    payouts: WithdrawPayoutService;
  },
): void {
  const { bankCards, withdrawals } = deps;

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

  registerWithdrawOperatorRoutes(app, { db: deps.db, auth: deps.operatorAuth, payouts: deps.payouts });
}
