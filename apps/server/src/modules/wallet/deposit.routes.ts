import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { depositRecordsQuery, depositRequest } from '@bet/contracts/wallet/deposit';
import { routes } from '@bet/contracts/routes';
import type { DemoGateway } from '../../adapters/payment-gateway/demo-gateway.js';
import { registerDemoGatewayPage } from '../../adapters/payment-gateway/demo-gateway.page.js';
import type { PaymentGateway } from '../../adapters/payment-gateway/payment-gateway.js';
import { defineRoute } from '../../shared/define-route.js';
import { withImageBodyLimit } from '../../shared/image-data-url.js';
import type { Db } from '../../db/create-db.js';
import type { OperatorAuthService } from '../operator/operator-auth.service.js';
import { registerDepositOperatorRoutes } from './deposit-operator.routes.js';
import * as repo from './deposit.repo.js';
import { DepositService } from './deposit.service.js';

const perMinute = (max: number) => ({ max, timeWindow: '1 minute' });

/** Deposits (issue 4): the player's calls, the gateway callback, the demo gateway's page, the operator's calls. */
export function registerDepositRoutes(
  app: FastifyInstance,
  deps: {
    db: Db;
    deposits: DepositService;
    gateway: DemoGateway | null;
    operatorAuth: OperatorAuthService;
  },
): void {
  const { deposits, gateway } = deps;

  defineRoute(app, routes.depositChannels, {
    // Trial accounts may look (the answer says depositAllowed: false) but not deposit.
    access: 'session',
    handler: ({ request }) => deposits.channels(request.member),
  });
  withImageBodyLimit(app, (scope) => {
    defineRoute(scope, routes.deposit, {
      body: depositRequest,
      rateLimit: perMinute(60),
      handler: ({ body, request }) => deposits.create(request.member, body),
    });
  });
  defineRoute(app, routes.depositRecords, {
    query: depositRecordsQuery,
    handler: ({ query, request }) => deposits.records(request.member.memberId, query),
  });

  if (gateway) {
    registerGatewayCallback(app, gateway, deposits);
    registerDemoGatewayPage(app, {
      gateway,
      lookup: async (id) => {
        const d = await repo.findForGatewayPage(deps.db, id);
        return (
          d && {
            id: d.id,
            amount: d.amount,
            status: d.status,
            merchantCode: d.merchant_code,
            merchantName: d.merchant_name,
            currencySymbol: d.currency_symbol,
          }
        );
      },
    });
  }
  registerDepositOperatorRoutes(app, { db: deps.db, auth: deps.operatorAuth, deposits });
}

/**
 * The gateway signs the exact bytes it sends, so this route keeps the raw body beside the parsed
 * one (its own JSON parser, in its own scope; every other route keeps Fastify's).
 */
function registerGatewayCallback(app: FastifyInstance, gateway: PaymentGateway, deposits: DepositService) {
  const rawBodies = new WeakMap<FastifyRequest, string>();
  app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      rawBodies.set(request, body as string);
      try {
        done(null, JSON.parse(body as string));
      } catch {
        const error = new Error('invalid JSON') as FastifyError;
        error.statusCode = 400;
        done(error, undefined);
      }
    });
    defineRoute(scope, routes.depositGatewayCallback, {
      rateLimit: perMinute(300),
      handler: ({ request }) => {
        const notification = gateway.verifyCallback({
          headers: request.headers,
          rawBody: rawBodies.get(request) ?? '',
        });
        return deposits.gatewayCallback(request.merchantContext.merchant.id, notification, {
          actorType: 'system',
          actorId: `gateway:${gateway.name}`,
          ip: request.ip,
        });
      },
    });
  });
}
