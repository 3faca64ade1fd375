/**
 * The platform launch of the house lottery (spec §3 lottery launch fields). The lottery feature
 * builds the request; the app hands it the games feature's launch call (features never import
 * each other), see app/sections/lottery-launch.ts.
 */
export interface LotteryLaunchRequest {
  gameType: 'LOTT' | 'ELOTT';
  vassalage: 'HLOTT';
  gameCode?: string;
  platform: string;
  launchMode: 'LOTT';
  /** 1 real money, 0 free play (a trial account). */
  accountType: 0 | 1;
  clientType: number;
  language: string;
  lottoArea?: 'VN';
  prizeMode: 'Lott' | 'ZY' | 'Elott' | 'SEA';
  view: 'betting' | 'lobby';
  device: string;
  backUrl: string;
}

/** Answers the launch's `game_url` (`/hv/lottery/app?t=<token>`). */
export type LotteryLauncher = (request: LotteryLaunchRequest) => Promise<string>;

let provided: LotteryLauncher | null = null;

/** Set once by the app; until then a member's lottery session cannot start. */
export const provideLotteryLauncher = (launcher: LotteryLauncher | null) => {
  provided = launcher;
};

export const lotteryLauncher = (): LotteryLauncher | null => provided;

/** The session token of a launch address; never navigated to: the site hosts the lottery itself. */
export function sessionTokenOf(gameUrl: string): string | null {
  try {
    return new URL(gameUrl, 'http://site.invalid').searchParams.get('t') || null;
  } catch {
    return null;
  }
}
