import { useMutation } from '@tanstack/react-query';
import type { RgOverview } from '@bet/contracts/responsible-gaming/responsible-gaming';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';
import { useOverviewAnswer } from './rg-overview';
import { useRealityCheckAnswer } from './rg-session';

/** `POST /wps/rg/reality-check`: how often (minutes) the player is reminded how long they have played. */
export const setRgRealityCheck = (minutes: number) => apiCall(routes.rgRealityCheck, { body: { minutes } });

export function useSetRgRealityCheck() {
  const store = useOverviewAnswer();
  // The reality check running on the site reschedules at once with the new interval.
  const reschedule = useRealityCheckAnswer();
  return useMutation({
    mutationFn: setRgRealityCheck,
    onSuccess: (overview: RgOverview) => {
      store(overview);
      reschedule(overview.realityCheckMinutes);
    },
  });
}
