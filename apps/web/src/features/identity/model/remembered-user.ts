import { REMEMBER_LOGIN_DAYS } from '@bet/contracts/constants';

/** Cookie holding the remembered username (spec §3: lifetime 1 day). The password is never stored. */
const COOKIE = 'rememberedUser';

export function readRememberedUser(): string | null {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${COOKIE}=`));
  if (!entry) return null;
  try {
    return decodeURIComponent(entry.slice(COOKIE.length + 1)) || null;
  } catch {
    return null;
  }
}

export function rememberUser(username: string | null) {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  const maxAge = username ? REMEMBER_LOGIN_DAYS * 86_400 : 0;
  document.cookie = `${COOKIE}=${encodeURIComponent(username ?? '')}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`;
}
