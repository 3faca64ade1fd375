import type { FastifyInstance } from 'fastify';
import { defineOperatorRoute } from '../../shared/define-route.js';
import type { OperatorAuthService } from '../operator/operator-auth.service.js';
import { actor, merchantId, registerOperatorScope, requirePermission } from '../operator/operator-scope.js';
import type { ChatModerationService } from './chat-moderation.service.js';

/**
 * Chat moderation and settings for operators: every role reads; moderation needs `playerAccess`,
 * the word filter and header colour `configure`. The permission is checked before anything changes.
 */
export function registerChatOperatorRoutes(
  app: FastifyInstance,
  deps: { auth: OperatorAuthService; moderation: ChatModerationService },
) {
  const { moderation } = deps;
  registerOperatorScope(app, deps.auth, (secured) => {
    defineOperatorRoute(secured, 'chatRooms', {
      handler: ({ request }) => {
        requirePermission(request, 'read');
        return moderation.rooms(merchantId(request));
      },
    });
    defineOperatorRoute(secured, 'chatMessages', {
      handler: ({ query, request }) => {
        requirePermission(request, 'read');
        return moderation.messages(merchantId(request), query);
      },
    });
    defineOperatorRoute(secured, 'deleteChatMessage', {
      handler: ({ body, request }) => {
        requirePermission(request, 'playerAccess');
        return moderation.deleteMessage(merchantId(request), body, actor(request));
      },
    });
    defineOperatorRoute(secured, 'chatRestrictions', {
      handler: ({ request }) => {
        requirePermission(request, 'read');
        return moderation.restrictions(merchantId(request));
      },
    });
    defineOperatorRoute(secured, 'restrictChatPlayer', {
      handler: ({ body, request }) => {
        requirePermission(request, 'playerAccess');
        return moderation.restrict(merchantId(request), body, actor(request));
      },
    });
    defineOperatorRoute(secured, 'liftChatRestriction', {
      handler: ({ body, request }) => {
        requirePermission(request, 'playerAccess');
        return moderation.lift(merchantId(request), body, actor(request));
      },
    });
    defineOperatorRoute(secured, 'chatSettings', {
      handler: ({ request }) => {
        requirePermission(request, 'read');
        return moderation.settings(merchantId(request));
      },
    });
    defineOperatorRoute(secured, 'setChatColour', {
      handler: ({ body, request }) => {
        requirePermission(request, 'configure');
        return moderation.setColour(merchantId(request), body.headerColour, actor(request));
      },
    });
    defineOperatorRoute(secured, 'addChatWord', {
      handler: ({ body, request }) => {
        requirePermission(request, 'configure');
        return moderation.addWord(merchantId(request), body.word, actor(request));
      },
    });
    defineOperatorRoute(secured, 'removeChatWord', {
      handler: ({ body, request }) => {
        requirePermission(request, 'configure');
        return moderation.removeWord(merchantId(request), body.word, actor(request));
      },
    });
  });
}
