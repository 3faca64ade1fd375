import { useMutation } from '@tanstack/react-query';
import type { SetLimitRequest } from '@bet/contracts/responsible-gaming/responsible-gaming';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';
import { useOverviewAnswer } from './rg-overview';

/**
 * `POST /wps/rg/limit`: sets, lowers, raises or removes (`value: null`) one limit. A new or lower
 * limit applies at once; a raise or removal comes back as `pending` with the time it applies.
 */
export const setRgLimit = (body: SetLimitRequest) => apiCall(routes.rgSetLimit, { body });

export function useSetRgLimit() {
  const store = useOverviewAnswer();
  return useMutation({ mutationFn: setRgLimit, onSuccess: store });
}
