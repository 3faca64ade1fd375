/**
 * The house slot's reels, paylines and paytable. Changing any number here changes the RTP:
 * the test recomputes it exactly and compares it with SLOT_RTP, and docs/house-games.md
 * prints these tables, so update all three together.
 */

export const SYMBOL = {
  WILD: 0,
  SCATTER: 1,
  NINE: 2,
  TEN: 3,
  JACK: 4,
  QUEEN: 5,
  KING: 6,
  ACE: 7,
  BELL: 8,
  SEVEN: 9,
} as const;

export const SYMBOL_NAMES = [
  'WILD',
  'SCATTER',
  'NINE',
  'TEN',
  'JACK',
  'QUEEN',
  'KING',
  'ACE',
  'BELL',
  'SEVEN',
] as const;

/** One character per symbol, so a strip reads as a line of text (and prints in the docs). */
const SYMBOL_CODES = 'WS9TJQKAB7';

export interface SlotConfig {
  rows: number;
  /** Symbol ids per reel, top to bottom; a stop shows strip[stop], strip[stop+1], strip[stop+2]. */
  strips: readonly (readonly number[])[];
  /** Row index (0 top .. 2 bottom) on each of the 5 reels. */
  lines: readonly (readonly number[])[];
  /** Per symbol id: pays for 3, 4, 5 of a kind, in line bets (SCATTER's row is unused). */
  linePays: readonly (readonly number[])[];
  /** Pays for 3, 4, 5+ scatters anywhere, in total bets. */
  scatterPays: readonly number[];
}

export function parseStrip(text: string): number[] {
  return [...text].map((code) => {
    const id = SYMBOL_CODES.indexOf(code);
    if (id < 0) throw new Error(`unknown symbol code ${code}`);
    return id;
  });
}

// Each strip holds one SCATTER, so a reel shows at most one and 5 scatters is the maximum.
const STRIPS = [
  '9QTKBJ9ATQWJK9ATQJ9KBT7SAJQ9TKJA',
  '9KQJTA9KBJQT79SAJKTQ9AWJTKB9QJAT',
  '9T7WJQKSA9TJQK9ATBJQ9TKJA9TJQKAB',
  'J9KBTAQJ9KTAQWJ9TKBJ9AQT7KJ9SAQT',
  'QJT9AKJQT9BJATK79QJTSA9KQBJWT9AK',
].map(parseStrip);

/** The 20 fixed paylines, numbered 1..20 in this order. */
const LINES = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [0, 2, 0, 2, 0],
  [2, 0, 2, 0, 2],
  [0, 2, 2, 2, 0],
];

const LINE_PAYS = [
  [50, 200, 1000], // WILD
  [0, 0, 0], // SCATTER pays by count anywhere, see SCATTER_PAYS
  [20, 30, 60], // NINE
  [20, 30, 60], // TEN
  [20, 40, 80], // JACK
  [25, 45, 100], // QUEEN
  [30, 50, 120], // KING
  [35, 60, 150], // ACE
  [50, 170, 475], // BELL
  [100, 300, 950], // SEVEN
];

const SCATTER_PAYS = [2, 10, 50];

export const SLOT_CONFIG: SlotConfig = {
  rows: 3,
  strips: STRIPS,
  lines: LINES,
  linePays: LINE_PAYS,
  scatterPays: SCATTER_PAYS,
};

/**
 * The documented return to player. The exact value over all 32^5 stop combinations is
 * 8,053,265 / 8,388,608 = 96.0024 % (docs/house-games.md shows how); the test recomputes it
 * and holds it within 0.05 percentage points of this constant.
 */
export const SLOT_RTP = 0.96;
/** Share of spins that win anything (line or scatter): exactly 7,800,175 / 16,777,216. */
export const SLOT_HIT_FREQUENCY = 0.4649;
