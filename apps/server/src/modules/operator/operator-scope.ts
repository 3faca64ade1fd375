import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCodes } from '@bet/contracts/error-codes';
import { operatorMay, type OperatorPermission } from '@bet/contracts/operator/operator-permissions';
import { AppError } from '../../shared/app-error.js';
import type { OperatorAuthService, OperatorIdentity } from './operator-auth.service.js';

declare module 'fastify' {
  interface FastifyRequest {
    operator: OperatorIdentity;
  }
}

export const tokenOf = (request: FastifyRequest) => {
  const header = request.headers.authorization;
  return typeof header === 'string' && header.length > 0 ? header : undefined;
};

/** Where a session was opened from ("my sessions" shows it). */
export const clientOf = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
});

/** Who did it and from where, for the audit log. */
export const actor = (request: FastifyRequest) => ({
  operatorId: request.operator.operatorId,
  ip: request.ip,
});
export const merchantId = (request: FastifyRequest) => request.merchantContext.merchant.id;

/**
 * Refuses (403) a call whose permission the operator's role lacks; the roles of each permission
 * are the contract's table, which the back office reads to hide what a role cannot do.
 */
export function requirePermission(request: FastifyRequest, permission: OperatorPermission): void {
  if (!operatorMay(request.operator.role, permission))
    throw new AppError(ErrorCodes.forbidden, 'this operator role may not do that');
}

/** Registers operator routes in a scope where every request carries a valid operator session. */
export function registerOperatorScope(
  app: FastifyInstance,
  auth: OperatorAuthService,
  register: (secured: FastifyInstance) => void,
): void {
  app.register(async (secured) => {
    if (!secured.hasRequestDecorator('operator'))
      secured.decorateRequest('operator', null as unknown as OperatorIdentity);
    secured.addHook('preHandler', async (request) => {
      request.operator = await auth.authenticate(tokenOf(request));
    });
    register(secured);
  });
}
