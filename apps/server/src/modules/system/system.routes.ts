import type { FastifyInstance } from 'fastify';
import { CS_WEB_PATH_TYPE } from '@bet/contracts/constants';
import type { GeoIp } from '../../adapters/geo-ip/geo-ip.js';
import { defineRoute } from '../../shared/define-route.js';
import { visitorOf } from './site-document.js';
import { toLanguage, type SystemService } from './system.service.js';

export function registerSystemRoutes(
  app: FastifyInstance,
  deps: {
    system: SystemService;
    geoIp: GeoIp;
    /** The open sign-up bonus for the register title (the promotions domain's; passed in, so
     * system does not depend on promotions). */
    signUpBonus: (merchantId: number) => Promise<number | null>;
  },
) {
  const { system, geoIp, signUpBonus } = deps;

  defineRoute(app, 'systemStatus', {
    quietWhenOk: true,
    handler: ({ request }) => system.status(request.merchantContext, visitorOf(request, geoIp)),
  });

  defineRoute(app, 'whitelabel', { handler: ({ request }) => request.merchantContext.whitelabel });
  defineRoute(app, 'registerSettings', {
    handler: async ({ request }) =>
      system.registerSettings(
        request.merchantContext,
        await signUpBonus(request.merchantContext.merchant.id),
      ),
  });
  defineRoute(app, 'countryCodes', { handler: () => system.countryCodes() });
  // The configured lines are web chat addresses: each is answered as type 3 (decision 0042).
  defineRoute(app, 'customerService', {
    handler: async ({ request }) => ({
      version: {
        pathList: (await system.customerService(request.merchantContext)).map((entry) => ({
          ...entry,
          type: CS_WEB_PATH_TYPE,
        })),
      },
    }),
  });
  defineRoute(app, 'routers', { handler: ({ request }) => system.routers(request.merchantContext) });
  defineRoute(app, 'domainRoute', {
    handler: ({ request }) => ({ domainRoute: request.merchantContext.merchant.domain_route }),
  });
  defineRoute(app, 'helpCenter', {
    handler: ({ request }) =>
      system.helpCenter(request.merchantContext, toLanguage(request.headers.language)),
  });
}
