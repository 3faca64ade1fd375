import type { FastifyInstance } from 'fastify';
import { defineOperatorRoute } from '../../shared/define-route.js';
import type { OperatorAuthService } from './operator-auth.service.js';
import type { OperatorJobsService } from './operator-jobs.service.js';
import { actor, registerOperatorScope, requirePermission } from './operator-scope.js';

/** Background jobs: every operator reads them; only an admin runs one now. */
export function registerOperatorJobRoutes(
  app: FastifyInstance,
  deps: { auth: OperatorAuthService; jobs: OperatorJobsService },
) {
  const { jobs } = deps;
  registerOperatorScope(app, deps.auth, (secured) => {
    defineOperatorRoute(secured, 'listJobs', { handler: () => jobs.list() });
    defineOperatorRoute(secured, 'listJobRuns', { handler: ({ query }) => jobs.runs(query) });
    defineOperatorRoute(secured, 'runJob', {
      handler: ({ body, request }) => {
        requirePermission(request, 'administer');
        return jobs.run(body.name, actor(request));
      },
    });
  });
}
