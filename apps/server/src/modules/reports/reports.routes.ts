import type { FastifyInstance } from 'fastify';
import { defineOperatorRoute } from '../../shared/define-route.js';
import type { OperatorAuthService } from '../operator/operator-auth.service.js';
import { merchantId, registerOperatorScope, requirePermission } from '../operator/operator-scope.js';
import type { ReportsService } from './reports.service.js';

/** The dashboard (every operator: `read`) and the money reports (`reports`: admin and finance). */
export function registerReportRoutes(
  app: FastifyInstance,
  deps: { auth: OperatorAuthService; reports: ReportsService },
) {
  const { reports } = deps;
  registerOperatorScope(app, deps.auth, (secured) => {
    defineReads(secured, reports);
  });
}

function defineReads(secured: FastifyInstance, reports: ReportsService) {
  defineOperatorRoute(secured, 'getDashboard', {
    handler: ({ request }) => {
      requirePermission(request, 'read');
      return reports.dashboard(merchantId(request));
    },
  });
  defineOperatorRoute(secured, 'ggrReport', {
    handler: ({ query, request }) => {
      requirePermission(request, 'reports');
      return reports.ggr(merchantId(request), query);
    },
  });
  defineOperatorRoute(secured, 'channelReport', {
    handler: ({ query, request }) => {
      requirePermission(request, 'reports');
      return reports.channels(merchantId(request), query);
    },
  });
  defineOperatorRoute(secured, 'bonusReport', {
    handler: ({ query, request }) => {
      requirePermission(request, 'reports');
      return reports.bonuses(merchantId(request), query);
    },
  });
}
