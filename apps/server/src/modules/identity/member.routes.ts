import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { avatarResponse, languageRequest, profileFields } from '@bet/contracts/identity/member';
import {
  changePasswordRequest,
  forgotPasswordEmailRequest,
  forgotSmsRequest,
  paymentPasswordRequest,
  resetPasswordByEmailRequest,
  setPasswordByPhoneRequest,
} from '@bet/contracts/identity/password';
import { affiliateCheckQuery, registerRequest } from '@bet/contracts/identity/register';
import { smsCodeRequest } from '@bet/contracts/identity/verification';
import { ErrorCodes } from '@bet/contracts/error-codes';
import { LANGUAGES } from '@bet/contracts/constants';
import { routes } from '@bet/contracts/routes';
import type { ValidationRule } from '@bet/contracts/system/register-settings';
import type { Db } from '../../db/create-db.js';
import { AppError } from '../../shared/app-error.js';
import { defineRoute } from '../../shared/define-route.js';
import { withImageBodyLimit } from '../../shared/image-data-url.js';
import type { MerchantContext } from '../merchant/merchant.service.js';
import { loginContext } from './session.routes.js';
import type { HumanProofCheck, OneTimeCodes, SmsPort } from './ports.js';
import * as repo from './member.repo.js';
import type { MemberService } from './member.service.js';
import type { PasswordResetService } from './password-reset.service.js';
import type { RegisterService } from './register.service.js';

/** Registration, the member's own account and forgotten passwords. */
export function registerMemberRoutes(
  app: FastifyInstance,
  deps: {
    db: Db;
    members: MemberService;
    register: RegisterService;
    reset: PasswordResetService;
    otp: OneTimeCodes;
    sms: SmsPort;
    human: HumanProofCheck;
    rules: (ctx: MerchantContext) => Promise<Record<string, ValidationRule>>;
  },
) {
  const { members } = deps;
  const perMinute = (max: number) => ({ max, timeWindow: '1 minute' });
  const passwordRule = async (ctx: MerchantContext) => (await deps.rules(ctx)).password;

  // --- registration
  for (const [route, byMobile] of [
    [routes.register, false],
    [routes.registerMobile, true],
  ] as const) {
    defineRoute(app, route, {
      body: registerRequest,
      rateLimit: perMinute(10),
      handler: ({ body, request }) => deps.register.register(body, byMobile, loginContext(request)),
    });
  }
  defineRoute(app, routes.registerSmsCode, {
    body: smsCodeRequest,
    rateLimit: perMinute(10),
    handler: async ({ body, request }) => {
      if (!(await deps.human.verify(body.humanProof)))
        throw new AppError(ErrorCodes.humanVerificationFailed, 'complete verification first');
      const merchantId = request.merchantContext.merchant.id;
      const dialing = body.countryDialingCode.replace('+', '');
      const target = `${dialing}:${body.mobileNum}`;
      const { code, expiresAt } = await deps.otp.issue({
        merchantId,
        purpose: 'register_sms',
        target,
        ip: request.ip,
      });
      await deps.sms.send({
        merchantId,
        to: `+${dialing}${body.mobileNum}`,
        body: `Your registration code is ${code}`,
      });
      return { expiredMinutes: Math.round((expiresAt - Date.now()) / 60_000) };
    },
  });
  defineRoute(app, routes.affiliateCheck, {
    query: affiliateCheckQuery,
    rateLimit: perMinute(30),
    handler: async ({ query, request }) => {
      const agent = await repo.findAgentByAffiliateCode(
        deps.db,
        request.merchantContext.merchant.id,
        query.code,
      );
      if (!agent) throw new AppError(ErrorCodes.invitationCodeError, 'invitation code error');
      return { valid: true as const, agent: agent.username };
    },
  });

  // --- the member's own account
  defineRoute(app, routes.memberInfo, {
    access: 'session',
    handler: ({ request }) => members.info(request.member.memberId),
  });
  for (const route of [routes.memberIcon, routes.playerAvatar]) {
    defineRoute(app, route, {
      access: 'session',
      handler: ({ request }) => members.avatar(request.member.memberId),
    });
  }
  // A CUSTOM avatar of 5 MB is ~6.7 MB of base64, above the default body limit.
  withImageBodyLimit(app, (scope) => {
    defineRoute(scope, routes.setAvatar, {
      body: avatarResponse,
      handler: ({ body, request }) => members.setAvatar(request.member.memberId, body),
    });
  });
  defineRoute(app, routes.firstLogin, {
    access: 'session',
    handler: ({ request }) => members.markFirstLogin(request.member.memberId),
  });
  defineRoute(app, routes.language, {
    access: 'session',
    body: languageRequest.extend({ language: z.enum(LANGUAGES.map((l) => l) as [string, ...string[]]) }),
    handler: ({ body, request }) => members.setLanguage(request.member.memberId, body.language),
  });
  defineRoute(app, routes.loginHistory, {
    handler: ({ request }) => members.loginHistory(request.member.memberId),
  });
  defineRoute(app, routes.profile, { handler: ({ request }) => members.profile(request.member.memberId) });
  defineRoute(app, routes.updateProfile, {
    body: profileFields,
    handler: ({ body, request }) => members.updateProfile(request.member.memberId, body),
  });
  defineRoute(app, routes.changePassword, {
    body: changePasswordRequest,
    rateLimit: perMinute(10),
    handler: async ({ body, request }) =>
      members.changePassword(
        request.member.memberId,
        request.member.tokenHash,
        body,
        await passwordRule(request.merchantContext),
      ),
  });
  defineRoute(app, routes.paymentPassword, {
    body: paymentPasswordRequest,
    rateLimit: perMinute(10),
    handler: ({ body, request }) => members.setPaymentPassword(request.member.memberId, body),
  });
  defineRoute(app, routes.totpSetup, {
    handler: ({ request }) =>
      members.totpSetup(request.member.memberId, request.merchantContext.merchant.name),
  });
  defineRoute(app, routes.totpBind, {
    body: z.object({ code: z.string().regex(/^[0-9]{6}$/) }),
    rateLimit: perMinute(10),
    handler: ({ body, request }) => members.totpBind(request.member.memberId, body.code),
  });

  // --- forgotten passwords
  defineRoute(app, routes.forgotPasswordEmail, {
    body: forgotPasswordEmailRequest,
    rateLimit: perMinute(5),
    handler: ({ body, request }) => deps.reset.requestByEmail(body, loginContext(request)),
  });
  defineRoute(app, routes.resetPasswordByEmail, {
    body: resetPasswordByEmailRequest,
    rateLimit: perMinute(10),
    handler: async ({ body, request }) =>
      deps.reset.resetByEmail(body, await passwordRule(request.merchantContext)),
  });
  defineRoute(app, routes.forgotSmsCode, {
    body: forgotSmsRequest,
    rateLimit: perMinute(5),
    handler: ({ body, request }) => deps.reset.sendPhoneCode(body, loginContext(request)),
  });
  defineRoute(app, routes.setPasswordByPhone, {
    body: setPasswordByPhoneRequest,
    rateLimit: perMinute(10),
    handler: async ({ body, request }) =>
      deps.reset.resetByPhone(body, await passwordRule(request.merchantContext), loginContext(request)),
  });
}
