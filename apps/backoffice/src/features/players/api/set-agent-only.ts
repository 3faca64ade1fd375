import { operatorRoutes as routes } from '@bet/contracts/operator/operator';
import { opsCall } from '@/shared/api/ops-call';

/** Marks the player agent-only (no member-site login, member_no_enter) or not. */
export const setAgentOnly = (body: { username: string; agentOnly: boolean; reason: string }) =>
  opsCall(routes.setAgentOnly, { body });
