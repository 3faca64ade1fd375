import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';

/** `GET /wps/captcha`: a base64 PNG, valid once and bound to this browser by a cookie. */
export const getCaptcha = () => apiCall(routes.captcha);

export const captchaImageSrc = (base64: string) => `data:image/png;base64,${base64}`;

/** `round` changes whenever a new image is wanted (a click, a failed attempt). */
export const captchaQueryOptions = (round: string) =>
  queryOptions({
    queryKey: ['auth', 'captcha', round],
    queryFn: getCaptcha,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

export const useCaptcha = (round: string, enabled: boolean) =>
  useQuery({ ...captchaQueryOptions(round), enabled });
