import type { FastifyInstance } from 'fastify';
import { optionalMember } from '../identity/optional-member.js';
import { toLanguage } from '../system/system.service.js';
import type { SessionService } from '../identity/session.service.js';
import { defineRoute } from '../../shared/define-route.js';
import type { NoticesService } from './notices.service.js';

/** The site's notices: the notice page and modal, game announcements, "don't show again today"; the agent centre's announcement. */
export function registerNoticeRoutes(
  app: FastifyInstance,
  deps: { notices: NoticesService; sessions: Pick<SessionService, 'authenticate'> },
) {
  const { notices, sessions } = deps;

  defineRoute(app, 'notices', {
    quietWhenOk: true,
    handler: ({ request, query }) => {
      const token = request.headers.authorization;
      return notices.notices(
        request.merchantContext.merchant.id,
        toLanguage(request.headers.language),
        query,
        typeof token === 'string' && token !== ''
          ? { token, member: async () => (await optionalMember(request, sessions))?.memberId }
          : undefined,
      );
    },
  });

  defineRoute(app, 'gameAnnouncements', {
    quietWhenOk: true,
    handler: async ({ request, query }) => ({
      list: await notices.gameAnnouncements(
        request.merchantContext.merchant.id,
        toLanguage(request.headers.language),
        query.vendors ? query.vendors.split(',') : [],
      ),
    }),
  });

  // Agents only (the service refuses others with agent.not.agent); agent-site sessions may call it.
  defineRoute(app, 'agentNotices', {
    handler: ({ request, query }) =>
      notices.agentNotices(
        request.member,
        request.merchantContext.merchant.id,
        toLanguage(request.headers.language),
        query,
      ),
  });

  defineRoute(app, 'dismissNotice', {
    access: 'session',
    handler: ({ request, body }) =>
      notices.dismiss(request.merchantContext.merchant.id, request.member.memberId, body),
  });
}
