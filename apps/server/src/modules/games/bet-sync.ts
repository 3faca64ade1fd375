import type { VendorRegistry } from '../../adapters/game-vendor/game-vendor.js';
import type { Db } from '../../db/create-db.js';
import * as repo from './bet-sync.repo.js';

/** The vendor's player id back to our member: `p<memberId>` (vendor-transfer.service.ts). */
const memberOf = (player: string) => /^p([0-9]{1,18})$/.exec(player)?.[1] ?? null;

/**
 * Pulls each vendor's bet records since its cursor into `bets`, per merchant. Idempotent: a bet
 * already stored (same vendor bet id) is skipped, and the cursor moves in the same transaction
 * as the rows, so a crash between pages re-reads at most one page.
 */
export async function syncBets(db: Db, vendors: VendorRegistry): Promise<number> {
  let stored = 0;
  const pairs = await repo.listEnabledVendorsOfAllMerchants(db);
  for (const { merchant_id: merchantId, code } of pairs) {
    const adapter = vendors.get(code);
    if (!adapter?.betsSince) continue;
    const games = new Map((await repo.listVendorGames(db, merchantId, code)).map((g) => [g.code, g]));
    for (let page = 0; page < 20; page++) {
      const current = await repo.findBetCursor(db, merchantId, code);
      const { bets, cursor } = await adapter.betsSince(merchantId, current?.cursor ?? null);
      if (bets.length === 0) break;
      const rows = bets.flatMap((b) => {
        const member = memberOf(b.player);
        const game = games.get(b.game);
        if (!member) return [];
        return [
          {
            merchant_id: merchantId,
            member_id: member,
            vendor: code,
            vendor_bet_id: b.id,
            category: game?.category ?? 'RNG',
            game_code: b.game,
            game_name: game?.name ?? b.game,
            stake: b.stake,
            valid_bet: b.stake,
            payout: b.payout,
            status: 'SETTLED' as const,
            placed_at: b.placedAt,
            settled_at: b.settledAt,
          },
        ];
      });
      await db.transaction().execute(async (trx) => {
        const inserted = rows.length ? await repo.insertNewBets(trx, rows) : 0;
        stored += inserted;
        await repo.saveBetCursor(trx, merchantId, code, cursor ?? '0');
      });
    }
  }
  return stored;
}
