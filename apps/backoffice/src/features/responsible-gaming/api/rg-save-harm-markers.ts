import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  operatorResponsibleGamingRoutes as routes,
  type RgSaveHarmMarkersRequest,
} from '@bet/contracts/operator/operator-responsible-gaming';
import { opsCall } from '@/shared/api/ops-call';
import { rgHarmMarkersKey, type RgHarmMarkers } from './rg-harm-markers';

/** Switches markers of harm on or off and sets their thresholds (`configure`); answers every marker. */
export const saveRgHarmMarkers = (body: RgSaveHarmMarkersRequest) =>
  opsCall(routes.rgSaveHarmMarkers, { body });

/** Saves the markers; the server's answer becomes the cached settings (nothing is read again). */
export const useRgSaveHarmMarkers = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveRgHarmMarkers,
    onSuccess: (answer: RgHarmMarkers) => client.setQueryData(rgHarmMarkersKey, answer),
  });
};
