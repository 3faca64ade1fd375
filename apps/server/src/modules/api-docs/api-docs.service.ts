import { gzipSync } from 'node:zlib';
import type { ApiDocsSetting } from '@bet/contracts/operator/operator-docs';
import { buildOpenApiDocument } from '@bet/contracts/openapi/build-openapi';
import type { Db } from '../../db/create-db.js';
import { writeAudit } from '../audit/audit.repo.js';
import { readPlatformSetting, writePlatformSetting } from './platform-settings.repo.js';

const SETTING = 'apiDocs';
/** How long a process trusts the setting it read: another process's switch shows within this. */
const SETTING_TTL_MS = 1_000;

/** A text served as is, with its gzip made once. */
export interface PreparedText {
  text: string;
  gzip: Buffer;
}

/**
 * The API documentation (decision 0022): whether /docs is served, and the OpenAPI document,
 * generated from the contract once per process (the contract cannot change while it runs).
 */
export class ApiDocsService {
  private document: PreparedText | undefined;
  private setting: { enabled: boolean; until: number } | undefined;

  constructor(
    private readonly db: Db,
    /** Until an operator sets it: on with NODE_ENV=development, off otherwise. */
    private readonly enabledByDefault: boolean,
  ) {}

  /**
   * Read from the database at most once a second per process (every docs file asks, and /docs is
   * public), so a switch made on any process is seen by all within a second.
   */
  async isEnabled(): Promise<boolean> {
    if (this.setting && Date.now() < this.setting.until) return this.setting.enabled;
    const { enabled } = await this.getSetting();
    this.setting = { enabled, until: Date.now() + SETTING_TTL_MS };
    return enabled;
  }

  /** The stored setting, or the default while no operator has set it. */
  async getSetting(): Promise<ApiDocsSetting> {
    const stored = await readPlatformSetting(this.db, SETTING);
    return { enabled: typeof stored === 'boolean' ? stored : this.enabledByDefault };
  }

  async setSetting(
    setting: ApiDocsSetting,
    actor: { operatorId: number; ip: string },
  ): Promise<ApiDocsSetting> {
    await this.db.transaction().execute(async (trx) => {
      await writePlatformSetting(trx, SETTING, setting.enabled);
      await writeAudit(trx, {
        actorType: 'operator',
        actorId: String(actor.operatorId),
        // Platform-wide: no merchant (every merchant's audit view lists it).
        merchantId: null,
        action: 'system.apiDocs.set',
        detail: { ...setting },
        ip: actor.ip,
      });
    });
    this.setting = { enabled: setting.enabled, until: Date.now() + SETTING_TTL_MS };
    return setting;
  }

  /** The OpenAPI 3.1 document as JSON text, built on first use. */
  openApiJson(): PreparedText {
    if (!this.document) {
      const text = JSON.stringify(buildOpenApiDocument());
      this.document = { text, gzip: gzipSync(text) };
    }
    return this.document;
  }
}
