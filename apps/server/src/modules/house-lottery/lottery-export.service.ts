import type { Db } from '../../db/create-db.js';
import * as bets from './lottery-bets.repo.js';

/** Settled real lottery bets for the platform's bet records, in settlement order. */
export class LotteryExport {
  constructor(private readonly db: Db) {}

  async betsSince(merchantId: number, cursor: string, limit: number) {
    const rows = await bets.settledBetsAfter(
      this.db,
      merchantId,
      BigInt(/^[0-9]{1,18}$/.test(cursor) ? cursor : '0'),
      limit,
    );
    return {
      bets: rows.map((r) => ({
        id: String(r.id),
        player: r.player,
        game: r.game_code,
        stake: String(r.stake),
        payout: String(r.payout),
        createdAt: new Date(r.created_at).getTime(),
        settledAt: new Date(r.settled_at!).getTime(),
      })),
      cursor: rows.length ? String(rows[rows.length - 1]!.settle_seq) : cursor,
    };
  }
}
