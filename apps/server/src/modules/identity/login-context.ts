import type { FastifyRequest } from 'fastify';
import { CAPTCHA_COOKIE, readCookie } from '../../shared/cookies.js';
import type { LoginContext } from './login.service.js';

/** A browser's own id (the web keeps one per browser): letters, digits and dashes, else none. */
const DEVICE_ID = /^[A-Za-z0-9-]{8,64}$/;
const deviceIdOf = (header: string | string[] | undefined): string | null =>
  typeof header === 'string' && DEVICE_ID.test(header) ? header : null;

/** What the login, registration and password flows know of the caller: merchant, IP, device, captcha. */
export const loginContext = (request: FastifyRequest): LoginContext => ({
  merchant: request.merchantContext,
  ip: request.ip,
  device: String(request.headers.device ?? 'web').slice(0, 32),
  deviceId: deviceIdOf(request.headers['device-id']),
  userAgent: String(request.headers['user-agent'] ?? '').slice(0, 256),
  captchaId: readCookie(request.headers.cookie, CAPTCHA_COOKIE),
});
