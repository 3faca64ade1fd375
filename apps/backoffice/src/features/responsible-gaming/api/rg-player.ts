import { useQuery } from '@tanstack/react-query';
import { operatorResponsibleGamingRoutes as routes } from '@bet/contracts/operator/operator-responsible-gaming';
import { opsCall } from '@/shared/api/ops-call';
import { rgKey } from '../lib/rg-key';

export const rgPlayerKey = (memberId: string) => rgKey('player', memberId);

/** One player's limits with their use, every limit change, exclusion and the last refusals. */
export const useRgPlayer = (memberId: string) =>
  useQuery({
    queryKey: rgPlayerKey(memberId),
    queryFn: ({ signal }) => opsCall(routes.rgPlayer, { query: { memberId }, signal }),
  });
