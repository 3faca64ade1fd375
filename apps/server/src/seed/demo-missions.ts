import type { Db } from '../db/create-db.js';
import { insertMission, type MissionValues } from '../modules/missions/missions.repo.js';

const mission = (
  v: Partial<MissionValues> & Pick<MissionValues, 'task' | 'period' | 'target' | 'reward'>,
) => ({
  category: null,
  turnoverMultiple: 1,
  sort: 0,
  ...v,
});

/**
 * Five missions so the member centre's mission page is alive on first start: the demo players'
 * seeded bets and logins are counted by the progress job within seconds, so some are ready to claim.
 */
export async function seedDemoMissions(db: Db, merchantId: number): Promise<void> {
  const missions: MissionValues[] = [
    mission({ task: 'LOGIN_DAYS', period: 'DAILY', target: 1n, reward: 200n, sort: 1 }),
    mission({ task: 'BET', category: 'RNG', period: 'DAILY', target: 50_000n, reward: 1_000n, sort: 2 }),
    mission({ task: 'DEPOSITS', period: 'DAILY', target: 2n, reward: 1_500n, sort: 3 }),
    mission({ task: 'LOGIN_DAYS', period: 'WEEKLY', target: 5n, reward: 3_000n, sort: 4 }),
    mission({
      task: 'BET',
      period: 'WEEKLY',
      target: 500_000n,
      reward: 5_000n,
      turnoverMultiple: 3,
      sort: 5,
    }),
  ];
  for (const m of missions) await insertMission(db, merchantId, m);
}
