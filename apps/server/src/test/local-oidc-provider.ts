import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface LocalOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
}

/**
 * A real OpenID Connect provider (oidc-provider) on a free local port, with its development
 * login page: any login name signs in as the account of that name (e-mail `<name>@idp.test`,
 * verified). Our client is first-party, so no consent page is asked.
 */
export async function startLocalOidcProvider(redirectUri: string): Promise<LocalOidcProvider> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'demo-bet';
  const clientSecret = 'local-test-provider-secret';
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
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
    loadExistingGrant: async (ctx) => {
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client!.clientId,
        accountId: ctx.oidc.session!.accountId!,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    cookies: { keys: ['local-test-provider-cookie-key'] },
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
  server.on('request', provider.callback());
  return {
    issuer,
    clientId,
    clientSecret,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Plays the browser at the provider: follows its redirects with a cookie jar and fills its login
 * page as `login` (or presses Cancel), until it sends the browser back to `redirectUri`.
 * Answers that address, with `code`, `state` (or `error`) in its query.
 */
export async function signInAtProvider(
  authorizationUrl: string,
  redirectUri: string,
  login: string | { cancel: true },
): Promise<URL> {
  const jar = new Map<string, string>();
  let url = authorizationUrl;
  let init: RequestInit = {};
  for (let step = 0; step < 12; step++) {
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie },
    });
    for (const set of res.headers.getSetCookie()) {
      const pair = set.split(';')[0]!;
      jar.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
    }
    const location = res.headers.get('location');
    init = {};
    if (location) {
      const next = new URL(location, url);
      if (next.href.startsWith(`${redirectUri}?`)) return next;
      url = next.href;
      continue;
    }
    const html = await res.text();
    const form = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const abort = /href="([^"]+\/abort)"/.exec(html)?.[1];
    if (!form || !abort) throw new Error(`unexpected page at ${url} (${res.status}): ${html.slice(0, 300)}`);
    if (typeof login === 'object') {
      url = new URL(abort, url).href;
      continue;
    }
    url = new URL(form, url).href;
    init = {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ prompt: 'login', login, password: 'any' }).toString(),
    };
  }
  throw new Error('the provider never sent the browser back');
}
