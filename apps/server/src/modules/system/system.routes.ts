import type { FastifyInstance } from 'fastify';
import { routes } from '@bet/contracts/routes';
import { systemStatusQuery } from '@bet/contracts/system/status';
import type { GeoIp } from '../../adapters/geo-ip/geo-ip.js';
import { defineRoute } from '../../shared/define-route.js';
import { toLanguage, type SystemService } from './system.service.js';

export function registerSystemRoutes(app: FastifyInstance, deps: { system: SystemService; geoIp: GeoIp }) {
  const { system, geoIp } = deps;

  defineRoute(app, routes.systemStatus, {
    query: systemStatusQuery,
    quietWhenOk: true,
    handler: ({ request }) => {
      const country = geoIp.countryOf({
        ip: request.ip,
        remoteAddress: request.socket.remoteAddress,
        headers: request.headers,
      });
      return system.status(request.merchantContext, { ip: request.ip, country });
    },
  });

  defineRoute(app, routes.whitelabel, { handler: ({ request }) => request.merchantContext.whitelabel });
  defineRoute(app, routes.registerSettings, {
    handler: ({ request }) => system.registerSettings(request.merchantContext),
  });
  defineRoute(app, routes.countryCodes, { handler: () => system.countryCodes() });
  defineRoute(app, routes.customerService, {
    handler: async ({ request }) => ({
      version: { pathList: await system.customerService(request.merchantContext) },
    }),
  });
  defineRoute(app, routes.routers, { handler: ({ request }) => system.routers(request.merchantContext) });
  defineRoute(app, routes.domainRoute, {
    handler: ({ request }) => ({ domainRoute: request.merchantContext.merchant.domain_route }),
  });
  defineRoute(app, routes.helpCenter, {
    handler: ({ request }) =>
      system.helpCenter(request.merchantContext, toLanguage(request.headers.language)),
  });
}
