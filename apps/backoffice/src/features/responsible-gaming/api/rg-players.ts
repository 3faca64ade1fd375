import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  operatorResponsibleGamingRoutes as routes,
  type rgPlayersQuery,
} from '@bet/contracts/operator/operator-responsible-gaming';
import { opsCall, type OpsResponse } from '@/shared/api/ops-call';
import { rgKey } from '../lib/rg-key';

export type RgPlayersQuery = z.input<typeof rgPlayersQuery>;
export type RgPlayerRow = OpsResponse<typeof routes.rgPlayers>['list'][number];

export const listRgPlayers = (query: RgPlayersQuery) => opsCall(routes.rgPlayers, { query });

/** One page of the players with a limit, a waiting change or an exclusion, by the URL's filters. */
export const useRgPlayers = (query: RgPlayersQuery) =>
  useQuery({
    queryKey: rgKey('players', query),
    queryFn: ({ signal }) => opsCall(routes.rgPlayers, { query, signal }),
    placeholderData: keepPreviousData,
  });
