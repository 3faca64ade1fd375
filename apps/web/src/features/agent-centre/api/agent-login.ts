import { useMutation } from '@tanstack/react-query';
import type { LoginRequest } from '@bet/contracts/identity/login';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';

/**
 * `POST /wps/agent/session/login` (encrypted, as the member login): the agent site's login.
 * Agents only, agent-only accounts included; a player is refused with `agent.login.not.agent`.
 */
export const agentLogin = (body: LoginRequest) => apiCall(routes.agentLogin, { body });

export const useAgentLoginMutation = () => useMutation({ mutationFn: agentLogin });
