import { DEFAULT_LANGUAGE, type Language } from '@bet/contracts/constants';
import type { JoinPageResponse, WebManifest } from '@bet/contracts/content/site-app';
import {
  joinPageSetting,
  liteAppSetting,
  type JoinPageSetting,
  type LiteAppSetting,
  type SiteAppSetting,
} from '@bet/contracts/operator/operator-site-app';
import type { Db } from '../../db/create-db.js';
import { sanitizeHtml } from '../../shared/sanitize-html.js';
import { writeAudit } from '../audit/audit.repo.js';
import type { MerchantContext } from '../merchant/merchant.service.js';
import { renderPwaIcon, type IconSize } from './pwa-icon.js';
import { readSiteAppSetting, writeSiteAppSetting } from './site-app.repo.js';
import { buildWebManifest } from './web-manifest.js';

/** The site's own dark theme (apps/web/src/shared/theme): the lite app until an operator picks. */
export const DEFAULT_LITE_APP: LiteAppSetting = {
  themeColor: '#101218',
  backgroundColor: '#101218',
  accentColor: '#f5b301',
};
/** No text (the page shows its translated default), no tiers, and sign-up as a player. */
export const DEFAULT_JOIN: JoinPageSetting = { commission: {}, tiers: [], agentSignUp: false };

export interface Actor {
  operatorId: number;
  ip: string;
}

/** Drawn icons kept per size and colours: a few merchants × 2 sizes, each a few KB. */
const ICON_CACHE_MAX = 64;

/**
 * The lite app (web manifest and icons) and the join-us page of each merchant, and the operator's
 * changes to them (audited with the value before and after). Commission HTML is sanitised here,
 * on save; the site sanitises it again on render.
 */
export class SiteAppService {
  private readonly icons = new Map<string, Buffer>();

  constructor(private readonly db: Db) {}

  async liteApp(merchantId: number, db: Db = this.db): Promise<LiteAppSetting> {
    const parsed = liteAppSetting.safeParse(await readSiteAppSetting(db, merchantId, 'liteApp'));
    return parsed.success ? parsed.data : DEFAULT_LITE_APP;
  }

  async join(merchantId: number, db: Db = this.db): Promise<JoinPageSetting> {
    const parsed = joinPageSetting.safeParse(await readSiteAppSetting(db, merchantId, 'join'));
    return parsed.success ? parsed.data : DEFAULT_JOIN;
  }

  async settings(merchantId: number): Promise<SiteAppSetting> {
    const [liteApp, join] = await Promise.all([this.liteApp(merchantId), this.join(merchantId)]);
    return { liteApp, join };
  }

  async setLiteApp(merchantId: number, setting: LiteAppSetting, actor: Actor): Promise<SiteAppSetting> {
    await this.db.transaction().execute(async (trx) => {
      const before = await this.liteApp(merchantId, trx);
      await writeSiteAppSetting(trx, merchantId, 'liteApp', setting);
      await this.audit(trx, actor, merchantId, 'site.liteApp.set', { before, after: setting });
    });
    return this.settings(merchantId);
  }

  async setJoinPage(merchantId: number, setting: JoinPageSetting, actor: Actor): Promise<SiteAppSetting> {
    const commission: JoinPageSetting['commission'] = {};
    for (const [language, html] of Object.entries(setting.commission) as [Language, string][]) {
      const clean = sanitizeHtml(html ?? '').trim();
      if (clean) commission[language] = clean;
    }
    const after: JoinPageSetting = { ...setting, commission };
    await this.db.transaction().execute(async (trx) => {
      const before = await this.join(merchantId, trx);
      await writeSiteAppSetting(trx, merchantId, 'join', after);
      await this.audit(trx, actor, merchantId, 'site.join.set', { before, after });
    });
    return this.settings(merchantId);
  }

  /** The join-us page in `language`, the English text when that language has none. */
  async joinPage(ctx: MerchantContext, language: Language): Promise<JoinPageResponse> {
    const join = await this.join(ctx.merchant.id);
    return {
      commissionHtml: join.commission[language] || join.commission[DEFAULT_LANGUAGE] || '',
      tiers: join.tiers,
      agentSignUp: join.agentSignUp,
    };
  }

  /** Whether a sign-up from the join-us page becomes an agent: the operator's setting, only. */
  async agentSignUpOpen(merchantId: number): Promise<boolean> {
    return (await this.join(merchantId)).agentSignUp;
  }

  async manifest(ctx: MerchantContext): Promise<WebManifest> {
    const { merchant } = ctx;
    return buildWebManifest({
      code: merchant.code,
      name: merchant.name,
      defaultLanguage: merchant.default_language,
      isDefault: merchant.is_default,
      liteApp: await this.liteApp(merchant.id),
    });
  }

  async icon(ctx: MerchantContext, size: IconSize): Promise<Buffer> {
    const { backgroundColor, accentColor } = await this.liteApp(ctx.merchant.id);
    const key = `${size}${backgroundColor}${accentColor}`;
    let png = this.icons.get(key);
    if (!png) {
      png = renderPwaIcon(size, { background: backgroundColor, accent: accentColor });
      if (this.icons.size >= ICON_CACHE_MAX) this.icons.delete(this.icons.keys().next().value!);
      this.icons.set(key, png);
    }
    return png;
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
}
