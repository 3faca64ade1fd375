import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { freePlayRequest, loginRequest, loginVerifyRequest } from '@bet/contracts/identity/login';
import { smsCodeRequest } from '@bet/contracts/identity/verification';
import { routes } from '@bet/contracts/routes';
import type { Db } from '../../db/create-db.js';
import { CAPTCHA_COOKIE, captchaCookie, readCookie } from '../../shared/cookies.js';
import { defineRoute } from '../../shared/define-route.js';
import { creditTrialPlayMoney } from '../wallet/trial-play-money.js';
import type { LoginContext, LoginService } from './login.service.js';
import type { SessionService } from './session.service.js';

export interface CaptchaIssuer {
  issue(): Promise<{ id: string; image: string }>;
}
export interface ChallengeIssuer {
  challenge(): unknown;
}

export const loginContext = (request: FastifyRequest): LoginContext => ({
  merchant: request.merchantContext,
  ip: request.ip,
  device: String(request.headers.device ?? 'web').slice(0, 32),
  captchaId: readCookie(request.headers.cookie, CAPTCHA_COOKIE),
});

/** Login, the new-IP check, free play, logout, captcha and human-verification challenges. */
export function registerSessionRoutes(
  app: FastifyInstance,
  deps: {
    db: Db;
    login: LoginService;
    sessions: SessionService;
    captchas: CaptchaIssuer;
    challenges: ChallengeIssuer;
    loginRateLimit: number;
  },
) {
  const { login, sessions } = deps;
  const perMinute = (max: number) => ({ max, timeWindow: '1 minute' });

  defineRoute(app, routes.login, {
    body: loginRequest,
    rateLimit: perMinute(deps.loginRateLimit),
    handler: ({ body, request }) => login.login(body, loginContext(request)),
  });

  defineRoute(app, routes.loginVerify, {
    body: loginVerifyRequest,
    rateLimit: perMinute(deps.loginRateLimit),
    handler: ({ body, request }) => login.verifyNewIp(body, loginContext(request)),
  });

  defineRoute(app, routes.loginSmsCode, {
    body: smsCodeRequest,
    rateLimit: perMinute(10),
    handler: ({ body, request }) => login.sendLoginSms(body, loginContext(request)),
  });

  defineRoute(app, routes.freePlay, {
    body: freePlayRequest,
    rateLimit: perMinute(10),
    handler: async ({ request }) => {
      const ctx = loginContext(request);
      const member = await deps.db
        .insertInto('members')
        .values({
          merchant_id: ctx.merchant.merchant.id,
          username: `trial${randomBytes(5).toString('hex')}`,
          password_hash: null,
          type: 4,
          referral_code: randomBytes(5).toString('hex').toUpperCase(),
          first_login_at: new Date(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await creditTrialPlayMoney(deps.db, ctx.merchant.merchant.id, BigInt(member.id));
      return login.complete(member, ctx, 'freeplay');
    },
  });

  defineRoute(app, routes.logout, {
    access: 'session',
    handler: async ({ request }) => {
      await sessions.close(request.member.tokenHash);
      return { loggedOut: true };
    },
  });

  defineRoute(app, routes.captcha, {
    rateLimit: perMinute(30),
    handler: async ({ reply }) => {
      const { id, image } = await deps.captchas.issue();
      reply.header('set-cookie', captchaCookie(id, 300));
      reply.header('cache-control', 'no-store');
      return image;
    },
  });

  defineRoute(app, routes.humanChallenge, {
    rateLimit: perMinute(60),
    handler: ({ reply }) => {
      reply.header('cache-control', 'no-store');
      return deps.challenges.challenge();
    },
  });
}
