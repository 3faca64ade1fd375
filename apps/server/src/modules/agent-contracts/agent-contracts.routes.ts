import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../shared/define-route.js';
import type { AgentContractsService } from './agent-contracts.service.js';

/** The agent's contract calls (issue 15 lane B): agents only (the service refuses everyone else). */
export function registerAgentContractRoutes(
  app: FastifyInstance,
  deps: { contracts: AgentContractsService },
) {
  const { contracts } = deps;
  defineRoute(app, 'consolidatedContract', {
    handler: ({ request }) =>
      contracts.consolidated(request.member, (modId) => request.merchantContext.isModuleEnabled(modId)),
  });
  defineRoute(app, 'dividendRequest', {
    handler: ({ body: { downline, ...terms }, request }) =>
      contracts.offer(request.member, downline, { kind: 'DIVIDEND', ...terms }),
  });
  defineRoute(app, 'dailySalary', { handler: ({ request }) => contracts.dailySalary(request.member) });
  defineRoute(app, 'dailySalaryRequest', {
    handler: ({ body: { downline, ...terms }, request }) =>
      contracts.offer(request.member, downline, { kind: 'DAILY_WAGE', ...terms }),
  });
  defineRoute(app, 'hourlySalaryRequest', {
    handler: ({ body: { downline, ...terms }, request }) =>
      contracts.offer(request.member, downline, { kind: 'HOURLY_SALARY', ...terms }),
  });
  defineRoute(app, 'realTimeSalaryRequest', {
    handler: ({ body: { downline, ...terms }, request }) =>
      contracts.offer(request.member, downline, { kind: 'REALTIME_SALARY', ...terms }),
  });
  defineRoute(app, 'respondContract', {
    handler: ({ body, request }) => contracts.respond(request.member, body),
  });
  defineRoute(app, 'terminateContract', {
    handler: ({ body, request }) => contracts.terminate(request.member, body.contractId),
  });
  defineRoute(app, 'givenContracts', {
    handler: ({ query, request }) => contracts.given(request.member, query),
  });
  defineRoute(app, 'receivedContracts', {
    handler: ({ query, request }) => contracts.received(request.member, query),
  });
  defineRoute(app, 'contractHistory', {
    handler: ({ query, request }) => contracts.history(request.member, query.contractId),
  });
}
