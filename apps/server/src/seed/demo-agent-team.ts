import type { ContractTerms } from '@bet/contracts/agent/agent-contracts';
import type { Db } from '../db/create-db.js';
import { AgentContractsService } from '../modules/agent-contracts/agent-contracts.service.js';
import * as contractSettings from '../modules/agent-contracts/contract-settings.repo.js';
import { maxRateBp } from '../modules/agent-contracts/contract-view.js';
import { rollUpTeamStats } from '../modules/agent-team/team-stats-roll-up.js';
import type { MemberIdentity } from '../modules/identity/session.service.js';
import { hashPassword } from '../modules/identity/password.js';
import { seedMemberActivity } from './demo-agent-activity.js';
import { joinDemoRaffles } from './demo-draw-promotions.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-members.js';

const AGENT = 1;
/** Under demoagent: players, two downline agents (one with its own sub-agent) and an agent-only account. */
export const DEMO_TEAM = {
  players: ['demoteamp1', 'demoteamp2', 'demoteamp3'],
  agents: ['demosub1', 'demosub2'],
  subAgent: 'demosub1a',
  agentOnly: 'demoagentonly',
} as const;
/** Who sits under whom (upline → downlines), parents before children; depth 3 below demoagent. */
const TREE: Array<{ username: string; upline: string; agent?: boolean; agentOnly?: boolean }> = [
  ...DEMO_TEAM.players.map((username) => ({ username, upline: DEMO_ACCOUNTS.agent })),
  ...DEMO_TEAM.agents.map((username) => ({ username, upline: DEMO_ACCOUNTS.agent, agent: true })),
  { username: DEMO_TEAM.agentOnly, upline: DEMO_ACCOUNTS.agent, agent: true, agentOnly: true },
  { username: DEMO_TEAM.subAgent, upline: 'demosub1', agent: true },
  ...['demosub1p1', 'demosub1p2', 'demosub1p3'].map((username) => ({ username, upline: 'demosub1' })),
  ...['demosub2p1', 'demosub2p2', 'demosub2p3'].map((username) => ({ username, upline: 'demosub2' })),
  ...['demosub1ap1', 'demosub1ap2'].map((username) => ({ username, upline: DEMO_TEAM.subAgent })),
  ...['demoonlyp1', 'demoonlyp2'].map((username) => ({ username, upline: DEMO_TEAM.agentOnly })),
];
const PLAY_DAYS = 10;

/** The house's terms for top-level agents (rates in percent); seeded only where the operator set none. */
const TOP_TERMS: ContractTerms[] = [
  {
    kind: 'DAILY_WAGE',
    tiers: [
      { teamBetting: 0, activeMembers: 1, rate: 1 },
      { teamBetting: 10_000, activeMembers: 5, rate: 1.5 },
    ],
  },
  { kind: 'REALTIME_SALARY', profitRate: 0.3, lossRate: 0.5, minSingleBet: 10 },
  {
    kind: 'DIVIDEND',
    period: 'W',
    tiers: [
      { periodValidBet: 50_000, periodProfitLoss: 0, activeMembers: 3, rate: 20 },
      { periodValidBet: 200_000, periodProfitLoss: 0, activeMembers: 10, rate: 30 },
    ],
  },
];
/** demoagent → demosub1, accepted: within demoagent's own 1.5 %. */
const SUB1_WAGE: ContractTerms = {
  kind: 'DAILY_WAGE',
  tiers: [
    { teamBetting: 0, activeMembers: 1, rate: 0.6 },
    { teamBetting: 10_000, activeMembers: 5, rate: 1 },
  ],
};
/** demoagent → demosub2: offered, waiting for demosub2's answer. */
const SUB2_WAGE: ContractTerms = {
  kind: 'DAILY_WAGE',
  tiers: [{ teamBetting: 0, activeMembers: 1, rate: 0.8 }],
};

/**
 * Gives the demo agent a team worth reading (issue 15): a tree three levels deep, deposits and
 * settled house-game bets over the last ten days through the ledger, the house's top-level terms,
 * an accepted daily-wage contract and a pending offer (through the contracts service, so its rules
 * apply), then the team roll-up over it all. Once per merchant: the agent-only account marks it.
 * Outside seedDemoData's transaction (the contracts service and the roll-up open their own), and
 * not in the test databases' seed, whose tests count the demo agent's plain team.
 */
