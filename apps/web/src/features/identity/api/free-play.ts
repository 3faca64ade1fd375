import { useMutation } from '@tanstack/react-query';
import type { LoginResponse } from '@bet/contracts/identity/login';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';
import { randomString } from '../lib/random-string';

/** `POST /wps/session/login/freeplay`: a trial account (type 4), logged in at once. */
export const startFreePlay = () =>
  apiCall<LoginResponse>(routes.freePlay, {
    body: { platform: 'W', os: navigator.platform, random: randomString(), gatewayVersion: 3 },
  });

export const useFreePlayMutation = () => useMutation({ mutationFn: startFreePlay });
