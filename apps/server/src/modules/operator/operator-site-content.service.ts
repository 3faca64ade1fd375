import { ErrorCodes } from '@bet/contracts/error-codes';
import {
  BANNER_MAX_BYTES,
  type AddBannerRequest,
  type BannerSetting,
  type HelpArticleSetting,
  type SaveHelpArticleRequest,
} from '@bet/contracts/operator/operator-site-schemas';
import type { Db } from '../../db/create-db.js';
import type { BannerImagesTable } from '../../db/schema-site.js';
import { AppError } from '../../shared/app-error.js';
import type { MerchantService } from '../merchant/merchant.service.js';
import type { Actor } from './operator-settings.service.js';
import { sanitizeArticleHtml } from './operator-site-html.js';
import { auditChange } from './operator-site.service.js';
import * as repo from './operator-site.repo.js';

type Mime = BannerImagesTable['mime'];
/** Each format's first bytes: the data URL's declared type is only the sender's claim. */
const MAGIC: Record<Mime, (b: Buffer) => boolean> = {
  'image/png': (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/jpeg': (b) => b.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])),
  'image/webp': (b) =>
    b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
};
const EXTENSION: Record<Mime, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

/** The public address of a banner's uploaded image (served by operator-site.routes.ts). */
export const bannerImageUrl = (id: number, mime: Mime) => `/media/banners/${id}.${EXTENSION[mime]}`;

/** The image of a data URL after checking its bytes are that format and at most 1 MB; else field.invalid. */
function decodeBannerImage(dataUrl: string): { mime: Mime; data: string } {
  const match = /^data:(image\/(?:png|jpeg|webp));base64,([A-Za-z0-9+/]+=*)$/.exec(dataUrl);
  const mime = match?.[1] as Mime | undefined;
  const bytes = match ? Buffer.from(match[2]!, 'base64') : null;
  if (!mime || !bytes || bytes.length === 0 || bytes.length > BANNER_MAX_BYTES || !MAGIC[mime](bytes))
    throw new AppError(ErrorCodes.fieldInvalid, 'a png, jpeg or webp image up to 1 MB', {
      fields: [{ path: 'image', code: 'image' }],
    });
  return { mime, data: bytes.toString('base64') };
}

const toBanner = (b: { id: number; group_name: string; url: string; link: string | null; sort: number }) => ({
  id: b.id,
  groupName: b.group_name,
  url: b.url,
  link: b.link,
  sort: b.sort,
});

/**
 * Banners (uploaded images, order, removal) and help-centre articles (HTML kept to a safe subset).
 * Each change is audited and drops the merchant's cached settings, so the site shows it at once.
 */
export class OperatorSiteContentService {
  constructor(
    private readonly db: Db,
    private readonly merchants: MerchantService,
  ) {}

  async banners(merchantId: number, db: Db = this.db): Promise<{ banners: BannerSetting[] }> {
    return { banners: (await repo.listBannerRows(db, merchantId)).map(toBanner) };
  }

  async addBanner(merchantId: number, body: AddBannerRequest, actor: Actor): Promise<BannerSetting> {
    const image = decodeBannerImage(body.image);
    const banner = await this.db.transaction().execute(async (trx) => {
      const id = await repo.insertBanner(
        trx,
        merchantId,
        { group: body.groupName, link: body.link ? body.link : null, ...image },
        (bannerId) => bannerImageUrl(bannerId, image.mime),
      );
      const added = (await this.banners(merchantId, trx)).banners.find((b) => b.id === id)!;
      await auditChange(trx, actor, merchantId, 'system.banner.add', { before: null, after: added });
      return added;
    });
    this.merchants.invalidate(merchantId);
    return banner;
  }

  /** `ids` must be exactly the group's banners, in their new order. */
  async orderBanners(merchantId: number, body: { groupName: string; ids: number[] }, actor: Actor) {
    const result = await this.db.transaction().execute(async (trx) => {
      const before = (await this.banners(merchantId, trx)).banners.filter(
        (b) => b.groupName === body.groupName,
      );
      const current = new Set(before.map((b) => b.id));
      if (
        new Set(body.ids).size !== body.ids.length ||
        body.ids.length !== current.size ||
        body.ids.some((id) => !current.has(id))
      )
        throw new AppError(ErrorCodes.requestParamErr, "the ids must be the group's banners, each once", {
          fields: [{ path: 'ids', code: 'custom' }],
        });
      for (const [sort, id] of body.ids.entries()) await repo.setBannerSort(trx, merchantId, id, sort);
      await auditChange(trx, actor, merchantId, 'system.banner.order', {
        groupName: body.groupName,
        before: before.map((b) => b.id),
        after: body.ids,
      });
      return this.banners(merchantId, trx);
    });
    this.merchants.invalidate(merchantId);
    return result;
  }

  async deleteBanner(merchantId: number, id: number, actor: Actor) {
    const result = await this.db.transaction().execute(async (trx) => {
      const before = (await this.banners(merchantId, trx)).banners.find((b) => b.id === id);
      if (!before) throw new AppError(ErrorCodes.notFound, 'no such banner');
      await repo.deleteBannerRow(trx, merchantId, id);
      await auditChange(trx, actor, merchantId, 'system.banner.delete', { before, after: null });
      return this.banners(merchantId, trx);
    });
    this.merchants.invalidate(merchantId);
    return result;
  }

  /** An uploaded banner image by banner id, for the public image route. */
  async bannerImage(bannerId: number): Promise<{ mime: Mime; bytes: Buffer } | null> {
    const row = await repo.findBannerImage(this.db, bannerId);
    return row ? { mime: row.mime, bytes: Buffer.from(row.data, 'base64') } : null;
  }

  async articles(merchantId: number, language: string): Promise<{ articles: HelpArticleSetting[] }> {
    return { articles: await repo.listArticleRows(this.db, merchantId, language) };
  }

  /** Creates (no id) or replaces an article; its HTML is cleaned before it is stored. */
  async saveArticle(merchantId: number, body: SaveHelpArticleRequest, actor: Actor) {
    const values = {
      language: body.language,
      category: body.category,
      title: body.title,
      content: sanitizeArticleHtml(body.content),
      sort: body.sort,
    };
    return this.db.transaction().execute(async (trx) => {
      const before = body.id === undefined ? null : await repo.findArticle(trx, merchantId, body.id);
      if (body.id !== undefined && !before) throw new AppError(ErrorCodes.notFound, 'no such article');
      const after =
        body.id === undefined
          ? await repo.insertArticle(trx, merchantId, values)
          : await repo.updateArticle(trx, merchantId, body.id, values);
      await auditChange(trx, actor, merchantId, 'system.helpArticle.save', { id: after.id, before, after });
      return after;
    });
  }

  async deleteArticle(merchantId: number, id: number, actor: Actor) {
    return this.db.transaction().execute(async (trx) => {
      const before = await repo.findArticle(trx, merchantId, id);
      if (!before) throw new AppError(ErrorCodes.notFound, 'no such article');
      await repo.deleteArticleRow(trx, merchantId, id);
      await auditChange(trx, actor, merchantId, 'system.helpArticle.delete', { id, before, after: null });
      return { articles: await repo.listArticleRows(trx, merchantId, before.language) };
    });
  }
}
