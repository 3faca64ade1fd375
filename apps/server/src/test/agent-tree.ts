import { expect } from 'vitest';
import type { App } from '../app.js';
import type { Db } from '../db/create-db.js';
import { house, mainWallet } from '../modules/ledger/ledger-accounts.js';
import { postTransfer } from '../modules/ledger/ledger.service.js';
import { rollUpTeamStats } from '../modules/agent-team/team-stats-roll-up.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/demo-members.js';
import { login } from './identity-client.js';

/**
 * Helpers of the agent team tests: a tree of members under the demo agent, addressed by username,
 * and the records (bets, deposits, withdrawals, transfers) the team reports read.
 */

export interface BetDetails {
  vendor?: string;
  category?: string;
  status?: 'SETTLED' | 'RUNNING';
}

export interface DepositDetails {
  /** When it completed (a successful one); now when not given. */
  at?: string;
  status?: 'SUCCESS' | 'PENDING';
}

export interface AgentTree {
  db: Db;
  merchant: number;
  /** Member ids by username: the demo agent and every member added. */
  ids: Record<string, bigint>;
  idOf(username: string): bigint;
  /** Adds a member under `upline` (a username in the tree; null: the top of a line of its own). */
  member(username: string, upline: string | null, type?: number): Promise<bigint>;
  /**
   * The usual shape: demo agent → `<p>sub` (agent) → `<p>leaf`; another line:
   * `<p>other` (agent) → `<p>stranger`.
   */
  addLines(prefix: string): Promise<void>;
  bet(who: string, at: string, stake: bigint, payout: bigint, details?: BetDetails): Promise<void>;
  deposit(who: string, amount: bigint, details?: DepositDetails): Promise<void>;
  /** A pending withdrawal to a new bank card of the member's. */
  withdrawal(who: string, amount: bigint): Promise<void>;
  /** A ledger transfer between two members' main wallets (the sender's), e.g. TRANSFER_TO_DOWNLINE. */
  transfer(from: string, to: string, amount: bigint, type: string): Promise<void>;
  /** Credits the member's main wallet from the house (an adjustment: not a deposit or a transfer). */
  fund(who: string, amount: bigint): Promise<void>;
  /** Runs the team roll-up (team_daily_stats) as the job does. */
  rollUp(timeZone: string): Promise<void>;
}

/** A tree starting at the demo agent; `key` makes the records' unique keys unique to this file. */
export async function agentTree(db: Db, key: string): Promise<AgentTree> {
  const agent = await db
    .selectFrom('members')
    .select(['id', 'merchant_id'])
    .where('username', '=', DEMO_ACCOUNTS.agent)
    .executeTakeFirstOrThrow();
  const merchant = agent.merchant_id;
  const ids: Record<string, bigint> = { [DEMO_ACCOUNTS.agent]: agent.id };
  let seq = 0;
  const idOf = (username: string) => {
    const id = ids[username];
    if (id === undefined) throw new Error(`${username} is not in the test tree`);
    return id;
  };
  const member = async (username: string, upline: string | null, type = 0) => {
    const { id } = await db
      .insertInto('members')
      .values({
        merchant_id: merchant,
        username,
        referral_code: username.toUpperCase(),
        type,
        upline_id: upline === null ? null : idOf(upline),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids[username] = id;
    return id;
  };
  /** From a member's main wallet (or the house: null) to a member's; `owner` is whose transfer it is. */
  const transfer = async (from: bigint | null, to: bigint, amount: bigint, type: string, owner: bigint) => {
    await postTransfer(db, {
      merchantId: merchant,
      key: `${key}-tr-${++seq}`,
      type,
      memberId: owner,
      postings: [
        { account: from === null ? house('ADJUSTMENTS') : mainWallet(from), amount: -amount },
        { account: mainWallet(to), amount },
      ],
    });
  };
  return {
    db,
    merchant,
    ids,
    idOf,
    member,
    async addLines(p) {
      await member(`${p}sub`, DEMO_ACCOUNTS.agent, 1);
      await member(`${p}leaf`, `${p}sub`);
      await member(`${p}other`, null, 1);
      await member(`${p}stranger`, `${p}other`);
    },
    async bet(who, at, stake, payout, details = {}) {
      await db
        .insertInto('bets')
        .values({
          merchant_id: merchant,
          member_id: idOf(who),
          vendor: details.vendor ?? 'HOUSE',
          vendor_bet_id: `${key}-${++seq}`,
          category: details.category ?? 'RNG',
          game_code: 'SLOT',
          game_name: 'Slot',
          stake,
          valid_bet: stake,
          payout,
          status: details.status ?? 'SETTLED',
          placed_at: at,
          settled_at: details.status === 'RUNNING' ? null : at,
        })
        .execute();
    },
    async deposit(who, amount, { at, status = 'SUCCESS' } = {}) {
      const channel = await db
        .selectFrom('deposit_channels')
        .select('id')
        .orderBy('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('deposits')
        .values({
          merchant_id: merchant,
          member_id: idOf(who),
          channel_id: channel.id,
          amount,
          status,
          request_key: `${key}-dep-${++seq}`,
          completed_at: status === 'SUCCESS' ? (at ?? new Date()) : null,
        })
        .execute();
    },
    async withdrawal(who, amount) {
      const card = await db
        .insertInto('bank_cards')
        .values({
          merchant_id: merchant,
          member_id: idOf(who),
          bank_name: 'BDO',
          account_name: who,
          account_number: `9${++seq}`,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('withdrawals')
        .values({
          merchant_id: merchant,
          member_id: idOf(who),
          bank_card_id: card.id,
          amount,
          status: 'PENDING',
          request_key: `${key}-w-${++seq}`,
        })
        .execute();
    },
    transfer: (from, to, amount, type) => transfer(idOf(from), idOf(to), amount, type, idOf(from)),
    fund: (who, amount) => transfer(null, idOf(who), amount, 'ADJUSTMENT', idOf(who)),
    async rollUp(timeZone) {
      await rollUpTeamStats(db, { timeZone });
    },
  };
}

/** Signs a demo account in and returns its token. */
export const tokenOf = async (app: App, username: string) =>
  (await login(app, { username, password: DEMO_PASSWORD })).json().value.token as string;

/** A plain member (no agent) is refused every agent team call with agent.not.agent. */
export async function expectPlainMemberRefused(app: App, url: string): Promise<void> {
  const res = await app.inject({
    method: 'GET',
    url,
    headers: { authorization: await tokenOf(app, DEMO_ACCOUNTS.downlines[1]) },
  });
  expect(res.statusCode).toBe(403);
  expect(res.json().errorCode).toBe('agent.not.agent');
}
