/**
 * Social-login names the web app needs on its first page, kept free of zod so that checking the
 * address for a returning login costs the first page nothing.
 */
export type SocialProvider = 'google' | 'facebook';

/** Whitelabel switch that shows each provider's button and allows its login. */
export const SOCIAL_MODULES = {
  google: 'GOOGLELOGIN3',
  facebook: 'FACEBOOKLOGIN3',
} as const satisfies Record<SocialProvider, string>;

/** Query parameters the site finds on its address after the provider sent the browser back. */
export const SOCIAL_LOGIN_PARAM = 'socialLogin';
export const SOCIAL_ERROR_PARAM = 'socialError';
