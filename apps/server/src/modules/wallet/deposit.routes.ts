import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import type { DemoGateway } from '../../adapters/payment-gateway/demo-gateway.js';
import { registerDemoGatewayPage } from '../../adapters/payment-gateway/demo-gateway.page.js';
import type { PaymentGateway } from '../../adapters/payment-gateway/payment-gateway.js';
import { defineRoute } from '../../shared/define-route.js';
import { withImageBodyLimit } from '../../shared/image-data-url.js';
import type { DepositService } from './deposit.service.js';

const perMinute = (max: number) => ({ max, timeWindow: '1 minute' });

/** Deposits (issue 4): the player's calls, the gateway callback, the demo gateway's page. */
export function registerDepositRoutes(
  app: FastifyInstance,
  deps: {
    deposits: DepositService;
    gateway: DemoGateway | null;
  },
): void {
  const { deposits, gateway } = deps;

  defineRoute(app, 'depositChannels', {
    // Trial accounts may look (the answer says depositAllowed: false) but not deposit.
    access: 'session',
    handler: ({ request }) => deposits.channels(request.member),
  });
  withImageBodyLimit(app, (scope) => {
    defineRoute(scope, 'deposit', {
      rateLimit: perMinute(60),
      handler: ({ body, request }) => deposits.create(request.member, body),
    });
  });
  defineRoute(app, 'depositRecords', {
    handler: ({ query, request }) => deposits.records(request.member.memberId, query),
  });

  if (gateway) {
    registerGatewayCallback(app, gateway, deposits);
    registerDemoGatewayPage(app, {
      gateway,
      lookup: (id) => deposits.gatewayPagePayment(id),
    });
  }
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
    defineRoute(scope, 'depositGatewayCallback', {
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
