import type { SocialProvider } from '@bet/contracts/identity/social';
import { routes } from '@bet/contracts/routes';
import { OidcClient } from '../adapters/oidc/oidc-client.js';
import type { Config } from '../config.js';

// Facebook has no "profile" scope; its public profile comes with "openid".
const SCOPES: Record<SocialProvider, string> = { google: 'openid email profile', facebook: 'openid email' };

/** One OpenID Connect client per provider that has a client id in the configuration. */
export function socialClients(config: Config): Partial<Record<SocialProvider, OidcClient>> {
  const redirectUri = new URL(routes.socialLoginCallback.path, config.PUBLIC_URL).href;
  const client = (
    provider: SocialProvider,
    issuer: string,
    id?: string,
    secret?: string,
    tokenEndpoint?: string,
  ) =>
    id && secret
      ? new OidcClient({
          issuer,
          clientId: id,
          clientSecret: secret,
          scope: SCOPES[provider],
          redirectUri,
          tokenEndpoint,
        })
      : undefined;
  const clients: Partial<Record<SocialProvider, OidcClient>> = {};
  const google = client(
    'google',
    config.GOOGLE_OIDC_ISSUER,
    config.GOOGLE_CLIENT_ID,
    config.GOOGLE_CLIENT_SECRET,
  );
  const facebook = client(
    'facebook',
    config.FACEBOOK_OIDC_ISSUER,
    config.FACEBOOK_CLIENT_ID,
    config.FACEBOOK_CLIENT_SECRET,
    config.FACEBOOK_TOKEN_ENDPOINT,
  );
  if (google) clients.google = google;
  if (facebook) clients.facebook = facebook;
  return clients;
}
