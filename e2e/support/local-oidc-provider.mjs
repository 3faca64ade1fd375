// A real OpenID Connect provider (oidc-provider, with its development login page) for the
// social-login test: any login name signs in as that account. Started beside the server, on the
// port the server's GOOGLE_OIDC_ISSUER names. (The server's own tests have the same in TypeScript.)
import { createServer } from 'node:http';
import Provider from 'oidc-provider';

/** Serves on 127.0.0.1:`port` for one client (the server's client id and secret). */
export async function startLocalOidcProvider({ port, client, redirectUri }) {
  const issuer = `http://127.0.0.1:${port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: client.id,
        client_secret: client.secret,
        redirect_uris: [redirectUri],
        token_endpoint_auth_method: 'client_secret_post',
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    findAccount: (_ctx, sub) => ({
      accountId: sub,
      claims: () => ({ sub, email: `${sub}@idp.test`, email_verified: true, name: `Player ${sub}` }),
    }),
    // First-party client: no consent page.
    loadExistingGrant: async (ctx) => {
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client.clientId,
        accountId: ctx.oidc.session.accountId,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    cookies: { keys: ['e2e-local-provider-cookie-key'] },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
      Grant: 600,
    },
    features: { devInteractions: { enabled: true } },
  });
  const server = createServer(provider.callback());
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { issuer, close: () => server.close() };
}
