import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../shared/define-route.js';
import type { InboxService } from './inbox.service.js';

/** The member's inbox (issue 14): real accounts only (the default access refuses trial accounts). */
export function registerInboxRoutes(app: FastifyInstance, deps: { inbox: InboxService }) {
  const { inbox } = deps;
  defineRoute(app, 'inboxMessages', {
    handler: ({ query, request }) => inbox.list(request.member.memberId, query),
  });
  defineRoute(app, 'unreadMessageCount', {
    quietWhenOk: true,
    handler: async ({ request }) => ({ unread: await inbox.unread(request.member.memberId) }),
  });
  defineRoute(app, 'readInboxMessage', {
    handler: ({ body, request }) => inbox.read(request.member.memberId, body.id),
  });
  defineRoute(app, 'readAllInboxMessages', {
    handler: ({ request }) => inbox.readAll(request.member.memberId),
  });
  defineRoute(app, 'deleteInboxMessage', {
    handler: ({ body, request }) => inbox.remove(request.member.memberId, body.id),
  });
}
