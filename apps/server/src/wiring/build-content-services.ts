import type { FastifyBaseLogger } from 'fastify';
import type { Bus } from '../adapters/redis/bus.js';
import type { Config } from '../config.js';
import type { Db } from '../db/create-db.js';
import { ChatModerationService } from '../modules/chat/chat-moderation.service.js';
import { ChatService, type ChatDeps } from '../modules/chat/chat.service.js';
import { FeedbackOperatorService } from '../modules/feedback/feedback-operator.service.js';
import { FeedbackService } from '../modules/feedback/feedback.service.js';
import { getOrCreateSecret } from '../modules/identity/server-secrets.js';
import { InboxOperatorService } from '../modules/inbox/inbox-operator.service.js';
import { InboxStreams } from '../modules/inbox/inbox-streams.js';
import { InboxService } from '../modules/inbox/inbox.service.js';
import type { MerchantService } from '../modules/merchant/merchant.service.js';
import { NoticesOperatorService } from '../modules/notices/notices-operator.service.js';
import { NoticesService } from '../modules/notices/notices.service.js';

/** Content and communication (issue 14): chat room, inbox, feedback, notices — built once, here. */
export async function buildContentServices({
  db,
  bus,
  log,
  merchants,
  config,
  lotteryGames,
}: {
  db: Db;
  bus: Bus;
  log: FastifyBaseLogger;
  merchants: MerchantService;
  config: Config;
  /** The merchant's enabled lottery games: each has its own chat room. */
  lotteryGames: NonNullable<ChatDeps['lotteryGames']>;
}) {
  // The chat room (issue 14): new and deleted messages reach every open window over the bus.
  const chatAuthorSecret = await getOrCreateSecret(db, 'chat-author-key');
  const chat = new ChatService({ db, bus: bus, authorSecret: chatAuthorSecret, lotteryGames });
  const chatModeration = new ChatModerationService({ db, chat });
  // The inbox (issue 14): messages fanned out on send; the open member streams' live badges.
  const inbox = new InboxService({ db, bus: bus });
  const inboxOperator = new InboxOperatorService({ db, bus: bus, inbox });
  const inboxStreams = new InboxStreams({
    bus: bus,
    counts: (ids) => inbox.unreadMany(ids),
    log: log,
  });
  // Feedback (issue 14): the player's questions and the operator's replies.
  const feedback = new FeedbackService(db);
  const feedbackOperator = new FeedbackOperatorService({
    db,
    log: log,
    // A reply also lands in the player's inbox (unread badge), sent as the replying operator.
    notifyReply: async (n) => {
      await inboxOperator.send(
        n.merchantId,
        { audience: { kind: 'player', username: n.username }, title: n.title, content: n.html },
        n.actor,
      );
    },
  });

  // Notices (issue 14): the site's answers cached briefly, dropped (every process) on a change.
  const notices = new NoticesService(db, merchants, config.MERCHANT_CACHE_MS);
  const noticesOperator = new NoticesOperatorService(db, merchants, bus);

  return {
    ...{ chat, chatModeration },
    ...{ inbox, inboxOperator, inboxStreams },
    ...{ feedback, feedbackOperator },
    ...{ notices, noticesOperator },
  };
}
