import { gameMirror, vnSpecialPrize } from './verify-draw-games';

/**
 * Trend statistics of a game's recent results (pure). Rows are draws, newest first; each row is
 * split into columns (a die, a finishing place, a digit position, the đề's head and tail), each
 * column holding one symbol. Per column: how often each symbol came, and its "missing" count
 * (draws since it last came, newest first; the rows counted when it never did).
 */

export type TrendColumnKind = 'die' | 'place' | 'digit' | 'deHead' | 'deTail';

export interface TrendSpec {
  columns: TrendColumnKind[];
  symbols: readonly string[];
  /** The row of one result; null when the result cannot be cut (a void draw has none). */
  cells: (result: readonly string[]) => string[] | null;
}

const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;
const range = (from: number, to: number, digits = 1) =>
  Array.from({ length: to - from + 1 }, (_, i) => String(from + i).padStart(digits, '0'));
const sized = (n: number) => (result: readonly string[]) => (result.length === n ? [...result] : null);
const digitsOf = (number: string | undefined, n: number) =>
  number && number.length === n && /^\d+$/.test(number) ? number.split('') : null;

/** How a game's results are laid out as trend columns, or null for an unknown game. */
export function trendSpecOf(game: string): TrendSpec | null {
  switch (game) {
    case 'FASTDICE':
      return { columns: ['die', 'die', 'die'], symbols: range(1, 6), cells: sized(3) };
    case 'RACE10':
      return { columns: Array(10).fill('place'), symbols: range(1, 10, 2), cells: sized(10) };
    case 'LUCKY5D':
      return { columns: Array(5).fill('digit'), symbols: DIGITS, cells: sized(5) };
    case 'SEA_4D':
      // The first prize's four digits.
      return { columns: Array(4).fill('digit'), symbols: DIGITS, cells: (r) => digitsOf(r[0], 4) };
    case 'SEA_6D':
      return { columns: Array(6).fill('digit'), symbols: DIGITS, cells: (r) => digitsOf(r[0], 6) };
    default:
      if (gameMirror(game)?.group !== 'VN') return null;
      // The đề: the special prize's last two digits, as head and tail.
      return {
        columns: ['deHead', 'deTail'],
        symbols: DIGITS,
        cells: (r) => digitsOf(vnSpecialPrize(game, r)?.slice(-2), 2),
      };
  }
}

export interface TrendRow {
  issue: string;
  cells: string[];
}

/** The rows of the draws that have a result (newest first, as given). */
export function trendRows(
  spec: TrendSpec,
  draws: readonly { issue: string; result: readonly string[] | null }[],
): TrendRow[] {
  const rows: TrendRow[] = [];
  for (const draw of draws) {
    const cells = draw.result ? spec.cells(draw.result) : null;
    if (cells) rows.push({ issue: draw.issue, cells });
  }
  return rows;
}

export interface SymbolStat {
  symbol: string;
  hits: number;
  missing: number;
}

export interface ColumnStats {
  symbols: SymbolStat[];
  /** The most frequent symbols (ties kept, up to `top`), then the least frequent. */
  hot: string[];
  cold: string[];
}

/** Hits and missing counts of every symbol, counted over items listed newest first. */
export function symbolStats(symbols: readonly string[], draws: readonly (readonly string[])[]): SymbolStat[] {
  return symbols.map((symbol) => {
    let hits = 0;
    let missing = -1;
    draws.forEach((seen, index) => {
      const n = seen.filter((s) => s === symbol).length;
      hits += n;
      if (n > 0 && missing < 0) missing = index;
    });
    return { symbol, hits, missing: missing < 0 ? draws.length : missing };
  });
}

/** The `top` hottest and coldest symbols (by hits; ties broken by longer or shorter absence, then order). */
export function hotCold(stats: readonly SymbolStat[], top = 3): { hot: string[]; cold: string[] } {
  if (stats.every((s) => s.hits === 0)) return { hot: [], cold: [] };
  const hot = [...stats].sort((a, b) => b.hits - a.hits || a.missing - b.missing).slice(0, top);
  const cold = [...stats].sort((a, b) => a.hits - b.hits || b.missing - a.missing).slice(0, top);
  return { hot: hot.map((s) => s.symbol), cold: cold.map((s) => s.symbol) };
}

/** Per column of the spec: every symbol's hits and missing count, and its hot and cold symbols. */
export function columnStats(spec: TrendSpec, rows: readonly TrendRow[], top = 3): ColumnStats[] {
  return spec.columns.map((_, column) => {
    const symbols = symbolStats(
      spec.symbols,
      rows.map((row) => [row.cells[column]!]),
    );
    return { symbols, ...hotCold(symbols, top) };
  });
}

export const VN_TWO_DIGITS = range(0, 99, 2);

/** VN lô: every two-digit ending 00–99 over every prize number of each result (newest first). */
export function loStats(results: readonly (readonly string[])[]): SymbolStat[] {
  return symbolStats(
    VN_TWO_DIGITS,
    results.map((numbers) => numbers.filter((n) => n.length >= 2).map((n) => n.slice(-2))),
  );
}

/**
 * The classic trend table of one column: for each row (newest first, as given) and symbol, 0
 * when the symbol was drawn there, else how many draws it had been missing at that row
 * (counted from the oldest row shown, so the oldest row starts at 1).
 */
export function missingGrid(
  rows: readonly TrendRow[],
  column: number,
  symbols: readonly string[],
): number[][] {
  const running = symbols.map(() => 0);
  const grid: number[][] = [];
  for (let r = rows.length - 1; r >= 0; r -= 1) {
    const drawn = rows[r]!.cells[column];
    symbols.forEach((symbol, s) => {
      running[s] = symbol === drawn ? 0 : running[s]! + 1;
    });
    grid.unshift([...running]);
  }
  return grid;
}
