import { z } from 'zod';

export const customerServiceEntry = z.object({
  csType: z.enum(['VIP', 'LIVECHAT']),
  /** Opened in a 440x750 popup window. */
  path: z.string(),
});
export type CustomerServiceEntry = z.infer<typeof customerServiceEntry>;

/**
 * One address of a customer-service line: `type` says what kind of address it is; type 3
 * (`CS_WEB_PATH_TYPE`) is the web chat, the one the site opens. The path is sent as it is, not
 * encrypted (decision 0042: the transport is TLS).
 */
export const customerServicePath = customerServiceEntry.extend({ type: z.number().int() });
export type CustomerServicePath = z.infer<typeof customerServicePath>;

/** `GET /wps/system/customerService` value (`version.pathList` on the real platform). */
export const customerServiceResponse = z.object({
  version: z.object({ pathList: z.array(customerServicePath) }),
});
export type CustomerServiceResponse = z.infer<typeof customerServiceResponse>;
