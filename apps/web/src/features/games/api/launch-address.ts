import type { GameCategory } from '@bet/contracts/games/catalogue';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';

/** Contract `launchQuery` (spec §3 game launch request). */
export interface LaunchQuery {
  gameType: GameCategory;
  vassalage: string;
  gameCode?: string;
  nodeId?: number;
  platform: string;
  /** 'LOTT' for the house lottery, with the lottery launch fields below (spec §3). */
  launchMode: 'GLS' | 'LOTT';
  /** 1 real money, 0 free play. */
  accountType: 0 | 1;
  clientType: number;
  language: string;
  /** Lottery launch only: 'VN' for the Vietnamese games. */
  lottoArea?: 'VN';
  prizeMode?: 'Lott' | 'ZY' | 'Elott' | 'SEA';
  view?: 'betting' | 'lobby';
  device?: string;
  backUrl?: string;
}

/**
 * `GET /lgw/games/launch` (token): the game's address, `content.game_url` (or `game_url2`). A PVP
 * game launches through `GET /wps/game/launchGame` (spec §3), with the same query and answer.
 */
export async function getLaunchAddress(query: LaunchQuery): Promise<string> {
  const route = query.gameType === 'PVP' ? routes.pvpLaunch : routes.launchAddress;
  const { content } = await apiCall(route, { query: { ...query } });
  return content.game_url || content.game_url2 || '';
}
