import type { FastifyInstance } from 'fastify';
import { defineOperatorRoute } from '../../shared/define-route.js';
import type { OperatorAdminService } from './operator-admin.service.js';
import type { OperatorAuthService } from './operator-auth.service.js';
import {
  actor,
  clientOf,
  merchantId,
  registerOperatorScope,
  requirePermission,
  tokenOf,
} from './operator-scope.js';
import type { OperatorSettingsService } from './operator-settings.service.js';

/** The operator API under `/ops`: every route but login needs an operator session. */
export function registerOperatorRoutes(
  app: FastifyInstance,
  deps: {
    auth: OperatorAuthService;
    admin: OperatorAdminService;
    settings: OperatorSettingsService;
    loginRateLimit: { max: number; timeWindow: string };
  },
) {
  const { auth, admin, settings } = deps;

  defineOperatorRoute(app, 'login', {
    rateLimit: deps.loginRateLimit,
    handler: ({ body, request }) => admin.login(body.username, body.password, clientOf(request)),
  });

  registerOperatorScope(app, auth, (secured) => {
    defineOperatorRoute(secured, 'logout', {
      handler: async ({ request }) => {
        await auth.logout(tokenOf(request)!);
        return true as const;
      },
    });
    defineOperatorRoute(secured, 'getMaintenance', {
      handler: ({ request }) => settings.getMaintenance(merchantId(request)),
    });
    defineOperatorRoute(secured, 'setMaintenance', {
      handler: ({ request, body }) => {
        requirePermission(request, 'configure');
        return settings.setMaintenance(merchantId(request), body, actor(request));
      },
    });
    defineOperatorRoute(secured, 'getRegionRestriction', {
      handler: ({ request }) => settings.getRegionRestriction(merchantId(request)),
    });
    defineOperatorRoute(secured, 'setRegionRestriction', {
      handler: ({ request, body }) => {
        requirePermission(request, 'configure');
        return settings.setRegionRestriction(merchantId(request), body, actor(request));
      },
    });
    defineOperatorRoute(secured, 'setBrand', {
      handler: ({ request, body }) => {
        requirePermission(request, 'configure');
        return settings.setBrand(merchantId(request), body, actor(request));
      },
    });
    defineOperatorRoute(secured, 'setBirthdayLimit', {
      handler: ({ request, body }) => {
        requirePermission(request, 'configure');
        return settings.setBirthdayLimit(merchantId(request), body, actor(request));
      },
    });
    defineOperatorRoute(secured, 'setModule', {
      handler: async ({ request, body }) => {
        requirePermission(request, 'configure');
        await settings.setModule(merchantId(request), body.modId, body.enabled, actor(request));
        return true as const;
      },
    });
    defineOperatorRoute(secured, 'createOperator', {
      handler: ({ request, body }) => {
        requirePermission(request, 'administer');
        return admin.createOperator(body, actor(request));
      },
    });
    defineOperatorRoute(secured, 'setAgentOnly', {
      handler: ({ request, body }) => {
        requirePermission(request, 'playerStatus');
        return admin.setAgentOnly(merchantId(request), body, actor(request));
      },
    });
    defineOperatorRoute(secured, 'setMemberPassword', {
      handler: ({ request, body }) => {
        requirePermission(request, 'playerAccess');
        return admin.setMemberPassword(merchantId(request), body, actor(request));
      },
    });
    // What was sent holds live codes and password-reset links: whoever reads it can take the account
    // over, so only admins may (support sends a reset link from the player page instead).
    defineOperatorRoute(secured, 'smsOutbox', {
      handler: ({ request, query }) => {
        requirePermission(request, 'administer');
        return admin.smsOutbox(merchantId(request), query);
      },
    });
    defineOperatorRoute(secured, 'mailOutbox', {
      handler: ({ request, query }) => {
        requirePermission(request, 'administer');
        return admin.mailOutbox(merchantId(request), query);
      },
    });
  });
}
