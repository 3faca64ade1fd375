import { z } from 'zod';
import type { WhitelabelNode } from '../mod-ids.js';

export const whitelabelNode: z.ZodType<WhitelabelNode> = z.lazy(() =>
  z.object({ modId: z.string(), enabled: z.boolean(), childrenNodes: z.array(whitelabelNode) }),
);
/** `GET /wps/system/whitelabel` value. */
export const whitelabelResponse = z.array(whitelabelNode);
export type WhitelabelResponse = z.infer<typeof whitelabelResponse>;
