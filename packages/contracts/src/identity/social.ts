import { z } from 'zod';
import type { SocialProvider } from './social-params.js';

export * from './social-params.js';

/** The OpenID Connect providers behind the login modal's social buttons (spec §2). */
export const socialProvider = z.enum(['google', 'facebook'] as const satisfies readonly SocialProvider[]);

/**
 * `GET /wps/session/social/start` query. It is a page navigation, which carries no `Merchant`
 * header, so the site passes its merchant code here.
 */
export const socialStartQuery = z.object({
  provider: socialProvider,
  merchant: z.string().max(32).optional(),
});

/** `POST /wps/session/social/exchange`: the one-time login code; answers as the password login does. */
export const socialExchangeRequest = z.object({ code: z.string().min(1).max(1024) });
export type SocialExchangeRequest = z.infer<typeof socialExchangeRequest>;
