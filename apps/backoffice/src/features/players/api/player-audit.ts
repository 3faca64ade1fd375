import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { operatorPlayerRoutes as routes } from '@bet/contracts/operator/operator-players';
import { opsCall } from '@/shared/api/ops-call';

type Query = { username: string; pageNo: number; pageSize: number };

export const playerAudit = (query: Query) => opsCall(routes.playerAudit, { query });

/** Operator actions on the player (the audit log), a page at a time. */
export const usePlayerAudit = (query: Query, enabled = true) =>
  useQuery({
    enabled,
    queryKey: ['ops', 'players', 'playerAudit', query],
    queryFn: ({ signal }) => opsCall(routes.playerAudit, { query, signal }),
    placeholderData: keepPreviousData,
  });
