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

/** What the lottery needs from the platform (the app hands it the games and wallet features' calls). */
export interface LotteryPlatform {
  /** Launches the house lottery; answers the launch's `game_url` (`/hv/lottery/app?t=<token>`). */
  launch: (request: LotteryLaunchRequest) => Promise<string>;
  /** The platform's auto-transfer of the player's money into the lottery wallet (never throws). */
  moveMoneyIn: () => Promise<void>;
}

let provided: LotteryPlatform | null = null;

/** Set once by the app; until then a member's lottery session cannot start. */
export const provideLotteryPlatform = (platform: LotteryPlatform | null) => {
  provided = platform;
};

export const lotteryPlatform = (): LotteryPlatform | null => provided;

/** The session token of a launch address; never navigated to: the site hosts the lottery itself. */
export function sessionTokenOf(gameUrl: string): string | null {
  try {
    return new URL(gameUrl, 'http://site.invalid').searchParams.get('t') || null;
  } catch {
    return null;
  }
}
