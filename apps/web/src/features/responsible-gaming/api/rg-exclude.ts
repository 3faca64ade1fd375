import { useMutation } from '@tanstack/react-query';
import type { ExcludeRequest } from '@bet/contracts/responsible-gaming/responsible-gaming';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';

/**
 * `POST /wps/rg/exclude`: starts a time-out or self-exclusion, confirmed by the login password.
 * Answers the exclusion (its end, null = permanent); every session of the account has ended with it.
 */
export const rgExclude = (body: ExcludeRequest) => apiCall(routes.rgExclude, { body });

// Not retried: the first call already ended the sessions, a retry would only be refused.
export const useRgExclude = () => useMutation({ mutationFn: rgExclude });
