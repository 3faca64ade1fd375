import * as oidc from 'openid-client';
import { isLoopbackUrl } from '../../config.js';

export interface OidcClientSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  scope: string;
  /** Our callback address, registered with the provider. */
  redirectUri: string;
  /** Used only when the discovery document names no token endpoint (Facebook's does not). */
  tokenEndpoint?: string;
}

/** What one authorization request must be checked against when the browser comes back. */
export interface AuthorizationChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface VerifiedIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

export const newAuthorizationChecks = (): AuthorizationChecks => ({
  state: oidc.randomState(),
  nonce: oidc.randomNonce(),
  codeVerifier: oidc.randomPKCECodeVerifier(),
});

/**
 * One OpenID Connect provider, authorization-code flow with PKCE (openid-client). The provider's
 * endpoints come from its discovery document, fetched on first use and kept.
 */
export class OidcClient {
  private config: Promise<oidc.Configuration> | null = null;

  constructor(private readonly s: OidcClientSettings) {}

  private configuration(): Promise<oidc.Configuration> {
    // A failed discovery (provider unreachable) is tried again on the next login, not kept.
    this.config ??= this.discover().catch((error: unknown) => {
      this.config = null;
      throw error;
    });
    return this.config;
  }

  private async discover(): Promise<oidc.Configuration> {
    const { issuer, clientId, clientSecret, tokenEndpoint } = this.s;
    // The ID token comes straight from the token endpoint, where checking its signature is optional
    // in the standard; we check it anyway (JWKS), so a compromised channel cannot forge an identity.
    // openid-client looks for allowInsecureRequests itself in this list (before discovery): pass it as is.
    const execute = [
      oidc.enableNonRepudiationChecks,
      ...(isLoopbackUrl(issuer) ? [oidc.allowInsecureRequests] : []),
    ];
    const auth = oidc.ClientSecretPost(clientSecret);
    const found = await oidc.discovery(new URL(issuer), clientId, undefined, auth, { execute });
    const { supportsPKCE: _helper, ...server } = found.serverMetadata();
    if (server.token_endpoint || !tokenEndpoint) return found;
    const config = new oidc.Configuration(
      { ...server, token_endpoint: tokenEndpoint },
      clientId,
      undefined,
      auth,
    );
    for (const option of execute) option(config);
    return config;
  }

  async authorizationUrl(checks: AuthorizationChecks): Promise<URL> {
    const config = await this.configuration();
    return oidc.buildAuthorizationUrl(config, {
      redirect_uri: this.s.redirectUri,
      scope: this.s.scope,
      state: checks.state,
      nonce: checks.nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
      code_challenge_method: 'S256',
    });
  }

  /**
   * Takes the query the provider sent the browser back with, redeems the code at the token
   * endpoint and verifies the ID token: signature (JWKS), iss, aud, exp, nonce; state and PKCE too.
   */
  async verifyCallback(search: string, checks: AuthorizationChecks): Promise<VerifiedIdentity> {
    const config = await this.configuration();
    const tokens = await oidc.authorizationCodeGrant(config, new URL(`${this.s.redirectUri}?${search}`), {
      pkceCodeVerifier: checks.codeVerifier,
      expectedState: checks.state,
      expectedNonce: checks.nonce,
      idTokenExpected: true,
    });
    const idToken = tokens.claims();
    if (!idToken) throw new Error('the provider answered without an ID token');
    let claims: Record<string, unknown> = idToken;
    // Google and Facebook put the e-mail in the ID token; a provider that keeps it to UserInfo
    // (oidc-provider by default) is asked there, for the same subject.
    if (idToken.email === undefined && config.serverMetadata().userinfo_endpoint) {
      claims = { ...(await oidc.fetchUserInfo(config, tokens.access_token, idToken.sub)), ...idToken };
    }
    const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);
    return {
      subject: idToken.sub,
      email: text(claims.email)?.toLowerCase() ?? null,
      emailVerified: claims.email_verified === true,
      name: text(claims.name),
    };
  }
}
