import type { FastifyInstance } from 'fastify';
import { SOCIAL_ERROR_PARAM, SOCIAL_LOGIN_PARAM } from '@bet/contracts/identity/social';
import { readCookie, SOCIAL_LOGIN_COOKIE, SOCIAL_STATE_COOKIE, socialCookie } from '../../shared/cookies.js';
import { defineRoute } from '../../shared/define-route.js';
import type { MerchantService } from '../merchant/merchant.service.js';
import { loginContext } from './login-context.js';
import {
  callbackErrorCode,
  LOGIN_CODE_TTL_MS,
  STATE_TTL_MS,
  type SocialLoginService,
} from './social.service.js';

/** Social login: start (redirect to the provider), callback (redirect back to the site), exchange. */
export function registerSocialRoutes(
  app: FastifyInstance,
  deps: {
    social: SocialLoginService;
    merchants: Pick<MerchantService, 'resolve'>;
    secureCookies: boolean;
    rateLimit: number;
  },
) {
  const { social, secureCookies } = deps;
  const rateLimit = { max: deps.rateLimit, timeWindow: '1 minute' };
  const cookie = (name: string, value: string, ttlMs: number) =>
    socialCookie(name, value, Math.floor(ttlMs / 1000), secureCookies);

  defineRoute(app, 'socialLoginStart', {
    rateLimit,
    handler: async ({ query, request, reply }) => {
      // A page navigation sends no Merchant header: the site names its merchant in the query.
      const merchant = query.merchant
        ? await deps.merchants.resolve(query.merchant)
        : request.merchantContext;
      const { location, state } = await social.start(query.provider, merchant);
      return reply
        .header('set-cookie', cookie(SOCIAL_STATE_COOKIE, state, STATE_TTL_MS))
        .header('cache-control', 'no-store')
        .redirect(location, 302);
    },
  });

  defineRoute(app, 'socialLoginCallback', {
    rateLimit,
    handler: async ({ request, reply }) => {
      const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
      // The state is good for one answer: cleared whatever happens next.
      const cookies = [cookie(SOCIAL_STATE_COOKIE, '', 0)];
      let target: string;
      try {
        const { code, binder } = await social.callback(
          search,
          readCookie(request.headers.cookie, SOCIAL_STATE_COOKIE),
        );
        cookies.push(cookie(SOCIAL_LOGIN_COOKIE, binder, LOGIN_CODE_TTL_MS));
        target = `/?${SOCIAL_LOGIN_PARAM}=${encodeURIComponent(code)}`;
      } catch (error) {
        const code = callbackErrorCode(error);
        if (code === 'social.login.failed') request.log.info({ err: error }, 'social login refused');
        target = `/?${SOCIAL_ERROR_PARAM}=${encodeURIComponent(code)}`;
      }
      return reply.header('set-cookie', cookies).header('cache-control', 'no-store').redirect(target, 302);
    },
  });

  defineRoute(app, 'socialLoginExchange', {
    rateLimit,
    handler: async ({ body, request, reply }) => {
      reply.header('set-cookie', cookie(SOCIAL_LOGIN_COOKIE, '', 0));
      return social.exchange(
        body.code,
        readCookie(request.headers.cookie, SOCIAL_LOGIN_COOKIE),
        loginContext(request),
      );
    },
  });
}
