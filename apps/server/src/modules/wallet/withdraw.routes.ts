import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../shared/define-route.js';
import { withImageBodyLimit } from '../../shared/image-data-url.js';
import type { BankCardService } from './bank-card.service.js';
import type { WithdrawService } from './withdraw.service.js';

const perMinute = (max: number) => ({ max, timeWindow: '1 minute' });
/** Withdrawals and bank cards (issue 4): the player's calls. */
export function registerWithdrawRoutes(
  app: FastifyInstance,
  deps: {
    bankCards: BankCardService;
    withdrawals: WithdrawService;
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
}
