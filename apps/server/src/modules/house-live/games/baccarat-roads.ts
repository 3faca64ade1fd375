import type { Winner } from './baccarat.js';

/** A cell of the big road: a banker or player win, with the ties that followed it. */
export interface BigRoadCell {
  col: number;
  row: number;
  winner: 'PLAYER' | 'BANKER';
  ties: number;
}

const ROWS = 6;

/**
 * The big road of a sequence of results, oldest first: each streak of one side goes down a column,
 * a new side starts the next column; a streak that reaches the bottom row, or meets a cell already
 * used, turns right along its row (the "dragon tail"). A tie is not a cell: it is counted on the
 * cell before it (ties before the first win are kept on the first win's cell).
 */
export function bigRoad(results: readonly Winner[]): BigRoadCell[] {
  const cells: BigRoadCell[] = [];
  const used = new Set<string>();
  let leadingTies = 0;
  let streakCol = -1; // the column where the current streak started
  let last: BigRoadCell | undefined;
  for (const winner of results) {
    if (winner === 'TIE') {
      if (last) last.ties++;
      else leadingTies++;
      continue;
    }
    let col: number;
    let row: number;
    if (!last || last.winner !== winner) {
      streakCol++;
      // a new streak starts at the top of the first column right of the last streak's start
      while (used.has(`${streakCol}:0`)) streakCol++;
      col = streakCol;
      row = 0;
    } else if (last.col === streakCol && last.row + 1 < ROWS && !used.has(`${last.col}:${last.row + 1}`)) {
      // down the streak's own column; once it has turned right it stays on its row
      col = last.col;
      row = last.row + 1;
    } else {
      col = last.col + 1;
      row = last.row;
    }
    last = { col, row, winner, ties: leadingTies };
    leadingTies = 0;
    used.add(`${col}:${row}`);
    cells.push(last);
  }
  return cells;
}
