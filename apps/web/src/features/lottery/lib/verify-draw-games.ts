/**
 * Each house lottery game's draw procedure and result layout, mirrored from the server's pure
 * game files (apps/server/src/modules/house-lottery/games/*.ts). verify-draw.test.ts replays the
 * server's determinism vectors through these, so a change on either side fails a test.
 */

export interface DrawRng {
  /** A uniform integer in [0, n) by rejection sampling (fair-draw.ts). */
  randomInt(n: number): number;
}

export interface ResultTier {
  tier: string;
  count: number;
  digits: number;
}

export type LotteryGroupCode = 'ELOTT' | 'VN' | 'SEA';

export interface GameMirror {
  group: LotteryGroupCode;
  layout: readonly ResultTier[];
  draw: (rng: DrawRng) => string[];
}

const pad = (n: number, digits: number) => String(n).padStart(digits, '0');

/** vn-sea-common.ts drawLayout: tier by tier, each number randomInt(10^digits) with its digits. */
function drawLayout(layout: readonly ResultTier[], rng: DrawRng): string[] {
  const numbers: string[] = [];
  for (const tier of layout)
    for (let i = 0; i < tier.count; i += 1) numbers.push(pad(rng.randomInt(10 ** tier.digits), tier.digits));
  return numbers;
}

/** elott-race10.ts drawRace: Fisher–Yates over "01".."10", i = 9 down to 1, j = randomInt(i + 1). */
function drawRace(rng: DrawRng): string[] {
  const order = Array.from({ length: 10 }, (_, i) => pad(i + 1, 2));
  for (let i = 9; i > 0; i -= 1) {
    const j = rng.randomInt(i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

/** vn-games.ts: the North prints the special prize (DB) first … */
export const VN_NORTH_LAYOUT: readonly ResultTier[] = [
  { tier: 'DB', count: 1, digits: 5 },
  { tier: 'G1', count: 1, digits: 5 },
  { tier: 'G2', count: 2, digits: 5 },
  { tier: 'G3', count: 6, digits: 5 },
  { tier: 'G4', count: 4, digits: 4 },
  { tier: 'G5', count: 6, digits: 4 },
  { tier: 'G6', count: 3, digits: 3 },
  { tier: 'G7', count: 4, digits: 2 },
];

/** … Central and South from G8 up to the special prize, last. */
export const VN_PROVINCIAL_LAYOUT: readonly ResultTier[] = [
  { tier: 'G8', count: 1, digits: 2 },
  { tier: 'G7', count: 1, digits: 3 },
  { tier: 'G6', count: 3, digits: 4 },
  { tier: 'G5', count: 1, digits: 4 },
  { tier: 'G4', count: 7, digits: 5 },
  { tier: 'G3', count: 2, digits: 5 },
  { tier: 'G2', count: 1, digits: 5 },
  { tier: 'G1', count: 1, digits: 5 },
  { tier: 'DB', count: 1, digits: 6 },
];

/** sea-games.ts */
export const SEA_4D_LAYOUT: readonly ResultTier[] = [
  { tier: 'P1', count: 1, digits: 4 },
  { tier: 'P2', count: 1, digits: 4 },
  { tier: 'P3', count: 1, digits: 4 },
  { tier: 'STARTER', count: 10, digits: 4 },
  { tier: 'CONSOLATION', count: 10, digits: 4 },
];
export const SEA_6D_LAYOUT: readonly ResultTier[] = [{ tier: 'P1', count: 1, digits: 6 }];

const layoutGame = (group: LotteryGroupCode, layout: readonly ResultTier[]): GameMirror => ({
  group,
  layout,
  draw: (rng) => drawLayout(layout, rng),
});

export const GAME_MIRRORS: Readonly<Record<string, GameMirror>> = {
  // elott-fast-dice.ts: three dice, each randomInt(6) + 1, in the order drawn.
  FASTDICE: {
    group: 'ELOTT',
    layout: [{ tier: 'DICE', count: 3, digits: 1 }],
    draw: (rng) => [0, 1, 2].map(() => String(rng.randomInt(6) + 1)),
  },
  RACE10: { group: 'ELOTT', layout: [{ tier: 'RANK', count: 10, digits: 2 }], draw: drawRace },
  // elott-lucky5d.ts: five digits, each randomInt(10).
  LUCKY5D: {
    group: 'ELOTT',
    layout: [{ tier: 'DIGITS', count: 5, digits: 1 }],
    draw: (rng) => Array.from({ length: 5 }, () => String(rng.randomInt(10))),
  },
  VN_NORTH: layoutGame('VN', VN_NORTH_LAYOUT),
  VN_CENTRAL: layoutGame('VN', VN_PROVINCIAL_LAYOUT),
  VN_SOUTH: layoutGame('VN', VN_PROVINCIAL_LAYOUT),
  SEA_4D: layoutGame('SEA', SEA_4D_LAYOUT),
  SEA_6D: layoutGame('SEA', SEA_6D_LAYOUT),
};

export const gameMirror = (game: string): GameMirror | null => GAME_MIRRORS[game] ?? null;
export const drawProcedureOf = (game: string) => gameMirror(game)?.draw ?? null;

/** The special prize tier of the VN games (vn-games.ts VN_SPECIAL_TIER). */
export const VN_SPECIAL_TIER = 'DB';

/** A result cut into its layout's tiers (for the prize tables). */
export function tiersOf(layout: readonly ResultTier[], result: readonly string[]) {
  let index = 0;
  return layout.map((tier) => {
    const numbers = result.slice(index, index + tier.count);
    index += tier.count;
    return { ...tier, numbers };
  });
}

/** The special prize of a VN result (its đề is the last two digits), or null. */
export function vnSpecialPrize(game: string, result: readonly string[]): string | null {
  const mirror = gameMirror(game);
  if (!mirror || mirror.group !== 'VN') return null;
  return tiersOf(mirror.layout, result).find((t) => t.tier === VN_SPECIAL_TIER)?.numbers[0] ?? null;
}
