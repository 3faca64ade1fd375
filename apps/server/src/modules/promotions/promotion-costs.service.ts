import type { z } from 'zod';
import type { promotionCostReport } from '@bet/contracts/operator/operator-promotions';
import type { ReportRange } from '@bet/contracts/operator/operator-reports';
import { fromMinor } from '@bet/contracts/wallet/amount';
import type { Db } from '../../db/create-db.js';
import { zonedInstant } from '../agent-settlement/contract-periods.js';
import { addDays } from '../reports/report-days.js';
import * as costs from './promotion-costs.repo.js';
import { textsIn } from './promotion-view.js';
import * as repo from './promotions.repo.js';

/** Cost per promotion (issue 17): what each paid over report days, and what its players brought back. */
export class PromotionCostsService {
  constructor(private readonly d: { db: Db; timeZone: string }) {}

  async report(merchantId: number, range: ReportRange): Promise<z.output<typeof promotionCostReport>> {
    const { db, timeZone } = this.d;
    // Report days are the report time zone's: from the first day's midnight to the one after the last.
    const from = zonedInstant(timeZone, `${range.from}T00:00`);
    const to = zonedInstant(timeZone, `${addDays(range.to, 1)}T00:00`);
    const [rows, players] = await Promise.all([
      costs.promotionCosts(db, merchantId, from, to),
      costs.paidPlayers(db, merchantId, from, to),
    ]);
    const texts = await repo.listTexts(
      db,
      rows.map((r) => r.promotion_id),
    );
    return {
      rows: rows.map((r) => ({
        promotionId: r.promotion_id,
        title: textsIn(texts, r.promotion_id, 'EN').title,
        kind: r.kind,
        claims: Number(r.claims),
        players: Number(r.players),
        amount: fromMinor(BigInt(r.amount)),
        turnoverRequired: fromMinor(BigInt(r.turnover)),
        playersGgr: fromMinor(BigInt(r.players_ggr)),
      })),
      totals: {
        claims: rows.reduce((sum, r) => sum + Number(r.claims), 0),
        players,
        amount: fromMinor(rows.reduce((sum, r) => sum + BigInt(r.amount), 0n)),
      },
    };
  }
}
