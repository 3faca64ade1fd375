import { z } from 'zod';

/** The most wins one winner-board call answers. */
export const WINNER_BOARD_MAX = 20;

/** `GET /wps/promotion/winners` (spec §7 winner board): how many recent big wins, 1–20 (default 10). */
export const winnerBoardQuery = z.object({
  count: z.coerce.number().int().min(1).max(WINNER_BOARD_MAX).optional(),
});
export type WinnerBoardQuery = z.input<typeof winnerBoardQuery>;

/** A settled bet that paid more than its stake, as the public board shows it. */
export const bigWin = z.object({
  /** The winner's username with its middle hidden (`ag***24`): never the whole name. */
  maskedName: z.string(),
  gameName: z.string(),
  /** The vendor's display name. */
  vendor: z.string(),
  /** What the bet won on top of its stake (payout − stake), in major units. */
  winAmount: z.number(),
  /** When the bet settled (epoch ms). */
  at: z.number(),
});
export type BigWin = z.infer<typeof bigWin>;

/** The merchant's biggest recent wins, largest first (the most recent first among equals). */
export const winnerBoardResponse = z.object({ list: z.array(bigWin) });
export type WinnerBoardResponse = z.infer<typeof winnerBoardResponse>;
