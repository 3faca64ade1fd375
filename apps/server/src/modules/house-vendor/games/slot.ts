import type { Rng } from './rng.js';
import { SLOT_CONFIG, SYMBOL, type SlotConfig } from './slot-config.js';

/**
 * The house video slot: 5 reels, 3 rows, 20 fixed paylines read left to right. Money is in
 * minor units (cents) as bigint, like every balance on the platform; pays are whole multiples
 * of the line bet (lines) or the total bet (scatter), so a win is always an exact integer.
 */

/** A paying line before it is multiplied by the bet: `pay` is in line bets. */
export interface LineOutcome {
  symbol: number;
  count: number;
  pay: number;
}

/**
 * Evaluates the five symbols under one payline.
 * - WILD stands for every symbol except SCATTER; SCATTER never forms or continues a line.
 * - The line symbol is the first non-WILD symbol from the left; the run counts it, the WILDs
 *   before it and every following symbol that is it or WILD.
 * - Leading WILDs also pay on their own, from WILD's row of the paytable (so a line of WILDs
 *   alone still pays, and five WILDs pay the top line prize); the line pays the better of the
 *   WILD run and the symbol run: W W W 9 9 pays NINE x5 (60 > 50), W W W 9 K pays WILD x3
 *   (50 > NINE x4 = 30). On a tie the line symbol is reported.
 * Returns null when nothing pays.
 */
export function evaluateLine(
  symbols: ArrayLike<number>,
  linePays: SlotConfig['linePays'],
): LineOutcome | null {
  let wilds = 0;
  while (wilds < 5 && symbols[wilds] === SYMBOL.WILD) wilds++;
  const wildPay = wilds >= 3 ? linePays[SYMBOL.WILD]![wilds - 3]! : 0;

  let symbolPay = 0;
  let symbol = -1;
  let count = 0;
  if (wilds < 5 && symbols[wilds] !== SYMBOL.SCATTER) {
    symbol = symbols[wilds]!;
    count = wilds + 1;
    while (count < 5 && (symbols[count] === symbol || symbols[count] === SYMBOL.WILD)) count++;
    symbolPay = count >= 3 ? linePays[symbol]![count - 3]! : 0;
  }
  if (symbolPay > 0 && symbolPay >= wildPay) return { symbol, count, pay: symbolPay };
  if (wildPay > 0) return { symbol: SYMBOL.WILD, count: wilds, pay: wildPay };
  return null;
}

/** Scatter pay in total bets for a count of scatters anywhere on the screen. */
export function scatterPayFor(count: number, scatterPays: SlotConfig['scatterPays']): number {
  return count < 3 ? 0 : scatterPays[Math.min(count, 5) - 3]!;
}

/** The screen for reel stops: grid[reel][row], row 0 at the top, the stop symbol on row 0. */
export function gridAt(stops: readonly number[], config: SlotConfig = SLOT_CONFIG): number[][] {
  return config.strips.map((strip, reel) => {
    const stop = stops[reel]!;
    return Array.from({ length: config.rows }, (_, row) => strip[(stop + row) % strip.length]!);
  });
}

export interface GridOutcome {
  /** line is 1-based, as printed in the docs. */
  lineWins: { line: number; symbol: number; count: number; pay: number }[];
  scatterCount: number;
  /** In total bets. */
  scatterPay: number;
  /** Everything in line bets: line pays plus scatter pay times the number of lines. */
  totalPayInLineBets: number;
}

export function evaluateGrid(
  grid: readonly (readonly number[])[],
  config: SlotConfig = SLOT_CONFIG,
): GridOutcome {
  const lineWins: GridOutcome['lineWins'] = [];
  const symbols = [0, 0, 0, 0, 0];
  let totalPayInLineBets = 0;
  config.lines.forEach((rows, index) => {
    for (let reel = 0; reel < 5; reel++) symbols[reel] = grid[reel]![rows[reel]!]!;
    const outcome = evaluateLine(symbols, config.linePays);
    if (outcome) {
      lineWins.push({ line: index + 1, ...outcome });
      totalPayInLineBets += outcome.pay;
    }
  });
  let scatterCount = 0;
  for (const column of grid) for (const symbol of column) if (symbol === SYMBOL.SCATTER) scatterCount++;
  const scatterPay = scatterPayFor(scatterCount, config.scatterPays);
  totalPayInLineBets += scatterPay * config.lines.length;
  return { lineWins, scatterCount, scatterPay, totalPayInLineBets };
}

export interface SpinResult {
  stops: number[];
  grid: number[][];
  betPerLine: bigint;
  totalBet: bigint;
  lineWins: { line: number; symbol: number; count: number; win: bigint }[];
  scatterCount: number;
  scatterWin: bigint;
  totalWin: bigint;
}

/**
 * One paid spin. The stake is the line bet (minor units) on every line, so the total bet is
 * betPerLine x 20; the caller checks limits and debits the total bet before calling.
 */
export function spin(rng: Rng, betPerLine: bigint, config: SlotConfig = SLOT_CONFIG): SpinResult {
  if (betPerLine <= 0n) throw new RangeError('betPerLine must be positive');
  const stops = config.strips.map((strip) => rng.randomInt(strip.length));
  const grid = gridAt(stops, config);
  const outcome = evaluateGrid(grid, config);
  const totalBet = betPerLine * BigInt(config.lines.length);
  const lineWins = outcome.lineWins.map(({ pay, ...win }) => ({ ...win, win: betPerLine * BigInt(pay) }));
  const scatterWin = totalBet * BigInt(outcome.scatterPay);
  const totalWin = betPerLine * BigInt(outcome.totalPayInLineBets);
  return {
    stops,
    grid,
    betPerLine,
    totalBet,
    lineWins,
    scatterCount: outcome.scatterCount,
    scatterWin,
    totalWin,
  };
}
