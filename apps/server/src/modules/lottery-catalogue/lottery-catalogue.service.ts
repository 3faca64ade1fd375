import type { z } from 'zod';
import { ErrorCodes } from '@bet/contracts/error-codes';
import type { Game } from '@bet/contracts/games/catalogue';
import type {
  LotteryGameCard,
  LotteryRecentResponse,
  openedNumbersQuery,
  popularLotteryQuery,
  PrizeMode,
  vnNumbersCallQuery,
  VnMenusResponse,
} from '@bet/contracts/games/lottery-calls';
import type { LotteryDraw, LotteryGroup } from '@bet/contracts/lottery/draws';
import { AppError } from '../../shared/app-error.js';
import { TtlCache } from '../../shared/ttl-cache.js';
import type { LobbyService } from '../games/lobby.service.js';
import type { LotteryVendorReads } from './lottery-vendor-reads.js';

/** The house lottery's vendor code in the catalogue (decision 0041). */
export const LOTTERY_VENDOR_CODE = 'HLOTT';

/** Which page a game opens, by its account type (spec §2, §3): the lottery group it belongs to. */
const groupOf = (g: Game): LotteryGroup =>
  g.accountTypeName === 'TCG_LOTTO_VN' ? 'VN' : g.accountTypeName === 'TCG_SEA' ? 'SEA' : 'ELOTT';

/**
 * The groups each prize mode shows (spec §3 prize modes; our reading): `Elott` the e-lottery,
 * `Lott` and `ZY` the Vietnamese lottery (the `LOTT` launch mode, lottoArea VN), `SEA` the SEA lottery.
 */
const PRIZE_MODE_GROUPS: Record<PrizeMode, readonly LotteryGroup[]> = {
  Elott: ['ELOTT'],
  Lott: ['VN'],
  ZY: ['VN'],
  SEA: ['SEA'],
};

/** VN menu groups by the region of the game code (`VN_NORTH` → `NORTH`), in the country's order. */
const VN_REGIONS: Record<string, string> = { NORTH: 'North', CENTRAL: 'Central', SOUTH: 'South' };
const regionOf = (code: string) => code.replace(/^VN_/, '');

type CatalogueGame = Game & { group: LotteryGroup };

/**
 * The platform's lottery calls (issue 16): the merchant's enabled HLOTT games from the catalogue,
 * with the vendor's draws. Answers change at most every few seconds: kept `cacheMs` per merchant.
 */
export class LotteryCatalogueService {
  private readonly gamesCache: TtlCache<number, CatalogueGame[]>;
  private readonly nextCache: TtlCache<number, { draws: LotteryDraw[]; serverTime: number }>;
  private readonly recentCache: TtlCache<number, LotteryRecentResponse>;
  private readonly menusCache: TtlCache<number, VnMenusResponse>;
  private readonly readsCache: TtlCache<string, unknown>;

  constructor(
    private readonly d: {
      lobby: Pick<LobbyService, 'vendorGames'>;
      vendor: LotteryVendorReads;
      cacheMs: number;
    },
  ) {
    this.gamesCache = new TtlCache(d.cacheMs);
    this.nextCache = new TtlCache(d.cacheMs);
    this.recentCache = new TtlCache(d.cacheMs);
    this.menusCache = new TtlCache(d.cacheMs);
    // Keyed by merchant and query: bounded so odd queries cannot grow it.
    this.readsCache = new TtlCache(d.cacheMs, 1_000);
  }

  /** The merchant's enabled lottery games, in catalogue order (none when HLOTT is off). */
  private games(merchantId: number): Promise<CatalogueGame[]> {
    return this.gamesCache.get(merchantId, async () => {
      try {
        const { games } = await this.d.lobby.vendorGames(merchantId, LOTTERY_VENDOR_CODE);
        return games.map((g) => ({ ...g, group: groupOf(g) }));
      } catch (error) {
        if (error instanceof AppError && error.errorCode === ErrorCodes.gameNotFound) return [];
        throw error;
      }
    });
  }

  /** The merchant's enabled lottery games (code and name), in catalogue order: each has a chat room. */
  async enabledGames(merchantId: number): Promise<Array<{ code: string; displayName: string }>> {
    return (await this.games(merchantId)).map((g) => ({ code: g.code, displayName: g.displayName }));
  }

  private async game(merchantId: number, code: string, group?: LotteryGroup): Promise<CatalogueGame> {
    const game = (await this.games(merchantId)).find((g) => g.code === code && (!group || g.group === group));
    if (!game) throw new AppError(ErrorCodes.gameNotFound, 'no such lottery game');
    return game;
  }

  private cachedRead<T>(key: string, read: () => Promise<T>): Promise<T> {
    return this.readsCache.get(key, read) as Promise<T>;
  }

