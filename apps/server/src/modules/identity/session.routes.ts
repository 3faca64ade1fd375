import type { FastifyInstance } from 'fastify';
import type { HumanChallenge } from '@bet/contracts/identity/verification';
import { captchaCookie } from '../../shared/cookies.js';
import { defineRoute } from '../../shared/define-route.js';
import type { FreePlayService } from './free-play.service.js';
import { loginContext } from './login-context.js';
import type { LoginService } from './login.service.js';
import type { SessionService } from './session.service.js';

export interface CaptchaIssuer {
  issue(): Promise<{ id: string; image: string }>;
}
export interface ChallengeIssuer {
  challenge(): HumanChallenge;
}

/** Login, the new-IP check, free play, logout, captcha and human-verification challenges. */
export function registerSessionRoutes(
  app: FastifyInstance,
  deps: {
    login: LoginService;
    freePlay: FreePlayService;
    sessions: SessionService;
    captchas: CaptchaIssuer;
    challenges: ChallengeIssuer;
    loginRateLimit: number;
  },
) {
  const { login, sessions } = deps;
  const perMinute = (max: number) => ({ max, timeWindow: '1 minute' });

  defineRoute(app, 'login', {
    rateLimit: perMinute(deps.loginRateLimit),
    handler: ({ body, request }) => login.login(body, loginContext(request)),
  });

  // The agent site's login: the same checks, agents only (agent-only accounts too), an 'agent' session.
  defineRoute(app, 'agentLogin', {
    rateLimit: perMinute(deps.loginRateLimit),
    handler: ({ body, request }) => login.login(body, { ...loginContext(request), site: 'agent' }),
  });

  defineRoute(app, 'loginVerify', {
    rateLimit: perMinute(deps.loginRateLimit),
    handler: ({ body, request }) => login.verifyNewIp(body, loginContext(request)),
  });

  defineRoute(app, 'loginSmsCode', {
    rateLimit: perMinute(10),
    handler: ({ body, request }) => login.sendLoginSms(body, loginContext(request)),
  });

  defineRoute(app, 'freePlay', {
    rateLimit: perMinute(10),
    handler: ({ request }) => deps.freePlay.start(loginContext(request)),
  });

  defineRoute(app, 'logout', {
    access: 'session',
    handler: async ({ request }) => {
      await sessions.close(request.member.tokenHash);
      return { loggedOut: true };
    },
  });

  defineRoute(app, 'captcha', {
    rateLimit: perMinute(30),
    handler: async ({ reply }) => {
      const { id, image } = await deps.captchas.issue();
      reply.header('set-cookie', captchaCookie(id, 300));
      reply.header('cache-control', 'no-store');
      return image;
    },
  });

  defineRoute(app, 'humanChallenge', {
    rateLimit: perMinute(60),
    handler: ({ reply }) => {
      reply.header('cache-control', 'no-store');
      return deps.challenges.challenge();
    },
  });
}
