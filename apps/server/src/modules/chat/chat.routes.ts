import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../shared/define-route.js';
import type { ChatService } from './chat.service.js';

/** The chat room's player calls: reading is public, `chatMe` any session, posting real accounts only. */
export function registerChatRoutes(app: FastifyInstance, deps: { chat: ChatService }) {
  const { chat } = deps;
  defineRoute(app, 'chatRoom', {
    handler: ({ query, request }) => chat.room(request.merchantContext.merchant.id, query),
  });
  defineRoute(app, 'chatMe', {
    access: 'session',
    handler: ({ request }) => chat.me(request.member),
  });
  // Trial accounts are refused by the default access ('member'): trial.account.forbidden.
  defineRoute(app, 'sendChat', {
    handler: ({ body, request }) => chat.post(request.member, body),
  });
}
