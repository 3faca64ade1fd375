import { ErrorCodes } from '@bet/contracts/error-codes';
import type {
  InboxChangedResponse,
  InboxListResponse,
  InboxMessageResponse,
} from '@bet/contracts/content/inbox';
import type { Bus } from '../../adapters/redis/bus.js';
import type { Db } from '../../db/create-db.js';
import { AppError } from '../../shared/app-error.js';
import { pageOf } from '../../shared/paging.js';
import * as repo from './inbox.repo.js';
import { memberInboxChannel } from './inbox-streams.js';

const notFound = () => new AppError(ErrorCodes.inboxMessageNotFound, 'no such message');

/**
 * The member's side of the inbox: their own copies only (another member's message id is not
 * found, never told apart from a missing one). Every change publishes the member's new unread
 * count on their bus channel, so the badge of each of their open pages follows at once.
 */
export class InboxService {
  constructor(private readonly d: { db: Db; bus: Bus }) {}

  unread(memberId: bigint): Promise<number> {
    return repo.unreadCount(this.d.db, memberId);
  }

  /** Counts of many members in one query (the live streams' recount after a broadcast). */
  unreadMany(memberIds: readonly bigint[]): Promise<Map<string, number>> {
    return repo.unreadCounts(this.d.db, memberIds);
  }

  async list(memberId: bigint, q: { pageNo: number; pageSize: number }): Promise<InboxListResponse> {
    const [{ rows, total }, unread] = await Promise.all([
      repo.listForMember(this.d.db, memberId, { limit: q.pageSize, offset: (q.pageNo - 1) * q.pageSize }),
      this.unread(memberId),
    ]);
    const list = rows.map((r) => ({
      id: Number(r.id),
      title: r.title,
      createdAt: r.created_at.getTime(),
      read: r.read_at !== null,
    }));
    return { ...pageOf(list, total, q.pageNo, q.pageSize), unread };
  }

  async read(memberId: bigint, id: number): Promise<InboxMessageResponse> {
    const found = await repo.findForMember(this.d.db, memberId, BigInt(id));
    if (!found) throw notFound();
    if (found.read_at === null) await repo.markRead(this.d.db, memberId, BigInt(id));
    const unread = await this.publish(memberId);
    return {
      message: {
        id: Number(found.id),
        title: found.title,
        content: found.content,
        createdAt: found.created_at.getTime(),
        read: true,
      },
      unread,
    };
  }

  async readAll(memberId: bigint): Promise<InboxChangedResponse> {
    await repo.markAllRead(this.d.db, memberId);
    return { unread: await this.publish(memberId) };
  }

  async remove(memberId: bigint, id: number): Promise<InboxChangedResponse> {
    if (!(await repo.deleteForMember(this.d.db, memberId, BigInt(id)))) throw notFound();
    return { unread: await this.publish(memberId) };
  }

  /** Tells the member's open streams (every process) their count now; answers it. */
  async publish(memberId: bigint): Promise<number> {
    const unread = await this.unread(memberId);
    this.d.bus.publish(memberInboxChannel(memberId), { unread });
    return unread;
  }
}
