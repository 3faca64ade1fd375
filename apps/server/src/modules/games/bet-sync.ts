import type { VendorRegistry } from '../../adapters/game-vendor/game-vendor.js';
import type { Db } from '../../db/create-db.js';

/** The vendor's player id back to our member: `p<memberId>` (vendor-transfer.service.ts). */
const memberOf = (player: string) => /^p([0-9]{1,18})$/.exec(player)?.[1] ?? null;

/**
 * Pulls each vendor's bet records since its cursor into `bets`, per merchant. Idempotent: a bet
 * already stored (same vendor bet id) is skipped, and the cursor moves in the same transaction
 * as the rows, so a crash between pages re-reads at most one page.
 */
export async function syncBets(db: Db, vendors: VendorRegistry): Promise<number> {
  let stored = 0;
  const pairs = await db
    .selectFrom('vendors')
    .select(['merchant_id', 'code'])
    .where('enabled', '=', true)
    .execute();
  for (const { merchant_id: merchantId, code } of pairs) {
    const adapter = vendors.get(code);
    if (!adapter?.betsSince) continue;
    const games = new Map(
      (
        await db
          .selectFrom('games')
          .select(['code', 'name', 'category'])
          .where('merchant_id', '=', merchantId)
          .where('vendor', '=', code)
          .execute()
      ).map((g) => [g.code, g]),
    );
    for (let page = 0; page < 20; page++) {
      const current = await db
        .selectFrom('vendor_bet_cursors')
        .select('cursor')
        .where('merchant_id', '=', merchantId)
        .where('vendor', '=', code)
        .executeTakeFirst();
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
        if (rows.length) {
          const inserted = await trx
            .insertInto('bets')
            .values(rows)
            .onConflict((oc) => oc.columns(['merchant_id', 'vendor', 'vendor_bet_id']).doNothing())
            .returning('id')
            .execute();
          stored += inserted.length;
        }
        await trx
          .insertInto('vendor_bet_cursors')
          .values({ merchant_id: merchantId, vendor: code, cursor: cursor ?? '0', updated_at: new Date() })
          .onConflict((oc) =>
            oc
              .columns(['merchant_id', 'vendor'])
              .doUpdateSet({ cursor: cursor ?? '0', updated_at: new Date() }),
          )
          .execute();
      });
    }
  }
  return stored;
}
