import { useMutation } from '@tanstack/react-query';
import type { DismissNoticeRequest } from '@bet/contracts/content/notices';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';

/** `POST /wps/member/notices/dismiss`: hide a popup for the player's day, on every device. */
export const dismissNotice = (body: DismissNoticeRequest) => apiCall(routes.dismissNotice, { body });

export const useDismissNotice = () => useMutation({ mutationFn: dismissNotice });
