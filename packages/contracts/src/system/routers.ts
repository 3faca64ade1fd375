import { z } from 'zod';

export const routerEntry = z.object({
  domain: z.string(),
  /** Last measured response time in milliseconds; lower is faster. */
  speed: z.number().int().nonnegative(),
});
/** `GET /wps/system/routers` value: the merchant's alternative domains. */
export const routersResponse = z.array(routerEntry);
export type RouterEntry = z.infer<typeof routerEntry>;

/** `GET /wps/system/domainRoute` value: the merchant's preferred domain, if it set one. */
export const domainRouteResponse = z.object({ domainRoute: z.string().nullable() });
