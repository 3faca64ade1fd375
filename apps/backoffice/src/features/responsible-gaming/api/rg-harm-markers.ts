import { useQuery } from '@tanstack/react-query';
import { operatorResponsibleGamingRoutes as routes } from '@bet/contracts/operator/operator-responsible-gaming';
import { opsCall, type OpsResponse } from '@/shared/api/ops-call';
import { rgKey } from '../lib/rg-key';

export type RgHarmMarkers = OpsResponse<typeof routes.rgHarmMarkers>;

export const rgHarmMarkersKey = rgKey('harm-markers');

/** Each marker of harm, on or off, with its threshold, in `HARM_MARKERS` order. Every role reads. */
export const useRgHarmMarkers = () =>
  useQuery({
    queryKey: rgHarmMarkersKey,
    queryFn: ({ signal }) => opsCall(routes.rgHarmMarkers, { signal }),
  });
