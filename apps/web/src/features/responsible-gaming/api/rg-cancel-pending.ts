import { useMutation } from '@tanstack/react-query';
import type { LimitKeyRequest } from '@bet/contracts/responsible-gaming/responsible-gaming';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';
import { useOverviewAnswer } from './rg-overview';

/** `POST /wps/rg/limit/cancel`: drops a raise or removal still waiting its 24 hours. */
export const cancelRgPending = (body: LimitKeyRequest) => apiCall(routes.rgCancelPending, { body });

export function useCancelRgPending() {
  const store = useOverviewAnswer();
  return useMutation({ mutationFn: cancelRgPending, onSuccess: store });
}
