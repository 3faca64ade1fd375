import type { RouterEntry } from '@bet/contracts/system/routers';
import type { CountryEntry } from '@bet/contracts/system/country-codes';
import type { HelpArticle } from '@bet/contracts/system/help-center';
import type { RegisterSettingsResponse, ValidationRule } from '@bet/contracts/system/register-settings';
import type { ResourceEntry, SystemStatusResponse } from '@bet/contracts/system/status';
import type { CustomerServiceEntry } from '@bet/contracts/system/customer-service';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@bet/contracts/constants';
import type { Db } from '../../db/create-db.js';
import type { MerchantContext, MerchantService } from '../merchant/merchant.service.js';
import { CachedText, RawJson } from '../../shared/raw-json.js';
import * as repo from './system.repo.js';

type StatusInfo = SystemStatusResponse['info'];
interface MerchantSnapshot {
  info: StatusInfo;
  /** `info` serialized (and compressed) once: it is most of the status answer that every page load asks for. */
  infoJson: CachedText;
  maintenance: { enabled: boolean; startTime: number | null; endTime: number | null };
  restricted: ReadonlySet<string>;
}

export function isMaintenanceActive(m: MerchantSnapshot['maintenance'], now: number): boolean {
  return m.enabled && (m.startTime === null || now >= m.startTime) && (m.endTime === null || now < m.endTime);
}

/** The request's language if the site ships it, else the default (EN). */
export function toLanguage(header: string | string[] | undefined): Language {
  const value = (Array.isArray(header) ? header[0] : header)?.trim().toUpperCase();
  return LANGUAGES.find((l) => l === value) ?? DEFAULT_LANGUAGE;
}

/**
 * Site-shell settings. The permission response is read by every visitor on every page load,
 * so each merchant's part of it is built once and kept until the operator changes something.
 */
export class SystemService {
  private readonly snapshots = new Map<number, { snapshot: Promise<MerchantSnapshot>; expiresAt: number }>();

  /**
   * An operator change drops the snapshot at once in this process and, with Redis, in every
   * other; `cacheMs` bounds how long a process that missed the message (Redis down) shows it.
   */
  constructor(
    private readonly db: Db,
    merchants: MerchantService,
    private readonly cacheMs: number,
    private readonly payloadKey: string,
    /** Firebase-style SMS at sign-up: the public values the browser needs, or null when off. */
    private readonly firebaseSms: RegisterSettingsResponse['firebaseSms'] = null,
  ) {
    merchants.onInvalidate((merchantId) =>
      merchantId === null ? this.snapshots.clear() : this.snapshots.delete(merchantId),
    );
  }

  /** `GET /wps/system/status` (spec §1, §3): the cached permission document plus this visitor's verdict. */
  async status(ctx: MerchantContext, location: { ip: string; country: string | null }): Promise<RawJson> {
    const snapshot = await this.snapshot(ctx);
    const maintenance = isMaintenanceActive(snapshot.maintenance, Date.now());
    const regionRestriction = location.country !== null && snapshot.restricted.has(location.country);
    const { enabled: _enabled, ...window } = snapshot.maintenance;
    const head: Omit<SystemStatusResponse, 'info'> = {
      // Maintenance wins over region restriction (spec §1).
      status: maintenance ? 1 : regionRestriction ? 2 : 0,
      maintenance,
      maintenanceTime: maintenance ? window : null,
      regionRestriction,
      location,
    };
    const headJson = JSON.stringify(head);
    return new RawJson(`${headJson.slice(0, -1)},"info":`, snapshot.infoJson, '}');
  }

  /** The registration form's field rules (the permission document's `register`). */
  async registerRules(ctx: MerchantContext): Promise<RegisterSettingsResponse['rules']> {
    return (await this.snapshot(ctx)).info.register;
  }

  /**
   * `signUpBonus`: what an open sign-up promotion pays (decision 0049); without one, the figure the
   * merchant configured for a bonus paid outside the promotions (or none).
   */
  async registerSettings(
    ctx: MerchantContext,
    signUpBonus: number | null,
  ): Promise<RegisterSettingsResponse> {
    const { merchant } = ctx;
    return {
      rules: await this.registerRules(ctx),
      birthdayLimit:
        merchant.birthday_limit === 18 || merchant.birthday_limit === 21 ? merchant.birthday_limit : null,
      firebaseSms: this.firebaseSms,
      bonus:
        signUpBonus !== null
          ? { amount: signUpBonus, currency: merchant.currency }
          : merchant.register_bonus_amount !== null && merchant.register_bonus_currency !== null
            ? { amount: Number(merchant.register_bonus_amount), currency: merchant.register_bonus_currency }
            : null,
    };
  }

