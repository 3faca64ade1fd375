import { useQueryClient } from '@tanstack/react-query';
import type { LotteryDraw } from '@bet/contracts/lottery/draws';
import { NEXT_DRAWS_KEY } from '../api/next-draws';
import { useDrawStream } from './draw-stream';

/**
 * Keeps the lottery reads fresh as draws change: the next draws, and a game's results and
 * orders once one of its draws is drawn or voided. `onDraw` sees each change too.
 */
export function useLiveDraws(onDraw?: (draw: LotteryDraw) => void) {
  const queryClient = useQueryClient();
  useDrawStream((draw) => {
    void queryClient.invalidateQueries({ queryKey: NEXT_DRAWS_KEY });
    if (draw.status !== 'OPEN' && draw.status !== 'CLOSED') {
      void queryClient.invalidateQueries({ queryKey: ['lottery', 'draws'] });
      void queryClient.invalidateQueries({ queryKey: ['lottery', 'orders'] });
    }
    onDraw?.(draw);
  });
}