export async function seedDemoAgentTeam(
  db: Db,
  opts: { merchantCode: string; timeZone: string; now?: Date },
): Promise<boolean> {
  const merchant = await db
    .selectFrom('merchants')
    .select('id')
    .where('code', '=', opts.merchantCode)
    .executeTakeFirst();
  if (!merchant) return false;
  const merchantId = merchant.id;
  const byName = (username: string) =>
    db
      .selectFrom('members')
      .select(['id', 'type'])
      .where('merchant_id', '=', merchantId)
      .where('username', '=', username)
      .executeTakeFirst();
  const agent = await byName(DEMO_ACCOUNTS.agent);
  if (!agent) return false;
  const teamSeeded = !!(await byName(DEMO_TEAM.agentOnly));
  const contractsMade = teamSeeded && (await seedDemoContracts(db, merchantId, agent));
  if (teamSeeded) return contractsMade;
  const channel = await db
    .selectFrom('deposit_channels')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .orderBy('sort')
    .executeTakeFirst();
  if (!channel) return false;

  const now = opts.now ?? new Date();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction().execute(async (trx) => {
    if ((await contractSettings.topTerms(trx, merchantId)).length === 0)
      await contractSettings.replaceTopTerms(
        trx,
        merchantId,
        TOP_TERMS.map((terms) => ({ kind: terms.kind, terms, maxRateBp: maxRateBp(terms) })),
      );
    const ids = new Map<string, bigint>([[DEMO_ACCOUNTS.agent, BigInt(agent.id)]]);
    for (const [i, node] of TREE.entries()) {
      // Registered over the last two weeks, the uplines first.
      const createdAt = new Date(now.getTime() - (14 - i * 0.5) * 86_400_000);
      const row = await trx
        .insertInto('members')
        .values({
          merchant_id: merchantId,
          username: node.username,
          password_hash: passwordHash,
          first_login_at: createdAt,
          created_at: createdAt,
          nickname: node.username,
          referral_code: `REFTEAM${String(i + 1).padStart(2, '0')}`,
          upline_id: ids.get(node.upline)!,
          type: node.agent ? AGENT : 0,
          agent_only: node.agentOnly ?? false,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.set(node.username, BigInt(row.id));
    }
    // Only the new members play: the README's balances of demoplayer and the downlines stay true.
    const players = TREE.filter((n) => !n.agent).map((n) => ids.get(n.username)!);
    // The sub-agents play a little too: an agent is also a member of its own team.
    for (const [i, memberId] of [...players, ids.get('demosub1')!, ids.get('demosub2')!].entries())
      await seedMemberActivity(trx, {
        merchantId,
        memberId,
        channelId: channel.id,
        now,
        days: PLAY_DAYS,
        seed: 1_000 + i,
      });
    // The team has played every day, so its entries fill the demo prize draw's past days.
    await joinDemoRaffles(trx, merchantId, players);
  });

  await seedDemoContracts(db, merchantId, agent);
  // The team panels read roll-ups only: fill them now, not at the job's next minute.
  await rollUpTeamStats(db, { timeZone: opts.timeZone });
  return true;
}

/**
 * The accepted contract and the pending offer, made and answered as the members would; skipped
 * once the demo agent has given any contract (a start that stopped between the team and these
 * makes them at the next start).
 */
async function seedDemoContracts(
  db: Db,
  merchantId: number,
  agent: { id: number | bigint; type: number },
): Promise<boolean> {
  const given = await db
    .selectFrom('agent_contracts')
    .select('id')
    .where('upline_id', '=', BigInt(agent.id))
    .executeTakeFirst();
  if (given) return false;
  const contracts = new AgentContractsService({ db });
  const identity = (memberId: bigint, username: string, type: number): MemberIdentity => ({
    memberId,
    merchantId,
    type,
    username,
    rankLevel: 0,
    tokenHash: 'seed',
    loginMethod: 'seed',
  });
  const me = identity(BigInt(agent.id), DEMO_ACCOUNTS.agent, agent.type);
  const accepted = await contracts.offer(me, 'demosub1', SUB1_WAGE);
  const sub1 = await db
    .selectFrom('members')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('username', '=', 'demosub1')
    .executeTakeFirstOrThrow();
  await contracts.respond(identity(BigInt(sub1.id), 'demosub1', AGENT), {
    contractId: accepted.id,
    accept: true,
    confirmEndDownlines: false,
  });
  await contracts.offer(me, 'demosub2', SUB2_WAGE);
  return true;
}
