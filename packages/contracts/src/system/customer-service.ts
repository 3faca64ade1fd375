import { z } from 'zod';

export const customerServiceEntry = z.object({
  csType: z.enum(['VIP', 'LIVECHAT']),
  /** Opened in a 440x750 popup window. */
  path: z.string(),
});
/** `GET /wps/system/customerService` value (`version.pathList` on the real platform). */
export const customerServiceResponse = z.object({
  version: z.object({ pathList: z.array(customerServiceEntry) }),
});
export type CustomerServiceEntry = z.infer<typeof customerServiceEntry>;
