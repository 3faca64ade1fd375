import type { LotteryDraw } from '@bet/contracts/lottery/draws';

/**
 * Where a draw stands for the screen at `now`: betting open (counting down to close), closed and
 * waiting for the draw ("drawing…", counting down to the draw), or drawn.
 */
export type DrawPhase =
  | { phase: 'open'; seconds: number }
  | { phase: 'drawing'; seconds: number }
  | { phase: 'drawn' }
  | { phase: 'void' };

export function drawPhase(draw: Pick<LotteryDraw, 'status' | 'closeAt' | 'drawAt'>, now: number): DrawPhase {
  if (draw.status === 'VOID') return { phase: 'void' };
  if (draw.status === 'DRAWN' || draw.status === 'SETTLED') return { phase: 'drawn' };
  if (draw.status === 'OPEN' && now < draw.closeAt)
    return { phase: 'open', seconds: Math.ceil((draw.closeAt - now) / 1000) };
  return { phase: 'drawing', seconds: Math.max(0, Math.ceil((draw.drawAt - now) / 1000)) };
}

/** "mm:ss", or "h:mm:ss" from an hour (VN and SEA draws are days apart). */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const two = (n: number) => String(n).padStart(2, '0');
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return h > 0 ? `${h}:${two(m)}:${two(s % 60)}` : `${two(m)}:${two(s % 60)}`;
}
