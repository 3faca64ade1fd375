import type { FastifyInstance } from 'fastify';
import type { SocialProvider } from '@bet/contracts/identity/social';
import { routes } from '@bet/contracts/routes';
import { OidcClient } from '../adapters/oidc/oidc-client.js';
import type { Config } from '../config.js';
import type { Db } from '../db/create-db.js';
import { Sealer } from '../shared/sealed.js';
import type { MerchantService } from '../modules/merchant/merchant.service.js';
import type { LoginService } from '../modules/identity/login.service.js';
import { getOrCreateSecret } from '../modules/identity/server-secrets.js';
import { registerSocialRoutes } from '../modules/identity/social.routes.js';
import { SocialLoginService } from '../modules/identity/social.service.js';

// Facebook has no "profile" scope; its public profile comes with "openid".
const SCOPES: Record<SocialProvider, string> = { google: 'openid email profile', facebook: 'openid email' };

/** One OpenID Connect client per provider that has a client id in the configuration. */
function socialClients(config: Config): Partial<Record<SocialProvider, OidcClient>> {
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

/** Builds social login (Google, Facebook over OpenID Connect) and registers its routes. */
export async function registerSocialLogin(
  app: FastifyInstance,
  deps: { config: Config; db: Db; login: LoginService; merchants: MerchantService },
): Promise<void> {
  const { config, db } = deps;
  const social = new SocialLoginService({
    db,
    login: deps.login,
    merchants: deps.merchants,
    sealer: new Sealer(await getOrCreateSecret(db, 'social-login-key')),
    clients: socialClients(config),
    log: app.log,
  });
  registerSocialRoutes(app, {
    social,
    merchants: deps.merchants,
    secureCookies: config.PUBLIC_URL.startsWith('https://'),
    rateLimit: config.LOGIN_RATE_LIMIT_PER_MINUTE,
  });
}
