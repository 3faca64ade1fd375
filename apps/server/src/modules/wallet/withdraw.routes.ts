import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../shared/define-route.js';
import { withImageBodyLimit } from '../../shared/image-data-url.js';
import type { OperatorAuthService } from '../operator/operator-auth.service.js';
import type { BankCardService } from './bank-card.service.js';
import type { MoneySettingsService } from './money-settings.service.js';
import { registerWithdrawOperatorRoutes } from './withdraw-operator.routes.js';
import type { WithdrawPayoutService } from './withdraw-payout.service.js';
import type { WithdrawService } from './withdraw.service.js';

const perMinute = (max: number) => ({ max, timeWindow: '1 minute' });
/** Withdrawals and bank cards (issue 4): the player's calls and the operator's calls. */
export function registerWithdrawRoutes(
  app: FastifyInstance,
  deps: {
    operatorAuth: OperatorAuthService;
    bankCards: BankCardService;
    withdrawals: WithdrawService;
    payouts: WithdrawPayoutService;
    moneySettings: MoneySettingsService;
  },
): void {
  const { bankCards, withdrawals } = deps;

  // --- bank cards
  defineRoute(app, 'bankCards', { handler: ({ request }) => bankCards.list(request.member.memberId) });
  defineRoute(app, 'addBankCard', {
    rateLimit: perMinute(10),
    handler: ({ body, request }) => bankCards.add(request.member, body, request.ip),
  });
  defineRoute(app, 'removeBankCard', {
    rateLimit: perMinute(10),
    handler: ({ body, request }) => bankCards.remove(request.member, body, request.ip),
  });
  defineRoute(app, 'bankCardSmsCode', {
    rateLimit: perMinute(5),
    handler: ({ request }) => bankCards.sendSmsCode(request.member, request.ip),
  });

  // --- withdrawals
  defineRoute(app, 'withdrawSettings', {
    handler: ({ request }) => withdrawals.settings(request.member),
  });
  defineRoute(app, 'withdraw', {
    rateLimit: perMinute(30),
    handler: ({ body, request }) => withdrawals.withdraw(request.member, body, request.ip),
  });
  withImageBodyLimit(app, (scope) => {
    defineRoute(scope, 'withdrawConfirm', {
      rateLimit: perMinute(30),
      handler: ({ body, request }) => withdrawals.confirm(request.member, body, request.ip),
    });
  });
  defineRoute(app, 'withdrawRecords', {
    handler: ({ query, request }) => withdrawals.records(request.member.memberId, query),
  });

  registerWithdrawOperatorRoutes(app, {
    auth: deps.operatorAuth,
    payouts: deps.payouts,
    settings: deps.moneySettings,
  });
}
