import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  operatorResponsibleGamingRoutes as routes,
  type rgRefusalsQuery,
} from '@bet/contracts/operator/operator-responsible-gaming';
import { opsCall, type OpsResponse } from '@/shared/api/ops-call';
import { rgKey } from '../lib/rg-key';

export type RgRefusalsQuery = z.input<typeof rgRefusalsQuery>;
export type RgRefusal = OpsResponse<typeof routes.rgRefusals>['list'][number];

export const listRgRefusals = (query: RgRefusalsQuery) => opsCall(routes.rgRefusals, { query });

/** One page of what a limit refused (deposits, transfers, launches, bets), newest first. */
export const useRgRefusals = (query: RgRefusalsQuery) =>
  useQuery({
    queryKey: rgKey('refusals', query),
    queryFn: ({ signal }) => opsCall(routes.rgRefusals, { query, signal }),
    placeholderData: keepPreviousData,
  });