  async popular(merchantId: number, q: z.output<typeof popularLotteryQuery>) {
    const groups = q.prizeMode ? PRIZE_MODE_GROUPS[q.prizeMode] : undefined;
    const [games, next, recent] = await Promise.all([
      this.games(merchantId),
      this.nextCache.get(merchantId, () => this.d.vendor.next(merchantId)),
      this.recent(merchantId),
    ]);
    const nextOf = new Map<string, LotteryDraw>();
    for (const draw of next.draws) {
      const seen = nextOf.get(draw.game);
      if (draw.status === 'OPEN' && (!seen || draw.drawAt < seen.drawAt)) nextOf.set(draw.game, draw);
    }
    const lastOf = new Map(recent.list.map((r) => [r.gameCode, r.draw]));
    const list = games
      .filter((g) => !groups || groups.includes(g.group))
      .slice(0, q.count)
      .map((g): LotteryGameCard => {
        const open = nextOf.get(g.code);
        const last = lastOf.get(g.code);
        return {
          nodeId: g.nodeId,
          gameCode: g.code,
          displayName: g.displayName,
          group: g.group,
          accountTypeName: g.accountTypeName,
          icon: g.icon,
          defaultPlayType: g.defaultPlayType,
          next: open ? { issue: open.issue, closeAt: open.closeAt, drawAt: open.drawAt } : null,
          last: last?.result ? { issue: last.issue, drawAt: last.drawAt, result: last.result } : null,
        };
      });
    return { list, serverTime: next.serverTime };
  }

  /** The latest drawn result of each enabled lottery game (a game never drawn is left out). */
  recent(merchantId: number): Promise<LotteryRecentResponse> {
    return this.recentCache.get(merchantId, async () => {
      const games = await this.games(merchantId);
      const latest = await Promise.all(
        games.map((g) => this.d.vendor.draws(merchantId, { game: g.code, pageNo: 1, pageSize: 1 })),
      );
      return {
        list: games.flatMap((g, i) => {
          const draw = latest[i]!.draws[0];
          return draw ? [{ gameCode: g.code, displayName: g.displayName, group: g.group, draw }] : [];
        }),
      };
    });
  }

  /** The VN menus: the merchant's VN games by region, each with the play types it offers. */
  vnMenus(merchantId: number): Promise<VnMenusResponse> {
    return this.menusCache.get(merchantId, async () => {
      const vn = (await this.games(merchantId)).filter((g) => g.group === 'VN');
      const terms = vn.length ? await this.d.vendor.playTerms(merchantId) : [];
      const groups = new Map<string, VnMenusResponse['groups'][number]>();
      const order = Object.keys(VN_REGIONS);
      for (const g of [...vn].sort((a, b) => rank(order, regionOf(a.code)) - rank(order, regionOf(b.code)))) {
        const code = regionOf(g.code);
        const group = groups.get(code) ?? {
          gameGroupCode: code,
          labelName: VN_REGIONS[code] ?? g.displayName,
          gameMenus: [],
        };
        group.gameMenus.push({
          nodeId: g.nodeId,
          gameCode: g.code,
          displayName: g.displayName,
          defaultPlayType: g.defaultPlayType,
          playTypes: terms.filter((t) => t.game === g.code && t.enabled).map((t) => t.playType),
        });
        groups.set(code, group);
      }
      return { groups: [...groups.values()] };
    });
  }

  async vnNumbers(merchantId: number, q: z.output<typeof vnNumbersCallQuery>) {
    const game = q.game
      ? await this.game(merchantId, q.game, 'VN')
      : (await this.games(merchantId)).find((g) => g.group === 'VN');
    if (!game) throw new AppError(ErrorCodes.gameNotFound, 'no VN lottery game');
    const read = { game: game.code, count: q.count };
    const answer = await this.cachedRead(`${merchantId}:vn:${game.code}:${q.count}`, () =>
      this.d.vendor.vnNumbers(merchantId, read),
    );
    return { gameCode: game.code, numbers: answer.numbers };
  }

  async openedNumbers(merchantId: number, q: z.output<typeof openedNumbersQuery>) {
    const game = await this.game(merchantId, q.game);
    const read = { game: game.code, date: q.date, pageNo: q.pageNo, pageSize: q.pageSize };
    return this.cachedRead(
      `${merchantId}:opened:${game.code}:${q.date ?? ''}:${q.pageNo}:${q.pageSize}`,
      () => this.d.vendor.draws(merchantId, read),
    );
  }
}

const rank = (order: readonly string[], code: string) => {
  const i = order.indexOf(code);
  return i < 0 ? order.length : i;
};
