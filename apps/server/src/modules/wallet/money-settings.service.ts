import { ErrorCodes } from '@bet/contracts/error-codes';
import type { MoneySettings } from '@bet/contracts/operator/operator-money';
import type { Db } from '../../db/create-db.js';
import { AppError } from '../../shared/app-error.js';
import { writeAudit } from '../audit/audit.repo.js';
import { loadMoneySettings, saveMoneySettings, toMoneySettings } from './money-settings.js';
import type { OperatorActor } from './withdraw-payout.service.js';

/** A merchant's withdrawal settings as the operator reads and changes them (audited, before and after). */
export class MoneySettingsService {
  constructor(private readonly db: Db) {}

  async get(merchantId: number): Promise<MoneySettings> {
    return toMoneySettings(await loadMoneySettings(this.db, merchantId));
  }

  async set(merchantId: number, body: MoneySettings, who: OperatorActor): Promise<MoneySettings> {
    if (body.withdrawMin > body.withdrawMax) {
      throw new AppError(ErrorCodes.requestParamErr, 'the minimum is above the maximum', {
        fields: [{ path: 'withdrawMin', code: 'too_big' }],
      });
    }
    await this.db.transaction().execute(async (trx) => {
      const before = toMoneySettings(await loadMoneySettings(trx, merchantId));
      await saveMoneySettings(trx, merchantId, body);
      await writeAudit(trx, {
        actorType: 'operator',
        actorId: String(who.operatorId),
        merchantId,
        action: 'money.settings',
        detail: { before, after: body },
        ip: who.ip,
      });
    });
    return this.get(merchantId);
  }
}
