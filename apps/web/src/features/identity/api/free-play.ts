import { useMutation } from '@tanstack/react-query';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';
import { randomString } from '../lib/random-string';

/** `POST /wps/session/login/freeplay`: a trial account (type 4), logged in at once. */
export const startFreePlay = () =>
  apiCall(routes.freePlay, {
    body: { platform: 'W', os: navigator.platform, random: randomString(), gatewayVersion: 3 },
  });

export const useFreePlayMutation = () => useMutation({ mutationFn: startFreePlay });
