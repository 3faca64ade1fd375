import type { z } from 'zod';
import { ErrorCodes } from '@bet/contracts/error-codes';
import type {
  closeFeedbackRequest,
  OperatorFeedbackEntry,
  operatorFeedbackQuery,
  replyFeedbackRequest,
} from '@bet/contracts/operator/operator-feedback';
import type { Db } from '../../db/create-db.js';
import { AppError } from '../../shared/app-error.js';
import { pageOf } from '../../shared/paging.js';
import { writeAudit } from '../audit/audit.repo.js';
import type { Actor } from '../operator/operator-settings.service.js';
import { toDataUrl } from '../../shared/image-data-url.js';
import { toEntry } from './feedback.service.js';
import {
  findFeedback,
  findScreenshot,
  listFeedback,
  lockFeedback,
  pendingCount,
  setClosed,
  setReply,
  type FeedbackRow,
} from './feedback.repo.js';

/**
 * Tells the player their feedback was answered (wired to the inbox: a private message with its
 * unread badge, sent as the replying operator). Called after the reply is saved; a failure is
 * logged and does not undo the reply, which the player's feedback list shows anyway.
 */
export type FeedbackReplyNotifier = (n: {
  merchantId: number;
  username: string;
  title: string;
  /** The reply as HTML: the operator's plain text, escaped, line breaks kept. */
  html: string;
  actor: Actor;
}) => Promise<void>;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The inbox message of a reply: the question's first words and the answer. */
export const replyNotice = (content: string, reply: string) => {
  const quoted = content.length > 120 ? `${content.slice(0, 120)}…` : content;
  return {
    title: 'Reply to your feedback',
    html: `<p><em>${escapeHtml(quoted)}</em></p><p>${escapeHtml(reply).replace(/\n/g, '<br>')}</p>`,
  };
};

const toOperatorEntry = (row: FeedbackRow): OperatorFeedbackEntry => ({
  ...toEntry(row),
  username: row.username,
  handledBy: row.handled_by,
  closedAt: row.closed_at === null ? null : new Date(row.closed_at).getTime(),
});

/**
 * The back office's feedback queue: read, reply (once, to an open item) and close. Each change
 * and its audit row are one transaction, with the item locked so two operators cannot both answer.
 */
export class FeedbackOperatorService {
  constructor(
    private readonly d: {
      db: Db;
      notifyReply?: FeedbackReplyNotifier | undefined;
      log?: { warn(obj: unknown, msg: string): void } | undefined;
    },
  ) {}

  async list(merchantId: number, q: z.output<typeof operatorFeedbackQuery>) {
    const { list, total } = await listFeedback(
      this.d.db,
      { merchantId, status: q.status, type: q.type, username: q.username || undefined },
      { limit: q.pageSize, offset: (q.pageNo - 1) * q.pageSize },
    );
    return pageOf(list.map(toOperatorEntry), total, q.pageNo, q.pageSize);
  }

  async detail(merchantId: number, id: number) {
    const row = await findFeedback(this.d.db, merchantId, id);
    if (!row) throw new AppError(ErrorCodes.feedbackNotFound, 'no such feedback');
    return toOperatorEntry(row);
  }

  async screenshot(merchantId: number, id: number) {
    const shot = await findScreenshot(this.d.db, merchantId, id);
    if (!shot) throw new AppError(ErrorCodes.feedbackNotFound, 'no such screenshot');
    return { id: shot.id, dataUrl: toDataUrl(shot) };
  }

  counts(merchantId: number) {
    return pendingCount(this.d.db, merchantId);
  }

  async reply(merchantId: number, body: z.output<typeof replyFeedbackRequest>, actor: Actor) {
    const item = await this.d.db.transaction().execute(async (trx) => {
      const open = await this.open(trx, merchantId, body.id);
      if (open.status === 'replied')
        throw new AppError(ErrorCodes.feedbackAlreadyReplied, 'this feedback has a reply already');
      await setReply(trx, body.id, body.reply, actor.operatorId);
      await audit(trx, merchantId, actor, 'feedback.reply', {
        username: open.username,
        feedbackId: body.id,
        reply: body.reply,
      });
      return open;
    });
    if (this.d.notifyReply) {
      await this.d
        .notifyReply({ merchantId, username: item.username, actor, ...replyNotice(item.content, body.reply) })
        .catch((error: unknown) => this.d.log?.warn({ error, feedbackId: body.id }, 'reply notice not sent'));
    }
    return this.detail(merchantId, body.id);
  }

  async close(merchantId: number, body: z.output<typeof closeFeedbackRequest>, actor: Actor) {
    await this.d.db.transaction().execute(async (trx) => {
      const item = await this.open(trx, merchantId, body.id);
      await setClosed(trx, body.id, actor.operatorId);
      await audit(trx, merchantId, actor, 'feedback.close', {
        username: item.username,
        feedbackId: body.id,
        reason: body.reason ?? null,
      });
    });
    return this.detail(merchantId, body.id);
  }

  /** The item, locked; a closed one refuses any further change. */
  private async open(db: Db, merchantId: number, id: number) {
    const item = await lockFeedback(db, merchantId, id);
    if (!item) throw new AppError(ErrorCodes.feedbackNotFound, 'no such feedback');
    if (item.status === 'closed') throw new AppError(ErrorCodes.feedbackClosed, 'this feedback is closed');
    return item;
  }
}

const audit = (db: Db, merchantId: number, actor: Actor, action: string, detail: Record<string, unknown>) =>
  writeAudit(db, {
    actorType: 'operator',
    actorId: String(actor.operatorId),
    merchantId,
    action,
    detail,
    ip: actor.ip,
  });
