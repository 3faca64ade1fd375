/** The one cookie value we read (the captcha id); a parser package would be more than this needs. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}

export const CAPTCHA_COOKIE = 'captcha_id';

/** Binds a captcha to the browser that fetched it: HttpOnly, same-site only, API paths only. */
export const captchaCookie = (id: string, maxAgeSeconds: number) =>
  `${CAPTCHA_COOKIE}=${encodeURIComponent(id)}; Path=/wps; HttpOnly; SameSite=Strict; Max-Age=${maxAgeSeconds}`;

export const SOCIAL_STATE_COOKIE = 'social_state';
export const SOCIAL_LOGIN_COOKIE = 'social_login';

/**
 * Binds a social login to the browser that started it: HttpOnly, the social-login paths only,
 * short-lived. SameSite=Lax, not Strict: the provider sends the browser back with a cross-site
 * navigation, which must still carry it. Secure when the site is served over https.
 */
export const socialCookie = (name: string, value: string, maxAgeSeconds: number, secure: boolean) =>
  `${name}=${encodeURIComponent(value)}; Path=/wps/session/social; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}${secure ? '; Secure' : ''}`;
