import type { FastifyInstance } from 'fastify';
import type { GeoIp } from '../../adapters/geo-ip/geo-ip.js';
import type { ValidationRule } from '@bet/contracts/system/register-settings';
import { defineRoute } from '../../shared/define-route.js';
import { withImageBodyLimit } from '../../shared/image-data-url.js';
import type { MerchantContext } from '../merchant/merchant.service.js';
import { visitorOf } from '../system/site-document.js';
import { loginContext } from './login-context.js';
import type { MemberService } from './member.service.js';
import type { PasswordResetService } from './password-reset.service.js';
import type { RegisterService } from './register.service.js';

/** Registration, the member's own account and forgotten passwords. */
export function registerMemberRoutes(
  app: FastifyInstance,
  deps: {
    members: MemberService;
    register: RegisterService;
    reset: PasswordResetService;
    rules: (ctx: MerchantContext) => Promise<Record<string, ValidationRule>>;
    /** The sign-up's country, kept on the account (promotions by country). */
    geoIp: GeoIp;
  },
) {
  const { members } = deps;
  const perMinute = (max: number) => ({ max, timeWindow: '1 minute' });
  const passwordRule = async (ctx: MerchantContext) => (await deps.rules(ctx)).password;

  // --- registration
  for (const [route, byMobile] of [
    ['register', false],
    ['registerMobile', true],
  ] as const) {
    defineRoute(app, route, {
      rateLimit: perMinute(10),
      handler: ({ body, request }) =>
        deps.register.register(body, byMobile, {
          ...loginContext(request),
          country: visitorOf(request, deps.geoIp).country,
        }),
    });
  }
  defineRoute(app, 'registerSmsCode', {
    rateLimit: perMinute(10),
    handler: ({ body, request }) =>
      deps.register.sendSmsCode(body, request.merchantContext.merchant.id, request.ip),
  });
  defineRoute(app, 'affiliateCheck', {
    rateLimit: perMinute(30),
    handler: ({ query, request }) =>
      deps.register.checkAffiliate(request.merchantContext.merchant.id, query.code),
  });

  // --- the member's own account
  defineRoute(app, 'memberInfo', {
    access: 'session',
    handler: ({ request }) => members.info(request.member.memberId),
  });
  for (const route of ['memberIcon', 'playerAvatar'] as const) {
    defineRoute(app, route, {
      access: 'session',
      handler: ({ request }) => members.avatar(request.member.memberId),
    });
  }
  // A CUSTOM avatar of 5 MB is ~6.7 MB of base64, above the default body limit.
  withImageBodyLimit(app, (scope) => {
    defineRoute(scope, 'setAvatar', {
      handler: ({ body, request }) => members.setAvatar(request.member.memberId, body),
    });
  });
  defineRoute(app, 'firstLogin', {
    access: 'session',
    handler: ({ request }) => members.markFirstLogin(request.member.memberId),
  });
  defineRoute(app, 'language', {
    access: 'session',
    handler: ({ body, request }) => members.setLanguage(request.member.memberId, body.language),
  });
  defineRoute(app, 'loginHistory', {
    handler: ({ request }) => members.loginHistory(request.member.memberId),
  });
  defineRoute(app, 'profile', { handler: ({ request }) => members.profile(request.member.memberId) });
  defineRoute(app, 'updateProfile', {
    handler: ({ body, request }) => members.updateProfile(request.member.memberId, body),
  });
  defineRoute(app, 'changePassword', {
    rateLimit: perMinute(10),
    handler: async ({ body, request }) =>
      members.changePassword(
        request.member.memberId,
        request.member.tokenHash,
        body,
        await passwordRule(request.merchantContext),
      ),
  });
  defineRoute(app, 'paymentPassword', {
    rateLimit: perMinute(10),
    handler: ({ body, request }) => members.setPaymentPassword(request.member.memberId, body),
  });
  defineRoute(app, 'totpSetup', {
    handler: ({ request }) =>
      members.totpSetup(request.member.memberId, request.merchantContext.merchant.name),
  });
  defineRoute(app, 'totpBind', {
    rateLimit: perMinute(10),
    handler: ({ body, request }) => members.totpBind(request.member.memberId, body.code),
  });

  // --- forgotten passwords
  defineRoute(app, 'forgotPasswordEmail', {
    rateLimit: perMinute(5),
    handler: ({ body, request }) => deps.reset.requestByEmail(body, loginContext(request)),
  });
  defineRoute(app, 'resetPasswordByEmail', {
    rateLimit: perMinute(10),
    handler: async ({ body, request }) =>
      deps.reset.resetByEmail(body, await passwordRule(request.merchantContext)),
  });
  defineRoute(app, 'forgotSmsCode', {
    rateLimit: perMinute(5),
    handler: ({ body, request }) => deps.reset.sendPhoneCode(body, loginContext(request)),
  });
  defineRoute(app, 'setPasswordByPhone', {
    rateLimit: perMinute(10),
    handler: async ({ body, request }) =>
      deps.reset.resetByPhone(body, await passwordRule(request.merchantContext), loginContext(request)),
  });
}
