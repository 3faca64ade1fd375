import type { FastifyInstance } from 'fastify';
import { defineOperatorRoute } from '../../shared/define-route.js';
import type { OperatorAuthService } from '../operator/operator-auth.service.js';
import { actor, merchantId, registerOperatorScope, requirePermission } from '../operator/operator-scope.js';
import type { MoneySettingsService } from './money-settings.service.js';

/** The deposit channels in the back office's settings: every role reads, `configure` (admin) changes. */
export function registerOperatorDepositChannelRoutes(
  app: FastifyInstance,
  deps: { auth: OperatorAuthService; money: MoneySettingsService },
) {
  const { money } = deps;
  registerOperatorScope(app, deps.auth, (secured) => {
    defineOperatorRoute(secured, 'listDepositChannels', {
      handler: ({ request }) => money.channels(merchantId(request)),
    });
    defineOperatorRoute(secured, 'setDepositChannel', {
      handler: ({ request, body }) => {
        requirePermission(request, 'configure');
        return money.setChannel(merchantId(request), body, actor(request));
      },
    });
  });
}
