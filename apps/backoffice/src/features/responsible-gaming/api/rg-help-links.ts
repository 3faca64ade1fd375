import { useQuery } from '@tanstack/react-query';
import { operatorResponsibleGamingRoutes as routes } from '@bet/contracts/operator/operator-responsible-gaming';
import { opsCall, type OpsResponse } from '@/shared/api/ops-call';
import { rgKey } from '../lib/rg-key';

export type RgHelpLinks = OpsResponse<typeof routes.rgHelpLinks>;

export const rgHelpLinksKey = rgKey('help-links');

/** The help organisations the merchant's players see, in their order. Every role reads. */
export const useRgHelpLinks = () =>
  useQuery({
    queryKey: rgHelpLinksKey,
    queryFn: ({ signal }) => opsCall(routes.rgHelpLinks, { signal }),
  });
