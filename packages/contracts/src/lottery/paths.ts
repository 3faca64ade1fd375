/**
 * The house lottery's own API (decision 0041): served by the house vendor, not the platform, so
 * it sits outside the platform route table like the house games' `/hv/game/*`. Public reads need
 * nothing; a player's calls carry the lottery session of the launch in `x-game-session`.
 */
export const LOTTERY_API = {
  /** Public: the next open draw of every game (lobby countdowns). */
  next: '/hv/lottery/next',
  /** Public: a game's draws, newest first (results history, trend). */
  draws: '/hv/lottery/draws',
  /** Public: one draw with its commitment and, once drawn, its seed (verification page). */
  draw: '/hv/lottery/draw',
  /** Public: 00–99 with their appearances in a VN game's recent draws ("VN numbers", 100). */
  vnNumbers: '/hv/lottery/vn-numbers',
  /** Public: Server-Sent Events, `draw` whenever a draw opens, closes, is drawn or voided. */
  stream: '/hv/lottery/stream',
  /** Session: the games with this operator's odds and limits, and the player's balance. */
  session: '/hv/lottery/session',
  /** Session: place a slip (one issue, or a chase over the next issues). */
  bets: '/hv/lottery/bets',
  /** Session: the player's orders. */
  orders: '/hv/lottery/orders',
  /** Session: cancel one pending order before its draw closes (`/hv/lottery/orders/:id/cancel`). */
  cancel: (orderId: string) => `/hv/lottery/orders/${orderId}/cancel`,
} as const;

/** The lottery session header (the same as the house games'). */
export const LOTTERY_SESSION_HEADER = 'x-game-session';
