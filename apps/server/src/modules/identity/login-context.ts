import type { FastifyRequest } from 'fastify';
import { CAPTCHA_COOKIE, readCookie } from '../../shared/cookies.js';
import type { LoginContext } from './login.service.js';

/** What the login, registration and password flows know of the caller: merchant, IP, device, captcha. */
export const loginContext = (request: FastifyRequest): LoginContext => ({
  merchant: request.merchantContext,
  ip: request.ip,
  device: String(request.headers.device ?? 'web').slice(0, 32),
  userAgent: String(request.headers['user-agent'] ?? '').slice(0, 256),
  captchaId: readCookie(request.headers.cookie, CAPTCHA_COOKIE),
});
