import type { SocialProvider } from '@bet/contracts/identity/social-params';
import { routes } from '@bet/contracts/routes';

/**
 * `GET /wps/session/social/start`: a page navigation (to the provider and back), so it carries
 * no Merchant header; the merchant code goes in the query instead.
 */
export function socialLoginStartUrl(provider: SocialProvider, merchantCode: string | null): string {
  const query = new URLSearchParams({ provider });
  if (merchantCode) query.set('merchant', merchantCode);
  return `${routes.socialLoginStart.path}?${query}`;
}
