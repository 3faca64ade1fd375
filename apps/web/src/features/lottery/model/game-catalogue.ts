import type { LotteryGame } from '@bet/contracts/lottery/bets';
import type { LotteryGroup } from '@bet/contracts/lottery/draws';

/**
 * What the screens know of a game before (or without) a session: a guest sees the public draws
 * only, which name the game by code. The session's games (with odds and limits) win when present.
 */
export function groupOfCode(code: string, games?: readonly LotteryGame[]): LotteryGroup {
  const known = games?.find((game) => game.code === code);
  if (known) return known.group;
  if (code.startsWith('VN_')) return 'VN';
  if (code.startsWith('SEA_')) return 'SEA';
  return 'ELOTT';
}

/** The play type a game opens on when the session is not known yet (the server's defaultPlayType). */
const DEFAULT_PLAY_TYPES: Record<string, string> = {
  FASTDICE: 'SUM',
  RACE10: 'POS_1',
  LUCKY5D: 'DIGIT_1',
  SEA_4D: '4D_BIG',
  SEA_6D: '6D_EXACT',
};

export function defaultPlayTypeOf(code: string, games?: readonly LotteryGame[]): string {
  const known = games?.find((game) => game.code === code);
  if (known) return known.defaultPlayType;
  return DEFAULT_PLAY_TYPES[code] ?? (code.startsWith('VN_') ? 'LO2' : '');
}

/** Where a game is played: the e-lottery on /lottery, the VN and SEA games on their own pages. */
export function gameHref(code: string, games?: readonly LotteryGame[]): string {
  const query = new URLSearchParams({ gameCode: code });
  const playType = defaultPlayTypeOf(code, games);
  if (playType) query.set('playType', playType);
  const group = groupOfCode(code, games);
  const page = group === 'VN' ? '/vnlottery' : group === 'SEA' ? '/seaLottery' : '/lottery';
  return `${page}?${query}`;
}

/** Games with art of their own (public/images/lottery/<code>.svg, the catalogue's game icons too). */
const GAME_ART = new Set([
  'FASTDICE',
  'RACE10',
  'LUCKY5D',
  'VN_NORTH',
  'VN_CENTRAL',
  'VN_SOUTH',
  'SEA_4D',
  'SEA_6D',
]);

/** The card art of a game: its own, else its group's (dice, race car, balls, VN or SEA ticket). */
export function artOf(code: string, games?: readonly LotteryGame[]): string {
  if (GAME_ART.has(code)) return `/images/lottery/${code.toLowerCase()}.svg`;
  const group = groupOfCode(code, games);
  if (group === 'VN') return '/images/lottery/vn-ticket.svg';
  if (group === 'SEA') return '/images/lottery/sea-ticket.svg';
  if (code.includes('DICE')) return '/images/lottery/dice.svg';
  if (code.includes('RACE')) return '/images/lottery/race-car.svg';
  return '/images/lottery/balls.svg';
}
