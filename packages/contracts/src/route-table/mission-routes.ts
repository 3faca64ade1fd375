import type * as missions from '../missions/missions.js';
import { r, chosen, tokenChosen, type In, type Out } from './route-def.js';

/**
 * Missions (issue 17): the player's missions of the day and week with their progress, the claim of
 * a completed one, and the week's leaderboard (public; a token adds the player's own line).
 */
export const missionRoutes = {
  missionSummary: r<{ response: Out<typeof missions.missionSummaryResponse> }>(
    'GET',
    '/wps/mission/summary',
    'REWCEN3',
    17,
    tokenChosen,
  ),
  claimMission: r<{
    body: In<typeof missions.claimMissionRequest>;
    response: Out<typeof missions.claimMissionResult>;
  }>('POST', '/wps/mission/claim', 'REWCEN3', 17, tokenChosen),
  missionLeaderboard: r<{ response: Out<typeof missions.missionLeaderboardResponse> }>(
    'GET',
    '/wps/mission/leaderboard',
    'REWCEN3',
    17,
    chosen,
  ),
} as const;
