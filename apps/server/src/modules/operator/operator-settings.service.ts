import type {
  BirthdayLimitSetting,
  BrandSetting,
  MaintenanceSetting,
  RegionRestrictionSetting,
} from '@bet/contracts/operator/operator';
import { ErrorCodes } from '@bet/contracts/error-codes';
import type { Db } from '../../db/create-db.js';
import { AppError } from '../../shared/app-error.js';
import { writeAudit } from '../audit/audit.repo.js';
import { setBirthdayLimit, setLoggedInToHomepage, setModuleEnabled } from '../merchant/merchant.repo.js';
import type { MerchantService } from '../merchant/merchant.service.js';
import {
  listRestrictedCountries,
  loadMaintenance,
  replaceRestrictedCountries,
  upsertMaintenance,
} from '../system/system.repo.js';

export interface Actor {
  operatorId: number;
  ip: string;
}

/** Modules the site cannot run without: switching them off would lock every visitor out. */
const CORE_MODULES = new Set(['COMM3']);

/** Operator changes to a merchant's site settings; each is audited in the same transaction. */
export class OperatorSettingsService {
  constructor(
    private readonly db: Db,
    private readonly merchants: MerchantService,
  ) {}

  async getMaintenance(merchantId: number): Promise<MaintenanceSetting> {
    const row = await loadMaintenance(this.db, merchantId);
    return {
      enabled: row?.enabled ?? false,
      startTime: row?.start_time?.getTime() ?? null,
      endTime: row?.end_time?.getTime() ?? null,
    };
  }

  async setMaintenance(
    merchantId: number,
    setting: MaintenanceSetting,
    actor: Actor,
  ): Promise<MaintenanceSetting> {
    const values = {
      enabled: setting.enabled,
      start_time: setting.startTime === null ? null : new Date(setting.startTime),
      end_time: setting.endTime === null ? null : new Date(setting.endTime),
      updated_at: new Date(),
    };
    await this.db.transaction().execute(async (trx) => {
      await upsertMaintenance(trx, merchantId, values);
      await writeAudit(trx, this.audit(actor, merchantId, 'system.maintenance.set', { ...setting }));
    });
    this.merchants.invalidate(merchantId);
    return setting;
  }

  async getRegionRestriction(merchantId: number): Promise<RegionRestrictionSetting> {
    return { countries: await listRestrictedCountries(this.db, merchantId) };
  }

  async setRegionRestriction(
    merchantId: number,
    setting: RegionRestrictionSetting,
    actor: Actor,
  ): Promise<RegionRestrictionSetting> {
    const countries = [...new Set(setting.countries)].sort();
    await this.db.transaction().execute(async (trx) => {
      await replaceRestrictedCountries(trx, merchantId, countries);
      await writeAudit(trx, this.audit(actor, merchantId, 'system.regionRestriction.set', { countries }));
    });
    this.merchants.invalidate(merchantId);
    return { countries };
  }

  async setModule(merchantId: number, modId: string, enabled: boolean, actor: Actor): Promise<void> {
    if (!enabled && CORE_MODULES.has(modId))
      throw new AppError(ErrorCodes.forbidden, `${modId} cannot be switched off`);
    await this.db.transaction().execute(async (trx) => {
      if (!(await setModuleEnabled(trx, merchantId, modId, enabled))) {
        throw new AppError(ErrorCodes.notFound, `unknown module ${modId}`);
      }
      await writeAudit(trx, this.audit(actor, merchantId, 'system.module.set', { modId, enabled }));
    });
    this.merchants.invalidate(merchantId);
  }

  async setBrand(merchantId: number, setting: BrandSetting, actor: Actor): Promise<BrandSetting> {
    await this.db.transaction().execute(async (trx) => {
      await setLoggedInToHomepage(trx, merchantId, setting.loggedInToHomepage);
      await writeAudit(trx, this.audit(actor, merchantId, 'system.brand.set', { ...setting }));
    });
    this.merchants.invalidate(merchantId);
    return setting;
  }

  /** The age confirmation registration asks (checked by the register call, shown by its settings). */
  async setBirthdayLimit(
    merchantId: number,
    setting: BirthdayLimitSetting,
    actor: Actor,
  ): Promise<BirthdayLimitSetting> {
    await this.db.transaction().execute(async (trx) => {
      await setBirthdayLimit(trx, merchantId, setting.birthdayLimit);
      await writeAudit(trx, this.audit(actor, merchantId, 'system.birthdayLimit.set', { ...setting }));
    });
    this.merchants.invalidate(merchantId);
    return setting;
  }

  private audit(actor: Actor, merchantId: number, action: string, detail: Record<string, unknown>) {
    return {
      actorType: 'operator' as const,
      actorId: String(actor.operatorId),
      merchantId,
      action,
      detail,
      ip: actor.ip,
    };
  }
}
