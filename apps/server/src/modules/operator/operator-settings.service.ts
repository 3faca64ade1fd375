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
import {
  listModules,
  setBirthdayLimit,
  setLoggedInToHomepage,
  setModuleEnabled,
} from '../merchant/merchant.repo.js';
import type { MerchantService } from '../merchant/merchant.service.js';
import {
  listRestrictedCountries,
  loadMaintenance,
  replaceRestrictedCountries,
  upsertMaintenance,
} from '../system/system.repo.js';
import { findMerchantSwitches } from './operator-site.repo.js';

export interface Actor {
  operatorId: number;
  ip: string;
}

/** Modules the site cannot run without: switching them off would lock every visitor out. */
export const CORE_MODULES: ReadonlySet<string> = new Set(['COMM3']);

/**
 * Operator changes to a merchant's site settings; each is audited in the same transaction with
 * the new value and the one `before` it.
 */
export class OperatorSettingsService {
  constructor(
    private readonly db: Db,
    private readonly merchants: MerchantService,
  ) {}

  async getMaintenance(merchantId: number, db: Db = this.db): Promise<MaintenanceSetting> {
    const row = await loadMaintenance(db, merchantId);
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
      const before = await this.getMaintenance(merchantId, trx);
      await upsertMaintenance(trx, merchantId, values);
      await writeAudit(trx, this.audit(actor, merchantId, 'system.maintenance.set', { ...setting, before }));
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
      const before = { countries: await listRestrictedCountries(trx, merchantId) };
      await replaceRestrictedCountries(trx, merchantId, countries);
      await writeAudit(
        trx,
        this.audit(actor, merchantId, 'system.regionRestriction.set', { countries, before }),
      );
    });
    this.merchants.invalidate(merchantId);
    return { countries };
  }

  async setModule(merchantId: number, modId: string, enabled: boolean, actor: Actor): Promise<void> {
    if (!enabled && CORE_MODULES.has(modId))
      throw new AppError(ErrorCodes.forbidden, `${modId} cannot be switched off`);
    await this.db.transaction().execute(async (trx) => {
      const was = (await listModules(trx, merchantId)).find((m) => m.mod_id === modId)?.enabled;
      if (!(await setModuleEnabled(trx, merchantId, modId, enabled))) {
        throw new AppError(ErrorCodes.notFound, `unknown module ${modId}`);
      }
      const before = { enabled: was ?? null };
      await writeAudit(trx, this.audit(actor, merchantId, 'system.module.set', { modId, enabled, before }));
    });
    this.merchants.invalidate(merchantId);
  }

  async getBrand(merchantId: number, db: Db = this.db): Promise<BrandSetting> {
    return { loggedInToHomepage: (await findMerchantSwitches(db, merchantId)).logged_in_to_homepage };
  }

  async setBrand(merchantId: number, setting: BrandSetting, actor: Actor): Promise<BrandSetting> {
    await this.db.transaction().execute(async (trx) => {
      const before = await this.getBrand(merchantId, trx);
      await setLoggedInToHomepage(trx, merchantId, setting.loggedInToHomepage);
      await writeAudit(trx, this.audit(actor, merchantId, 'system.brand.set', { ...setting, before }));
    });
    this.merchants.invalidate(merchantId);
    return setting;
  }

  async getBirthdayLimit(merchantId: number, db: Db = this.db): Promise<BirthdayLimitSetting> {
    const limit = (await findMerchantSwitches(db, merchantId)).birthday_limit;
    return { birthdayLimit: limit === 18 || limit === 21 ? limit : null };
  }

  /** The age confirmation registration asks (checked by the register call, shown by its settings). */
  async setBirthdayLimit(
    merchantId: number,
    setting: BirthdayLimitSetting,
    actor: Actor,
  ): Promise<BirthdayLimitSetting> {
    await this.db.transaction().execute(async (trx) => {
      const before = await this.getBirthdayLimit(merchantId, trx);
      await setBirthdayLimit(trx, merchantId, setting.birthdayLimit);
      await writeAudit(
        trx,
        this.audit(actor, merchantId, 'system.birthdayLimit.set', { ...setting, before }),
      );
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
