import { ErrorCodes } from '@bet/contracts/error-codes';
import type { MoneySettings } from '@bet/contracts/operator/operator-money';
import type { SetDepositChannelRequest } from '@bet/contracts/operator/operator-site';
import { fromMinor, toMinor } from '@bet/contracts/wallet/amount';
import type { Db } from '../../db/create-db.js';
import { AppError } from '../../shared/app-error.js';
import { writeAudit } from '../audit/audit.repo.js';
import { listAllChannels, updateChannel } from './deposit-channels.repo.js';
import { loadMoneySettings, saveMoneySettings, toMoneySettings } from './money-settings.js';
import type { OperatorActor } from './withdraw-payout.service.js';

type ChannelRow = Awaited<ReturnType<typeof listAllChannels>>[number];
const toChannel = (c: ChannelRow) => ({
  id: c.id,
  type: c.type,
  name: c.name,
  minAmount: fromMinor(c.min_amount),
  maxAmount: fromMinor(c.max_amount),
  enabled: c.enabled,
});

/**
 * A merchant's withdrawal settings and deposit channels as the operator reads and changes them
 * (audited, before and after). Players read both from the database on each call: no cache to drop.
 */
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

  async channels(merchantId: number, db: Db = this.db) {
    return { channels: (await listAllChannels(db, merchantId)).map(toChannel) };
  }

  /** Switches a deposit channel on or off and sets its amount limits. */
  async setChannel(merchantId: number, body: SetDepositChannelRequest, who: OperatorActor) {
    return this.db.transaction().execute(async (trx) => {
      const before = (await this.channels(merchantId, trx)).channels.find((c) => c.id === body.id);
      if (!before) throw new AppError(ErrorCodes.notFound, 'no such deposit channel');
      await updateChannel(trx, merchantId, body.id, {
        enabled: body.enabled,
        min_amount: toMinor(body.minAmount),
        max_amount: toMinor(body.maxAmount),
      });
      const after = {
        ...before,
        enabled: body.enabled,
        minAmount: body.minAmount,
        maxAmount: body.maxAmount,
      };
      await writeAudit(trx, {
        actorType: 'operator',
        actorId: String(who.operatorId),
        merchantId,
        action: 'money.depositChannel.set',
        detail: { id: body.id, before, after },
        ip: who.ip,
      });
      return after;
    });
  }
}
