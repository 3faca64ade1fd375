import { useQuery } from '@tanstack/react-query';
import { operatorRoutes } from '@bet/contracts/operator/operator';
import { opsCall } from '@/shared/api/ops-call';
import { gamesKey } from '../lib/games-key';

/** The house games: on/off and stake limits. */
export const useHouseGameSettings = () =>
  useQuery({ queryKey: gamesKey('house'), queryFn: () => opsCall(operatorRoutes.getHouseGameSettings) });
