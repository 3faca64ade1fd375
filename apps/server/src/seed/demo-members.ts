import type { Db } from '../db/create-db.js';
import { hashPassword } from '../modules/identity/password.js';

/** Demo accounts of the README: one player, one agent with two downlines (password below). */
export const DEMO_PASSWORD = 'Demo12345';
export const DEMO_ACCOUNTS = {
  player: 'demoplayer',
  agent: 'demoagent',
  downlines: ['demodown1', 'demodown2'],
  agentAffiliateCode: 'DEMOAGENT',
} as const;

export async function seedDemoMembers(db: Db, merchantId: number): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const base = { merchant_id: merchantId, password_hash: passwordHash, first_login_at: new Date() };
  const agent = await db
    .insertInto('members')
    .values({
      ...base,
      username: DEMO_ACCOUNTS.agent,
      type: 1,
      nickname: 'Demo Agent',
      affiliate_code: DEMO_ACCOUNTS.agentAffiliateCode,
      referral_code: 'REFAGENT',
      club_label: 'VIP5',
      rank_level: 5,
      email: 'agent@demobet.local',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('members')
    .values([
      {
        ...base,
        username: DEMO_ACCOUNTS.player,
        nickname: 'Demo Player',
        referral_code: 'REFPLAYER',
        upline_id: agent.id,
        to_upline: true,
        email: 'player@demobet.local',
        dialing_code: '63',
        mobile_num: '9171234567',
        payee_name: 'Juan Dela Cruz',
      },
      ...DEMO_ACCOUNTS.downlines.map((username, i) => ({
        ...base,
        username,
        nickname: `Downline ${i + 1}`,
        referral_code: `REFDOWN${i + 1}`,
        upline_id: agent.id,
      })),
    ])
    .execute();
}
