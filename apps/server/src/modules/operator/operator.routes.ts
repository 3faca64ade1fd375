import type { FastifyInstance } from 'fastify';
import {
  birthdayLimitSetting,
  brandSetting,
  createOperatorRequest,
  setAgentOnlyRequest,
  maintenanceSetting,
  operatorLoginRequest,
  operatorRoutes,
  outboxQuery,
  regionRestrictionSetting,
  setMemberPasswordRequest,
  setModuleRequest,
} from '@bet/contracts/operator/operator';
import { defineRoute } from '../../shared/define-route.js';
import { writeAudit } from '../audit/audit.repo.js';
import type { Db } from '../../db/create-db.js';
import type { OperatorAuthService } from './operator-auth.service.js';
import { actor, merchantId, registerOperatorScope, requireRole, tokenOf } from './operator-scope.js';
import { ErrorCodes } from '@bet/contracts/error-codes';
import { AppError } from '../../shared/app-error.js';
import type { OperatorSettingsService } from './operator-settings.service.js';
import { listMailOutbox, listSmsOutbox } from './outbox.repo.js';
import { setAgentOnly, setMemberPassword } from './operator-members.js';

/** The operator API under `/ops`: every route but login needs an operator session. */
export function registerOperatorRoutes(
  app: FastifyInstance,
  deps: { db: Db; auth: OperatorAuthService; settings: OperatorSettingsService },
) {
  const { db, auth, settings } = deps;

  defineRoute(app, operatorRoutes.login, {
    body: operatorLoginRequest,
    rateLimit: { max: 10, timeWindow: '1 minute' },
    handler: async ({ body, request }) => {
      const session = await auth.login(body.username, body.password, request.ip);
      await writeAudit(db, {
        actorType: 'operator',
        actorId: String(session.operatorId),
        merchantId: null,
        action: 'operator.login',
        detail: {},
        ip: request.ip,
      });
      return { token: session.token, role: session.role };
    },
  });

  registerOperatorScope(app, auth, (secured) => {
    defineRoute(secured, operatorRoutes.logout, {
      handler: async ({ request }) => {
        await auth.logout(tokenOf(request)!);
        return true;
      },
    });
    defineRoute(secured, operatorRoutes.getMaintenance, {
      handler: ({ request }) => settings.getMaintenance(merchantId(request)),
    });
    defineRoute(secured, operatorRoutes.setMaintenance, {
      body: maintenanceSetting,
      handler: ({ request, body }) => settings.setMaintenance(merchantId(request), body, actor(request)),
    });
    defineRoute(secured, operatorRoutes.getRegionRestriction, {
      handler: ({ request }) => settings.getRegionRestriction(merchantId(request)),
    });
    defineRoute(secured, operatorRoutes.setRegionRestriction, {
      body: regionRestrictionSetting,
      handler: ({ request, body }) =>
        settings.setRegionRestriction(merchantId(request), body, actor(request)),
    });
    defineRoute(secured, operatorRoutes.setBrand, {
      body: brandSetting,
      handler: ({ request, body }) => settings.setBrand(merchantId(request), body, actor(request)),
    });
    defineRoute(secured, operatorRoutes.setBirthdayLimit, {
      body: birthdayLimitSetting,
      handler: ({ request, body }) => {
        requireRole(request);
        return settings.setBirthdayLimit(merchantId(request), body, actor(request));
      },
    });
    defineRoute(secured, operatorRoutes.setModule, {
      body: setModuleRequest,
      handler: async ({ request, body }) => {
        await settings.setModule(merchantId(request), body.modId, body.enabled, actor(request));
        return true;
      },
    });
    defineRoute(secured, operatorRoutes.createOperator, {
      body: createOperatorRequest,
      handler: async ({ request, body }) => {
        requireRole(request);
        if (!(await auth.createOperator(body.username, body.password, body.role)))
          throw new AppError(ErrorCodes.conflict, 'this operator name is taken');
        await writeAudit(db, {
          actorType: 'operator',
          actorId: String(actor(request).operatorId),
          merchantId: null,
          action: 'operator.create',
          detail: { username: body.username, role: body.role },
          ip: request.ip,
        });
        return { username: body.username, role: body.role };
      },
    });
    defineRoute(secured, operatorRoutes.setAgentOnly, {
      body: setAgentOnlyRequest,
      handler: ({ request, body }) => {
        requireRole(request);
        return setAgentOnly(db, merchantId(request), body, actor(request));
      },
    });
    defineRoute(secured, operatorRoutes.setMemberPassword, {
      body: setMemberPasswordRequest,
      handler: ({ request, body }) => setMemberPassword(db, merchantId(request), body, actor(request)),
    });
    defineRoute(secured, operatorRoutes.smsOutbox, {
      query: outboxQuery,
      handler: ({ request, query }) => listSmsOutbox(db, merchantId(request), query),
    });
    defineRoute(secured, operatorRoutes.mailOutbox, {
      query: outboxQuery,
      handler: ({ request, query }) => listMailOutbox(db, merchantId(request), query),
    });
  });
}
