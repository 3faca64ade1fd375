import { useMutation } from '@tanstack/react-query';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';
import { useOverviewAnswer } from './rg-overview';

/** `POST /wps/rg/reality-check`: how often (minutes) the player is reminded how long they have played. */
export const setRgRealityCheck = (minutes: number) => apiCall(routes.rgRealityCheck, { body: { minutes } });

export function useSetRgRealityCheck() {
  const store = useOverviewAnswer();
  return useMutation({ mutationFn: setRgRealityCheck, onSuccess: store });
}
