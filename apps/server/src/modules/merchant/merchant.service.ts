import type { WhitelabelNode } from '@bet/contracts/mod-ids';
import { ErrorCodes } from '@bet/contracts/error-codes';
import type { CacheInvalidation } from '../../adapters/redis/cache-invalidation.js';
import type { Db } from '../../db/create-db.js';
import type { Merchant } from '../../db/schema.js';
import { AppError } from '../../shared/app-error.js';
import { findDefaultMerchant, findMerchantByCode, listModules } from './merchant.repo.js';
import { buildWhitelabelTree, disabledModules } from './whitelabel-tree.js';

export interface MerchantContext {
  merchant: Merchant;
  whitelabel: WhitelabelNode[];
  isModuleEnabled(modId: string): boolean;
}

const MERCHANT_CODE = /^[A-Za-z0-9_-]{1,32}$/;

/**
 * Resolves the merchant of a request and keeps each one's settings in memory for a short
 * time, so a hot route costs no query; operator changes call `invalidate()`, which every server
 * process applies when `caches` carries it across them (Redis).
 */
export class MerchantService {
  private readonly cache = new Map<string, { context: MerchantContext; expiresAt: number }>();
  private readonly listeners: Array<(merchantId: number | null) => void> = [];

  constructor(
    private readonly db: Db,
    private readonly defaultCode: string,
    private readonly cacheMs: number,
    private readonly caches?: CacheInvalidation,
  ) {
    caches?.on('merchant', (merchantId) => this.drop(merchantId));
  }

  /** `header` is the raw `Merchant` header: absent → the default merchant; sent twice → bad request. */
  async resolve(header: string | string[] | undefined): Promise<MerchantContext> {
    if (Array.isArray(header) || (header !== undefined && header.includes(','))) {
      throw new AppError(ErrorCodes.requestParamErr, 'the Merchant header must be sent exactly once');
    }
    const code = header?.trim() || this.defaultCode;
    if (!MERCHANT_CODE.test(code)) throw new AppError(ErrorCodes.unknownMerchant, 'unknown merchant');
    const cached = this.cache.get(code);
    if (cached && cached.expiresAt > Date.now()) return cached.context;

    const merchant =
      (await findMerchantByCode(this.db, code)) ??
      (code === this.defaultCode ? await findDefaultMerchant(this.db) : undefined);
    if (!merchant) throw new AppError(ErrorCodes.unknownMerchant, 'unknown merchant');
    const whitelabel = buildWhitelabelTree(await listModules(this.db, merchant.id));
    const off = disabledModules(whitelabel);
    const context: MerchantContext = { merchant, whitelabel, isModuleEnabled: (modId) => !off.has(modId) };
    this.cache.set(code, { context, expiresAt: Date.now() + this.cacheMs });
    return context;
  }

  /** Drops cached settings of a merchant (after an operator change), here and in every process. */
  invalidate(merchantId: number): void {
    if (this.caches) this.caches.publish('merchant', merchantId);
    else this.drop(merchantId);
  }

  /** Drops this process's cached settings of one merchant (null: of all) and tells dependants. */
  private drop(merchantId: number | null): void {
    for (const [code, entry] of this.cache) {
      if (merchantId === null || entry.context.merchant.id === merchantId) this.cache.delete(code);
    }
    for (const listener of this.listeners) listener(merchantId);
  }

  /** `merchantId` null: every merchant's settings were dropped (Redis came back after a gap). */
  onInvalidate(listener: (merchantId: number | null) => void): void {
    this.listeners.push(listener);
  }
}
