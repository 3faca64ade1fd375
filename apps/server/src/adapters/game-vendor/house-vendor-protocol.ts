import { hmacHex, sameText } from '../../shared/hmac.js';

/**
 * The house vendor's HTTP API, as a vendor would publish it. Every request is signed with the
 * operator's shared secret over time, method, path (with query) and body; the vendor refuses a
 * signature older than 5 minutes. Amounts are minor units as decimal strings.
 */
export const HV = {
  transfer: '/hv/api/transfer',
  transferStatus: '/hv/api/transfer/status',
  balance: '/hv/api/balance',
  launch: '/hv/api/launch',
  bets: '/hv/api/bets',
  /** Ends every game session of a player at once (a time-out or self-exclusion, issue 20). */
  endSessions: '/hv/api/sessions/end',
  /** The operator's settings of each house game: on/off, stake limits (minor units). */
  settings: '/hv/api/settings',
  /** The house lottery (decision 0041): launch, settled bets, operator terms, schedules, draws. */
  lotteryLaunch: '/hv/api/lottery/launch',
  lotteryBets: '/hv/api/lottery/bets',
  lotterySettings: '/hv/api/lottery/settings',
  lotterySchedules: '/hv/api/lottery/schedules',
  lotteryDraws: '/hv/api/lottery/draws',
  lotteryVoid: '/hv/api/lottery/void',
  lotteryResult: '/hv/api/lottery/result',
  /** The house live casino (decision 0057): launch at a table, settled bets. */
  liveLaunch: '/hv/api/live/launch',
  liveBets: '/hv/api/live/bets',
  /** The house card room (decision 0059): launch in a room, settled hands, the room list. */
  pvpLaunch: '/hv/api/pvp/launch',
  pvpBets: '/hv/api/pvp/bets',
  pvpRooms: '/hv/api/pvp/rooms',
  pvpOverview: '/hv/api/pvp/overview',
  /** The house sportsbook's two books (decision 0058): launch, settled bets, the operator's fixtures. */
  sportsLaunch: '/hv/api/sports/launch',
  sportsBets: '/hv/api/sports/bets',
  esportsBets: '/hv/api/esports/bets',
  sportsEvents: '/hv/api/sports/events',
  sportsImport: '/hv/api/sports/import',
  sportsScore: '/hv/api/sports/score',
  sportsSuspend: '/hv/api/sports/suspend',
  sportsSettle: '/hv/api/sports/settle',
  sportsVoid: '/hv/api/sports/void',
} as const;

export interface HvGameSettings {
  game: string;
  enabled: boolean;
  minBet: string;
  maxBet: string;
}

export const HV_HEADERS = {
  operator: 'x-hv-operator',
  time: 'x-hv-time',
  signature: 'x-hv-signature',
} as const;
export const HV_MAX_SKEW_MS = 5 * 60_000;

const payload = (time: string, method: string, pathWithQuery: string, body: string) =>
  `${time}\n${method.toUpperCase()}\n${pathWithQuery}\n${body}`;

export function signHv(
  secret: string,
  operator: number,
  method: string,
  pathWithQuery: string,
  body: string,
  now = Date.now(),
): Record<string, string> {
  const time = String(now);
  return {
    [HV_HEADERS.operator]: String(operator),
    [HV_HEADERS.time]: time,
    [HV_HEADERS.signature]: hmacHex(secret, payload(time, method, pathWithQuery, body)),
  };
}

export function verifyHv(
  secret: string,
  headers: Record<string, unknown>,
  method: string,
  pathWithQuery: string,
  body: string,
  now = Date.now(),
): number | null {
  const operator = Number(headers[HV_HEADERS.operator]);
  const time = String(headers[HV_HEADERS.time] ?? '');
  const signature = String(headers[HV_HEADERS.signature] ?? '');
  if (
    !Number.isInteger(operator) ||
    !/^[0-9]{10,16}$/.test(time) ||
    Math.abs(now - Number(time)) > HV_MAX_SKEW_MS
  )
    return null;
  return sameText(hmacHex(secret, payload(time, method, pathWithQuery, body)), signature) ? operator : null;
}

/** A card room as the vendor lists it (amounts in major units). */
export interface HvPvpRoom {
  code: string;
  name: string;
  smallBet: number;
  bigBet: number;
  handCost: number;
  seats: number;
  tables: number;
  players: number;
  bots: number;
  handsLastHour: number;
  averagePot: number;
  rakePercent: number;
  rakeCap: number;
}

export interface HvBet {
  id: string;
  player: string;
  game: string;
  stake: string;
  payout: string;
  createdAt: number;
  /** When it was settled, if later than placed (lottery bets). */
  settledAt?: number;
}
