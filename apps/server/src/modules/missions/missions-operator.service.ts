import type { z } from 'zod';
import { ErrorCodes } from '@bet/contracts/error-codes';
import {
  MISSIONS_MAX,
  missionTargetIsAmount,
  type MissionStatus,
} from '@bet/contracts/missions/mission-rules';
import type { OperatorMission, saveMissionRequest } from '@bet/contracts/operator/operator-missions';
import { fromMinor, toMinor } from '@bet/contracts/wallet/amount';
import type { Db } from '../../db/create-db.js';
import { AppError } from '../../shared/app-error.js';
import { writeAudit } from '../audit/audit.repo.js';
import type { Actor } from '../operator/operator-settings.service.js';
import * as repo from './missions.repo.js';
import { missionFigure, missionPeriods } from './missions.service.js';

type SaveRequest = z.output<typeof saveMissionRequest>;

/** The operator's missions (issue 17): definitions, pause, and what each costs. */
export class MissionsOperatorService {
  constructor(private readonly d: { db: Db; timeZone: string; now?: () => Date }) {}

  async list(merchantId: number): Promise<{ list: OperatorMission[] }> {
    const { db } = this.d;
    const periods = missionPeriods(this.d.timeZone, (this.d.now ?? (() => new Date()))());
    const [missions, stats] = await Promise.all([
      repo.listMissions(db, merchantId),
      repo.missionStats(db, { merchantId, dayKey: periods.DAILY.key, weekKey: periods.WEEKLY.key }),
    ]);
    return {
      list: missions.map((m) => {
        const s = stats.find((x) => x.mission_id === m.id);
        return {
          id: m.id,
          task: m.task,
          category: m.category,
          period: m.period,
          target: missionFigure(m.task, BigInt(m.target)),
          reward: fromMinor(BigInt(m.reward)),
          turnoverMultiple: m.turnover_multiple,
          sort: m.sort,
          status: m.status,
          players: s?.players ?? 0,
          completed: s?.completed ?? 0,
          claimed: s?.claimed ?? 0,
          paidTotal: fromMinor(BigInt(s?.paid_total ?? 0)),
          updatedAt: m.updated_at.getTime(),
        };
      }),
    };
  }

  private async one(merchantId: number, id: number): Promise<OperatorMission> {
    const found = (await this.list(merchantId)).list.find((m) => m.id === id);
    if (!found) throw new AppError(ErrorCodes.missionNotFound);
    return found;
  }

  /** Creates or replaces a mission; progress already counted is recounted against it on the next run. */
  async save(merchantId: number, body: SaveRequest, who: Actor): Promise<OperatorMission> {
    const values: repo.MissionValues = {
      task: body.task,
      category: body.task === 'BET' ? body.category : null,
      period: body.period,
      target: missionTargetIsAmount(body.task) ? toMinor(body.target) : BigInt(body.target),
      reward: toMinor(body.reward),
      turnoverMultiple: body.turnoverMultiple,
      sort: body.sort,
    };
    const id = await this.d.db.transaction().execute(async (trx) => {
      let saved = body.id;
      if (saved === undefined) {
        if ((await repo.countMissions(trx, merchantId)) >= MISSIONS_MAX)
          throw new AppError(ErrorCodes.missionLimit);
        saved = await repo.insertMission(trx, merchantId, values);
      } else if (!(await repo.updateMission(trx, merchantId, saved, values))) {
        throw new AppError(ErrorCodes.missionNotFound);
      }
      await this.audit(trx, merchantId, who, body.id === undefined ? 'mission.create' : 'mission.update', {
        id: saved,
        task: values.task,
        target: body.target,
        reward: body.reward,
      });
      return saved;
    });
    return this.one(merchantId, id);
  }

  async setStatus(
    merchantId: number,
    id: number,
    status: MissionStatus,
    who: Actor,
  ): Promise<OperatorMission> {
    if (!(await repo.setMissionStatus(this.d.db, merchantId, id, status)))
      throw new AppError(ErrorCodes.missionNotFound);
    await this.audit(this.d.db, merchantId, who, `mission.${status.toLowerCase()}`, { id });
    return this.one(merchantId, id);
  }

  private audit(db: Db, merchantId: number, who: Actor, action: string, detail: Record<string, unknown>) {
    return writeAudit(db, {
      actorType: 'operator',
      actorId: String(who.operatorId),
      merchantId,
      action,
      detail,
      ip: who.ip,
    });
  }
}
