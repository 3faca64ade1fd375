import { AccountType } from '@bet/contracts/constants';
import { WINNER_BOARD_MAX, type BigWin } from '@bet/contracts/games/winners';
import { fromMinor } from '@bet/contracts/wallet/amount';
import type { Db } from '../../db/create-db.js';
import { TtlCache } from '../../shared/ttl-cache.js';
import * as repo from './winners.repo.js';

/** The board looks back this many days: "recent" big wins, not the all-time biggest. */
export const WINNER_BOARD_DAYS = 7;
/** Wins answered when the call does not say how many. */
export const WINNER_BOARD_DEFAULT = 10;

/**
 * A username as the public board shows it: the first two and last two characters around `***`
 * (`agila2024` → `ag***24`); names of five characters or fewer keep only their first and last,
 * of three or fewer only their first. `***` hides the length too.
 */
export function maskName(username: string): string {
  const chars = [...username];
  if (chars.length <= 3) return `${chars[0] ?? ''}***`;
  if (chars.length <= 5) return `${chars[0]}***${chars.at(-1)}`;
  return `${chars.slice(0, 2).join('')}***${chars.slice(-2).join('')}`;
}

/**
 * The winner board (spec §7 `winnerBoard`): the merchant's biggest wins of the last
 * WINNER_BOARD_DAYS days from real settled bets, names masked. Every home page asks for it, so
 * each merchant's board is built once per `cacheMs` (the largest board; smaller ones are its head).
 */
export class WinnerBoardService {
  private readonly cache: TtlCache<number, BigWin[]>;

  constructor(private readonly d: { db: Db; cacheMs: number; now?: () => number }) {
    this.cache = new TtlCache(d.cacheMs);
  }

  /** Drops every merchant's board (an operator changed the catalogue). */
  clearCache(): void {
    this.cache.clear();
  }

  async board(merchantId: number, count = WINNER_BOARD_DEFAULT): Promise<{ list: BigWin[] }> {
    const wins = await this.cache.get(merchantId, () => this.build(merchantId));
    return { list: wins.slice(0, count) };
  }

  private async build(merchantId: number): Promise<BigWin[]> {
    const now = this.d.now?.() ?? Date.now();
    const rows = await repo.biggestWins(this.d.db, merchantId, {
      since: new Date(now - WINNER_BOARD_DAYS * 86_400_000),
      limit: WINNER_BOARD_MAX,
      excludeMemberType: AccountType.trial,
    });
    return rows.map((r) => ({
      maskedName: maskName(r.username),
      gameName: r.game_name,
      vendor: r.vendor_name,
      winAmount: fromMinor(BigInt(r.win)),
      at: new Date(r.at).getTime(),
    }));
  }
}
