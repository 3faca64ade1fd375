import type { Db } from '../db/create-db.js';
import { commitOf, fairRng, newSeed } from '../modules/house-lottery/games/fair-draw.js';
import * as draws from '../modules/house-lottery/draws.repo.js';
import { DEFAULT_CLOSE_SECONDS, LOTTERY_GAMES } from '../modules/house-lottery/lottery-games.js';

/** The house lottery's account types (spec §3): which page each game opens. */
const ACCOUNT_TYPE = { ELOTT: 'ELOTT', VN: 'TCG_LOTTO_VN', SEA: 'TCG_SEA' } as const;
/** Past draws made on first start, so results, trends and VN numbers are alive at once. */
const PAST_DRAWS = { ELOTT: 30, VN: 30, SEA: 12 } as const;

/**
 * The demo merchant's lottery (issue 16): the house lottery vendor `HLOTT` with its eight games
 * (the e-lottery under ELOTT, the VN and SEA lotteries under LOTT), and recent house draws of
 * each game, drawn from committed seeds like any other. Runs once per merchant.
 */
export async function seedDemoLottery(db: Db, merchantId: number, now = new Date()): Promise<void> {
  const any = await db
    .selectFrom('vendors')
    .select('code')
    .where('merchant_id', '=', merchantId)
    .where('code', '=', 'HLOTT')
    .executeTakeFirst();
  if (any) return;
  await db
    .insertInto('vendors')
    .values({
      merchant_id: merchantId,
      code: 'HLOTT',
      name: 'Demo Bet Lottery',
      account_type_id: 1501,
      category: 'ELOTT',
      icon: '/images/vendors/lottery.svg',
      is_hot: true,
      is_game: 'GAME',
      account_type_name: 'LOTT',
      sort: 2,
    })
    .execute();
  await db
    .insertInto('games')
    .values(
      [...LOTTERY_GAMES.values()].map((g, sort) => ({
        merchant_id: merchantId,
        vendor: 'HLOTT',
        code: g.code,
        name: g.name,
        category: g.group === 'ELOTT' ? 'ELOTT' : 'LOTT',
        icon: `/images/lottery/${g.code.toLowerCase()}.svg`,
        default_play_type: g.defaultPlayType,
        account_type_name: ACCOUNT_TYPE[g.group],
        sort: 10 + sort,
      })),
    )
    .execute();
  await seedPastDraws(db, now);
}

/** Recent draws of every game, drawn now from fresh seeds (published: they are in the past). */
async function seedPastDraws(db: Db, now: Date) {
  for (const game of LOTTERY_GAMES.values()) {
    const span = game.group === 'ELOTT' ? 3 * 3_600_000 : 120 * 86_400_000;
    const past = game.nextDraws(new Date(now.getTime() - span), 1_000).filter((d) => d.drawAt < now);
    const recent = past.slice(-PAST_DRAWS[game.group]);
    const closeMs = DEFAULT_CLOSE_SECONDS[game.group] * 1000;
    const rows = recent.map((d) => {
      const seed = newSeed();
      return {
        game: game.code,
        issue: d.issue,
        drawAt: d.drawAt,
        closeAt: new Date(d.drawAt.getTime() - closeMs),
        seed,
        commit: commitOf(seed),
        result: [...game.draw(fairRng(seed, game.code, d.issue))],
      };
    });
    await draws.insertPastDraws(db, rows);
  }
}
