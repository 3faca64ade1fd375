import type { CallOf } from '@bet/contracts/routes';
import { operatorAgentRoutes } from '@bet/contracts/operator/operator-agents';
import { opsCall } from '@/shared/api/ops-call';

type Body = CallOf<typeof operatorAgentRoutes.setAgentContractSettings>['body'];

/** Sets the top-level agents' terms per kind and the release delay (configure; audited). */
export const setAgentContractSettings = (body: Body) =>
  opsCall(operatorAgentRoutes.setAgentContractSettings, { body });
