import type { FastifyRequest } from 'fastify';
import type { MemberIdentity, SessionService } from './session.service.js';

/**
 * The member behind the request's token, or undefined (no token, or one that is not valid): for
 * public calls that answer a visitor too and a member with their own view (notices, promotions).
 */
export async function optionalMember(
  request: FastifyRequest,
  sessions: Pick<SessionService, 'authenticate'>,
): Promise<MemberIdentity | undefined> {
  const header = request.headers.authorization;
  if (typeof header !== 'string' || header.length === 0) return undefined;
  try {
    return await sessions.authenticate(header.replace(/^Bearer /i, ''), request.merchantContext.merchant.id);
  } catch {
    return undefined;
  }
}