  async customerService(ctx: MerchantContext): Promise<CustomerServiceEntry[]> {
    return (await this.snapshot(ctx)).info.customerService;
  }

  async countryCodes(): Promise<CountryEntry[]> {
    return (await repo.listCountries(this.db)).map((c) => ({
      countryCode: c.country_code,
      countryDialingCode: c.dialing_code,
      flag: `/flags/${c.country_code.toLowerCase()}.svg`,
    }));
  }

  async routers(ctx: MerchantContext): Promise<RouterEntry[]> {
    return (await repo.listDomains(this.db, ctx.merchant.id)).map((d) => ({
      domain: d.domain,
      speed: d.speed_ms,
    }));
  }

  /** Help articles in the asked language; falls back to the merchant's default, then EN. */
  async helpCenter(ctx: MerchantContext, language: Language): Promise<HelpArticle[]> {
    const order = [...new Set([language, ctx.merchant.default_language, DEFAULT_LANGUAGE])];
    for (const lang of order) {
      const articles = await repo.listHelpArticles(this.db, ctx.merchant.id, lang);
      if (articles.length > 0) return articles;
    }
    return [];
  }

  private snapshot(ctx: MerchantContext): Promise<MerchantSnapshot> {
    const id = ctx.merchant.id;
    const cached = this.snapshots.get(id);
    if (cached && cached.expiresAt > Date.now()) return cached.snapshot;
    const snapshot = this.load(ctx);
    const entry = { snapshot, expiresAt: Date.now() + this.cacheMs };
    snapshot.catch(() => this.snapshots.get(id) === entry && this.snapshots.delete(id));
    this.snapshots.set(id, entry);
    return snapshot;
  }

  private async load({ merchant, whitelabel }: MerchantContext): Promise<MerchantSnapshot> {
    const id = merchant.id;
    const [maintenance, restricted, resources, cs, banners, rules] = await Promise.all([
      repo.loadMaintenance(this.db, id),
      repo.listRestrictedCountries(this.db, id),
      repo.listResources(this.db, id),
      repo.listCustomerService(this.db, id),
      repo.listBanners(this.db, id),
      repo.listRegisterRules(this.db, id),
    ]);
    const register: Record<string, ValidationRule> = {};
    for (const r of rules) {
      register[r.field] = {
        enabled: r.enabled,
        required: r.required,
        minLength: r.min_length,
        maxLength: r.max_length,
        acceptedPattern: r.accepted_pattern,
        patternId: r.pattern_id,
      };
    }
    const info: StatusInfo = {
      merchant: {
        code: merchant.code,
        name: merchant.name,
        platform: 'W',
        lotteryType: merchant.lottery_type,
        device: merchant.device,
        currency: merchant.currency,
        currencySymbol: merchant.currency_symbol,
        languages: merchant.languages.filter((l): l is Language =>
          (LANGUAGES as readonly string[]).includes(l),
        ),
        defaultLanguage: toLanguage(merchant.default_language),
        loggedInToHomepage: merchant.logged_in_to_homepage,
      },
      whitelabel,
      register,
      resources: resources.map((r) => ({
        resourceType: r.resource_type as ResourceEntry['resourceType'],
        url: r.url,
        qrCodeUrl: r.qr_code_url,
        labelNameEn: r.label_name_en,
        labelNameCn: r.label_name_cn,
      })),
      customerService: cs.map((c) => ({ csType: c.cs_type as CustomerServiceEntry['csType'], path: c.path })),
      banners: banners.map((b) => ({ groupName: b.group_name, url: b.url, link: b.link })),
      domainRoute: merchant.domain_route,
      analytics: { gtagId: merchant.gtag_id },
      imageCDNs: merchant.image_cdns,
      launchGameCDNs: merchant.launch_game_cdns,
      payloadKey: this.payloadKey,
    };
    return {
      maintenance: {
        enabled: maintenance?.enabled ?? false,
        startTime: maintenance?.start_time?.getTime() ?? null,
        endTime: maintenance?.end_time?.getTime() ?? null,
      },
      restricted: new Set(restricted),
      info,
      infoJson: new CachedText(JSON.stringify(info)),
    };
  }
}
