import { ErrorCodes } from '@bet/contracts/error-codes';
import type { NoticeLink } from '@bet/contracts/content/notices';
import type {
  noticeListQuery,
  NoticeListResponse,
  NoticeStatus,
  OperatorNotice,
  saveNoticeRequest,
} from '@bet/contracts/operator/operator-notices';
import type { z } from 'zod';
import type { Bus } from '../../adapters/redis/bus.js';
import type { Db } from '../../db/create-db.js';
import { AppError } from '../../shared/app-error.js';
import { pageOf } from '../../shared/paging.js';
import { sanitizeHtml } from '../../shared/sanitize-html.js';
import { writeAudit } from '../audit/audit.repo.js';
import type { MerchantService } from '../merchant/merchant.service.js';
import { pushChannel } from '../system/events.routes.js';
import * as repo from './notices-operator.repo.js';

export interface Actor {
  operatorId: number;
  ip: string;
}
type Row = NonNullable<Awaited<ReturnType<typeof repo.findNoticeRow>>>;
type SaveBody = z.output<typeof saveNoticeRequest>;
type ListQuery = z.output<typeof noticeListQuery>;

export function statusOf(row: Pick<Row, 'published' | 'starts_at' | 'ends_at'>, now: number): NoticeStatus {
  if (!row.published) return 'draft';
  if (row.starts_at.getTime() > now) return 'scheduled';
  if (row.ends_at !== null && row.ends_at.getTime() <= now) return 'ended';
  return 'live';
}

/**
 * The operator's notices: write (HTML sanitised on save), publish, unpublish, delete, preview.
 * Each change is audited in its transaction; a change the site can see drops the cached answers
 * in every process and pushes `notices` on the bus, so open pages refetch at once.
 */
export class NoticesOperatorService {
  constructor(
    private readonly db: Db,
    private readonly merchants: Pick<MerchantService, 'invalidate'>,
    private readonly bus: Pick<Bus, 'publish'>,
    private readonly now: () => number = Date.now,
  ) {}

  async list(merchantId: number, q: ListQuery): Promise<NoticeListResponse> {
    const { rows, total } = await repo.listNoticeRows(this.db, merchantId, {
      kind: q.kind,
      status: q.status,
      audience: q.audience,
      title: q.title || undefined,
      now: new Date(this.now()),
      offset: (q.pageNo - 1) * q.pageSize,
      limit: q.pageSize,
    });
    const texts = await repo.textsOf(
      this.db,
      rows.map((r) => r.id),
    );
    return pageOf(
      rows.map((r) => this.toNotice(r, texts.get(r.id) ?? [])),
      total,
      q.pageNo,
      q.pageSize,
    );
  }

  async get(merchantId: number, id: number, db: Db = this.db): Promise<OperatorNotice> {
    const row = await repo.findNoticeRow(db, merchantId, id);
    if (!row) throw new AppError(ErrorCodes.noticeNotFound, 'no such notice');
    return this.toNotice(row, (await repo.textsOf(db, [id])).get(id) ?? []);
  }

  /** Creates (no id) or replaces a notice; every language must be one the merchant has enabled. */
  async save(merchantId: number, languages: string[], body: SaveBody, actor: Actor): Promise<OperatorNotice> {
    const off = body.texts.findIndex((t) => !languages.includes(t.language));
    if (off >= 0)
      throw new AppError(ErrorCodes.fieldInvalid, 'a language the site does not offer', {
        fields: [{ path: `texts.${off}.language`, code: 'language' }],
      });
    const values: repo.NoticeValues = {
      kind: body.kind,
      popup: body.popup,
      starts_at: new Date(body.startTime),
      ends_at: body.endTime === null ? null : new Date(body.endTime),
      sort: body.sort,
      link: body.link === null ? null : JSON.stringify(body.link),
      vendor: body.vendor,
      audience: body.audience,
    };
    const texts = body.texts.map((t) => ({
      language: t.language,
      title: t.title,
      content: sanitizeHtml(t.content),
    }));
    if (texts.some((t) => t.content.trim() === ''))
      throw new AppError(ErrorCodes.fieldInvalid, 'nothing is left of the content once cleaned', {
        fields: [{ path: 'texts', code: 'content' }],
      });
    const saved = await this.db.transaction().execute(async (trx) => {
      const before = body.id === undefined ? null : await this.get(merchantId, body.id, trx);
      const id = body.id ?? (await repo.insertNotice(trx, merchantId, values));
      if (body.id !== undefined) await repo.updateNotice(trx, merchantId, id, values);
      await repo.replaceTexts(trx, id, texts);
      const after = await this.get(merchantId, id, trx);
      await this.audit(trx, actor, merchantId, 'notice.save', { id, before, after });
      return after;
    });
    if (saved.published) this.changed(merchantId, saved.id);
    return saved;
  }

  publish(merchantId: number, id: number, actor: Actor) {
    return this.setPublished(merchantId, id, true, actor);
  }

  unpublish(merchantId: number, id: number, actor: Actor) {
    return this.setPublished(merchantId, id, false, actor);
  }

  async remove(merchantId: number, id: number, actor: Actor) {
    const before = await this.db.transaction().execute(async (trx) => {
      const found = await this.get(merchantId, id, trx);
      await repo.deleteNoticeRow(trx, merchantId, id);
      await this.audit(trx, actor, merchantId, 'notice.delete', { id, before: found, after: null });
      return found;
    });
    if (before.published) this.changed(merchantId, id);
    return { id };
  }

  /** The content as the site will show it. */
  preview(content: string) {
    return { content: sanitizeHtml(content) };
  }

  private async setPublished(merchantId: number, id: number, published: boolean, actor: Actor) {
    const after = await this.db.transaction().execute(async (trx) => {
      const before = await this.get(merchantId, id, trx);
      await repo.setPublished(trx, merchantId, id, published);
      const updated = await this.get(merchantId, id, trx);
      await this.audit(trx, actor, merchantId, published ? 'notice.publish' : 'notice.unpublish', {
        id,
        before: { published: before.published },
        after: { published },
      });
      return updated;
    });
    this.changed(merchantId, id);
    return after;
  }

  /** Drops the site's cached answers everywhere and tells open pages to refetch. */
  private changed(merchantId: number, id: number) {
    this.merchants.invalidate(merchantId);
    this.bus.publish(pushChannel(merchantId, 'notices'), { type: 'notices', id });
  }

  private audit(db: Db, actor: Actor, merchantId: number, action: string, detail: Record<string, unknown>) {
    return writeAudit(db, {
      actorType: 'operator',
      actorId: String(actor.operatorId),
      merchantId,
      action,
      detail,
      ip: actor.ip,
    });
  }

  private toNotice(row: Row, texts: repo.NoticeTextValues[]): OperatorNotice {
    return {
      id: row.id,
      kind: row.kind,
      popup: row.popup,
      startTime: row.starts_at.getTime(),
      endTime: row.ends_at?.getTime() ?? null,
      sort: row.sort,
      link: (row.link as NoticeLink | null) ?? null,
      vendor: row.vendor,
      published: row.published,
      audience: row.audience,
      status: statusOf(row, this.now()),
      updatedAt: row.updated_at.getTime(),
      texts: texts as OperatorNotice['texts'],
    };
  }
}
