import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCodes } from '@bet/contracts/error-codes';
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

/** Who did it and from where, for the audit log. */
export const actor = (request: FastifyRequest) => ({
  operatorId: request.operator.operatorId,
  ip: request.ip,
});
export const merchantId = (request: FastifyRequest) => request.merchantContext.merchant.id;

/**
 * Operator roles: `admin` may do everything; `finance` handles money (deposits, withdrawals,
 * adjustments); `support` reads. A role outside the list is refused with 403.
 */
export type OperatorRole = 'admin' | 'finance' | 'support';
export function requireRole(request: FastifyRequest, ...roles: OperatorRole[]): void {
  const role = request.operator.role as OperatorRole;
  if (role !== 'admin' && !roles.includes(role))
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
