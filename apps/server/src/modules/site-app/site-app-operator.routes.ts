import type { FastifyInstance } from 'fastify';
import { defineOperatorRoute } from '../../shared/define-route.js';
import type { OperatorAuthService } from '../operator/operator-auth.service.js';
import { actor, merchantId, registerOperatorScope, requirePermission } from '../operator/operator-scope.js';
import type { SiteAppService } from './site-app.service.js';

/** The lite app and join-us settings: every role reads them, `configure` changes them. */
export function registerSiteAppOperatorRoutes(
  app: FastifyInstance,
  deps: { auth: OperatorAuthService; siteApp: SiteAppService },
) {
  const { siteApp } = deps;
  registerOperatorScope(app, deps.auth, (secured) => {
    defineOperatorRoute(secured, 'getSiteApp', {
      handler: ({ request }) => siteApp.settings(merchantId(request)),
    });
    defineOperatorRoute(secured, 'setLiteApp', {
      handler: ({ request, body }) => {
        requirePermission(request, 'configure');
        return siteApp.setLiteApp(merchantId(request), body, actor(request));
      },
    });
    defineOperatorRoute(secured, 'setJoinPage', {
      handler: ({ request, body }) => {
        requirePermission(request, 'configure');
        return siteApp.setJoinPage(merchantId(request), body, actor(request));
      },
    });
  });
}
