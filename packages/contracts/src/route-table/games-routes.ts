import type * as games from '../games/catalogue.js';
import type * as bets from '../games/bets.js';
import type * as launch from '../games/launch.js';
import type * as pvp from '../games/pvp-rooms.js';
import type * as winners from '../games/winners.js';
import { r, chosen, tokenChosen, type In, type Out } from './route-def.js';

type GameList = { response: Out<typeof games.gameListResponse> };
type Launch = { query: In<typeof launch.launchQuery>; response: Out<typeof launch.launchResponse> };
type Favourite = { body: In<typeof games.favouriteRequest>; response: Out<typeof games.favouriteResponse> };

/** Games calls (issue 5): lobby, favourites, recent games, launch, betting record and profit; winner board (issue 11). */
export const gamesRoutes = {
  // --- games (issue 5)
  gameMenus: r<{ response: Out<typeof games.gameMenusResponse> }>(
    'GET',
    '/lgw/games/game_menus',
    'GAMELO3',
    5,
  ),
  vendorLanes: r<{ response: Out<typeof games.lanesResponse> }>(
    'GET',
    '/lgw/games/lanes',
    'GAMELO3',
    5,
    chosen,
  ),
  hotGames: r<GameList>('GET', '/lgw/games/hot', 'GAMELOHOT3', 5, chosen),
  games: r<{ query: In<typeof games.gamesQuery>; response: Out<typeof games.gamesResponse> }>(
    'GET',
    '/lgw/games/list',
    'GAMELO3',
    5,
    chosen,
  ),
  vassGameType: r<{
    query: In<typeof games.vassGameTypeQuery>;
    response: Out<typeof games.vassGameTypeResponse>;
  }>('GET', '/lgw/games/vassGameType', 'GAMELO3', 5, chosen),
  favouriteList: r<GameList>('GET', '/lgw/games/favourites', 'GAMELOFAV3', 5, tokenChosen),
  favouriteAdd: r<Favourite>('POST', '/lgw/games/favourites', 'GAMELOFAV3', 5, tokenChosen),
  favouriteRemove: r<Favourite>('DELETE', '/lgw/games/favourites', 'GAMELOFAV3', 5, tokenChosen),
  recentGames: r<GameList>('GET', '/lgw/games/recent', 'GAMELOREC3', 5, tokenChosen),
  launchAddress: r<Launch>('GET', '/lgw/games/launch', 'GAMELO3', 5, tokenChosen),
  pvpLaunch: r<Launch>('GET', '/wps/game/launchGame', 'GAMELO3', 5, { token: true }),
  // --- the PVP room list (issue 19, spec §7), the path ours.
  pvpRooms: r<{ response: Out<typeof pvp.pvpRoomsResponse> }>(
    'GET',
    '/lgw/games/pvp/rooms',
    'GAMELO3',
    19,
    chosen,
  ),
  bettingRecord: r<{
    query: In<typeof bets.bettingRecordQuery>;
    response: Out<typeof bets.bettingRecordResponse>;
  }>('GET', '/wps/member/bets', 'COMM3', 5, tokenChosen),
  personalProfit: r<{
    query: In<typeof bets.personalProfitQuery>;
    response: Out<typeof bets.personalProfitResponse>;
  }>('GET', '/wps/member/profit', 'COMM3', 5, tokenChosen),
  // --- home lobby (issue 11): recent big wins from settled bets; the path stays the platform's.
  winnerBoard: r<{
    query: In<typeof winners.winnerBoardQuery>;
    response: Out<typeof winners.winnerBoardResponse>;
  }>('GET', '/wps/promotion/winners', 'COMM3', 11, chosen),
} as const;
