import { useQuery } from '@tanstack/react-query';
import { operatorAgentTreeRoutes as routes } from '@bet/contracts/operator/operator-agent-tree';
import { opsCall } from '@/shared/api/ops-call';

export const agentTreeKey = (username: string) => ['ops', 'players', 'agentTree', username] as const;

/** A player's uplines from the top, direct downlines and team size. */
export const usePlayerAgentTree = (username: string) =>
  useQuery({
    queryKey: agentTreeKey(username),
    queryFn: ({ signal }) => opsCall(routes.playerAgentTree, { query: { username }, signal }),
  });
