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
