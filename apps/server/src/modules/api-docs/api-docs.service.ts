import { gzipSync } from 'node:zlib';
import type { ApiDocsSetting } from '@bet/contracts/operator/operator-docs';
import { buildOpenApiDocument } from '@bet/contracts/openapi/build-openapi';
import type { Db } from '../../db/create-db.js';
import { writeAudit } from '../audit/audit.repo.js';
import { readPlatformSetting, writePlatformSetting } from './platform-settings.repo.js';

const SETTING = 'apiDocs';

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

  constructor(
    private readonly db: Db,
    /** Until an operator sets it: on with NODE_ENV=development, off otherwise. */
    private readonly enabledByDefault: boolean,
  ) {}

  /** Read from the database on every docs request (rare), so each process sees a change at once. */
  async isEnabled(): Promise<boolean> {
    const stored = await readPlatformSetting(this.db, SETTING);
    return typeof stored === 'boolean' ? stored : this.enabledByDefault;
  }

  async getSetting(): Promise<ApiDocsSetting> {
    return { enabled: await this.isEnabled() };
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
