import { ErrorCodes } from '@bet/contracts/error-codes';
import type { ModuleSetting, SetRegisterRuleRequest } from '@bet/contracts/operator/operator-site-schemas';
import type { ResourcesSetting } from '@bet/contracts/operator/operator-site';
import type { CustomerServiceEntry } from '@bet/contracts/system/customer-service';
import type { ResourceEntry } from '@bet/contracts/system/status';
import type { Db } from '../../db/create-db.js';
import { AppError } from '../../shared/app-error.js';
import { writeAudit } from '../audit/audit.repo.js';
import { listModules } from '../merchant/merchant.repo.js';
import type { MerchantService } from '../merchant/merchant.service.js';
import { listCustomerService, listResources } from '../system/system.repo.js';
import { CORE_MODULES, type Actor } from './operator-settings.service.js';
import * as repo from './operator-site.repo.js';

/** Registration fields every sign-up needs: they stay shown and required. */
const CORE_FIELDS = new Set(['username', 'password']);

/** Writes an operator's settings change to the audit log, with the value before and after. */
export const auditChange = (
  db: Db,
  actor: Actor,
  merchantId: number,
  action: string,
  detail: { before: unknown; after: unknown } & Record<string, unknown>,
) =>
  writeAudit(db, {
    actorType: 'operator',
    actorId: String(actor.operatorId),
    merchantId,
    action,
    detail,
    ip: actor.ip,
  });

/**
 * The site settings the back office reads, and those it changes that had no setter (registration
 * rules, resources and customer service). Each change is audited in its transaction and drops the
 * merchant's cached settings in every process, so the site shows it at once.
 */
export class OperatorSiteService {
  constructor(
    private readonly db: Db,
    private readonly merchants: MerchantService,
  ) {}

  async modules(merchantId: number): Promise<{ modules: ModuleSetting[] }> {
    const rows = await listModules(this.db, merchantId);
    return {
      modules: rows.map((r) => ({
        modId: r.mod_id,
        parentModId: r.parent_mod_id,
        enabled: r.enabled,
        core: CORE_MODULES.has(r.mod_id),
      })),
    };
  }

  async registerRules(merchantId: number) {
    const rules = await repo.listRegisterRuleRows(this.db, merchantId);
    return { rules: rules.map(toRule) };
  }

  async setRegisterRule(merchantId: number, body: SetRegisterRuleRequest, actor: Actor) {
    if (CORE_FIELDS.has(body.field) && !(body.enabled && body.required))
      throw new AppError(ErrorCodes.forbidden, `${body.field} is always asked`);
    const after = await this.db.transaction().execute(async (trx) => {
      const before = await repo.findRegisterRule(trx, merchantId, body.field);
      if (!before) throw new AppError(ErrorCodes.notFound, `no rule for ${body.field}`);
      await repo.updateRegisterRule(trx, merchantId, body.field, {
        enabled: body.enabled,
        required: body.required,
      });
      const saved = { ...before, enabled: body.enabled, required: body.required };
      await auditChange(trx, actor, merchantId, 'system.registerRule.set', {
        field: body.field,
        before: { enabled: before.enabled, required: before.required },
        after: { enabled: body.enabled, required: body.required },
      });
      return saved;
    });
    this.merchants.invalidate(merchantId);
    return toRule(after);
  }

  async resources(merchantId: number): Promise<{
    resources: ResourceEntry[];
    customerService: CustomerServiceEntry[];
  }> {
    return this.readResources(this.db, merchantId);
  }

  async setResources(merchantId: number, body: ResourcesSetting, actor: Actor) {
    await this.db.transaction().execute(async (trx) => {
      const before = await this.readResources(trx, merchantId);
      await repo.replaceResources(
        trx,
        merchantId,
        body.resources.map((r) => ({
          resource_type: r.resourceType,
          url: r.url,
          qr_code_url: r.qrCodeUrl,
          label_name_en: r.labelNameEn,
          label_name_cn: r.labelNameCn,
        })),
        body.customerService.map((c) => ({ cs_type: c.csType, path: c.path })),
      );
      await auditChange(trx, actor, merchantId, 'system.resources.set', { before, after: body });
    });
    this.merchants.invalidate(merchantId);
    return this.resources(merchantId);
  }

  private async readResources(db: Db, merchantId: number) {
    const [resources, cs] = await Promise.all([
      listResources(db, merchantId),
      listCustomerService(db, merchantId),
    ]);
    return {
      resources: resources.map((r) => ({
        resourceType: r.resource_type as ResourceEntry['resourceType'],
        url: r.url,
        qrCodeUrl: r.qr_code_url,
        labelNameEn: r.label_name_en,
        labelNameCn: r.label_name_cn,
      })),
      customerService: cs.map((c) => ({ csType: c.cs_type as CustomerServiceEntry['csType'], path: c.path })),
    };
  }
}

const toRule = (r: {
  field: string;
  enabled: boolean;
  required: boolean;
  min_length: number;
  max_length: number;
}) => ({
  field: r.field,
  enabled: r.enabled,
  required: r.required,
  minLength: r.min_length,
  maxLength: r.max_length,
});
