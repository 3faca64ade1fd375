import { ErrorCodes } from '@bet/contracts/error-codes';
import type {
  InboxAudience,
  SentInboxMessage,
  sendInboxMessageRequest,
  sentInboxQuery,
} from '@bet/contracts/operator/operator-inbox';
import type { Page } from '@bet/contracts/wallet/amount';
import type { z } from 'zod';
import type { Bus } from '../../adapters/redis/bus.js';
import type { Db } from '../../db/create-db.js';
import { AppError } from '../../shared/app-error.js';
import { pageOf } from '../../shared/paging.js';
import { sanitizeHtml } from '../../shared/sanitize-html.js';
import { writeAudit } from '../audit/audit.repo.js';
import { describeAudience, storedAudience } from './inbox-audience.js';
import * as repo from './inbox.repo.js';
import { merchantInboxChannel } from './inbox-streams.js';
import type { InboxService } from './inbox.service.js';

export interface InboxActor {
  operatorId: number;
  ip: string;
}

/**
 * The operator's side: how many players an audience reaches, sending (message row and the
 * recipients' rows in one transaction with the audit entry), and the sent list. After a send the
 * live badges follow: a single player's count on their channel, a group's or everyone's as one
 * merchant-wide message each process turns into one recount of its own open streams.
 */
export class InboxOperatorService {
  constructor(private readonly d: { db: Db; bus: Bus; inbox: InboxService }) {}

  async preview(merchantId: number, audience: InboxAudience): Promise<{ recipients: number }> {
    return { recipients: await repo.countAudience(this.d.db, merchantId, audience) };
  }

  async send(
    merchantId: number,
    body: z.output<typeof sendInboxMessageRequest>,
    who: InboxActor,
  ): Promise<SentInboxMessage> {
    const content = sanitizeHtml(body.content).trim();
    if (content.length === 0)
      throw new AppError(ErrorCodes.requestParamErr, 'content is empty once cleaned', {
        fields: [{ path: 'content', code: 'too_small' }],
      });
    const sent = await this.d.db.transaction().execute(async (trx) => {
      const message = await repo.insertMessage(trx, {
        merchantId,
        title: body.title,
        content,
        senderOperatorId: who.operatorId,
        audience: body.audience,
      });
      const recipients = await repo.insertRecipients(trx, merchantId, message.id, body.audience);
      // Nothing reached: the whole send is rolled back (no empty message in the sent list).
      if (recipients === 0)
        throw new AppError(ErrorCodes.inboxAudienceEmpty, 'the audience reaches no player');
      await writeAudit(trx, {
        actorType: 'operator',
        actorId: String(who.operatorId),
        merchantId,
        action: 'inbox.send',
        detail: {
          messageId: String(message.id),
          title: body.title,
          audience: body.audience,
          recipients,
        },
        ip: who.ip,
      });
      const one =
        body.audience.kind === 'player'
          ? (await repo.recipientIds(trx, message.id, 1))[0]?.member_id
          : undefined;
      return { message, recipients, one };
    });
    if (sent.one !== undefined) await this.d.inbox.publish(sent.one);
    else this.d.bus.publish(merchantInboxChannel(merchantId), { messageId: String(sent.message.id) });
    const sender = await repo.operatorName(this.d.db, who.operatorId);
    return {
      id: Number(sent.message.id),
      title: body.title,
      audienceKind: body.audience.kind,
      audience: describeAudience(body.audience),
      sender: sender ?? null,
      createdAt: sent.message.created_at.getTime(),
      recipients: sent.recipients,
      read: 0,
    };
  }

  async listSent(merchantId: number, q: z.output<typeof sentInboxQuery>): Promise<Page<SentInboxMessage>> {
    const { rows, total } = await repo.listSent(this.d.db, merchantId, {
      limit: q.pageSize,
      offset: (q.pageNo - 1) * q.pageSize,
    });
    const list = rows.map((r) => ({
      id: Number(r.id),
      title: r.title,
      audienceKind: r.audience_kind,
      audience: describeAudience(storedAudience(r.audience)),
      sender: r.sender,
      createdAt: r.created_at.getTime(),
      recipients: r.recipient_count,
      read: Number(r.read_count ?? 0),
    }));
    return pageOf(list, total, q.pageNo, q.pageSize);
  }
}
