import type { ContractKind, ContractTerms } from '@bet/contracts/agent/agent-contracts';
import type { Db } from '../db/create-db.js';
import type { Clock } from '../shared/clock.js';
import { setReleaseDelay } from '../modules/agent-contracts/contract-settings.repo.js';
import { AgentPayoutsService } from '../modules/agent-settlement/agent-payouts.service.js';
import { AgentSettlementService } from '../modules/agent-settlement/agent-settlement.service.js';

/**
 * A merchant's agent tree with contracts and bets written straight to the tables, for settlement
 * tests: the contract rules themselves are tested through the API in modules/agent-contracts.
 */
export const SETTLEMENT_TZ = 'Asia/Manila';

export function settlementFixture(db: Db, merchantId: number) {
  let seq = 0;
  // Time stands still unless a test moves it: a slow run (a loaded CI machine) must not carry the
  // clock past the next instant a test moves to, nor across a period's end.
  let now = Date.now();
  const clock: Clock = { now: () => now, advance: (ms) => void (now += ms) };
  const service = new AgentSettlementService({ db, timeZone: SETTLEMENT_TZ, clock });
  const payouts = new AgentPayoutsService({ db, settlement: service });
  const releaseDelay = (minutes: number) => setReleaseDelay(db, merchantId, minutes);
  const prefix = `s${Math.random().toString(36).slice(2, 7)}`;

  const member = async (name: string, upline: bigint | null, type = 0) =>
    (
      await db
        .insertInto('members')
        .values({
          merchant_id: merchantId,
          username: `${prefix}${name}`,
          referral_code: `${prefix}${name}`.toUpperCase(),
          type,
          upline_id: upline,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;

  const contract = async (
    kind: ContractKind,
    upline: bigint,
    downline: bigint,
    terms: ContractTerms,
    rateBp: number,
  ) =>
    (
      await db
        .insertInto('agent_contracts')
        .values({
          merchant_id: merchantId,
          kind,
          upline_id: upline,
          member_id: downline,
          terms: JSON.stringify(terms),
          max_rate_bp: rateBp,
          state: 'ACTIVE',
          offered_at: new Date(clock.now() - 86_400_000 * 3),
          decided_at: new Date(clock.now() - 86_400_000 * 3),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;

  const houseTerms = async (terms: ContractTerms, rateBp: number) => {
    await db
      .deleteFrom('agent_top_terms')
      .where('merchant_id', '=', merchantId)
      .where('kind', '=', terms.kind)
      .execute();
    await db
      .insertInto('agent_top_terms')
      .values({
        merchant_id: merchantId,
        kind: terms.kind,
        terms: JSON.stringify(terms),
        max_rate_bp: rateBp,
      })
      .execute();
  };

  /** Moves the clock forward to `at` (tests place bets and run settlement at chosen local times). */
  const moveTo = (at: string | Date) => {
    const behind = new Date(at).getTime() - clock.now();
    if (behind < 0) throw new Error(`the clock is past ${new Date(at).toISOString()}`);
    if (behind > 0) clock.advance(behind);
  };

  /**
   * Settles this merchant alone from now on (a test database only): every other merchant's house
   * terms, contracts, runs and lines go, so a clock moved by weeks catches up this merchant's
   * periods only. Ledger transfers stay.
   */
  const settleOnlyThis = async () => {
    const otherRuns = db
      .selectFrom('agent_settlement_runs')
      .select('id')
      .where('merchant_id', '<>', merchantId);
    const otherContracts = db
      .selectFrom('agent_contracts')
      .select('id')
      .where('merchant_id', '<>', merchantId);
    await db.deleteFrom('agent_payout_lines').where('run_id', 'in', otherRuns).execute();
    await db.deleteFrom('agent_settlement_runs').where('merchant_id', '<>', merchantId).execute();
    await db.deleteFrom('agent_contract_events').where('contract_id', 'in', otherContracts).execute();
    await db.deleteFrom('agent_contracts').where('merchant_id', '<>', merchantId).execute();
    await db.deleteFrom('agent_top_terms').where('merchant_id', '<>', merchantId).execute();
  };

  /** A settled bet; amounts in minor units (the valid bet is the stake unless given). */
  const bet = (who: bigint, stake: bigint, payout: bigint, at = new Date(clock.now()), validBet = stake) =>
    db
      .insertInto('bets')
      .values({
        merchant_id: merchantId,
        member_id: who,
        vendor: 'HOUSE',
        vendor_bet_id: `${prefix}-${++seq}`,
        category: 'RNG',
        game_code: 'SLOT',
        game_name: 'Slot',
        stake,
        valid_bet: validBet,
        payout,
        status: 'SETTLED',
        placed_at: at,
        settled_at: at,
      })
      .execute();

  /** Lines of a member, newest first. */
  const linesOf = (memberId: bigint) =>
    db
      .selectFrom('agent_payout_lines as l')
      .innerJoin('agent_settlement_runs as r', 'r.id', 'l.run_id')
      .select([
        'l.id',
        'l.amount',
        'l.gross',
        'l.base',
        'l.rate_bp',
        'l.status',
        'l.passed_down',
        'r.kind',
        'r.period',
      ])
      .where('l.member_id', '=', memberId)
      .orderBy('l.id', 'desc')
      .execute();

  /** What the ledger credited a member's main wallet as agent income. */
  const incomeOf = async (memberId: bigint) =>
    (
      await db
        .selectFrom('ledger_entries as e')
        .innerJoin('ledger_transfers as tr', 'tr.id', 'e.transfer_id')
        .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('e.amount'), eb.val('0')).as('total'))
        .where('tr.type', '=', 'AGENT_INCOME')
        .where('a.member_id', '=', memberId)
        .executeTakeFirstOrThrow()
    ).total;

  return {
    clock,
    service,
    payouts,
    releaseDelay,
    merchantId,
    member,
    contract,
    houseTerms,
    moveTo,
    settleOnlyThis,
    bet,
    linesOf,
    incomeOf,
    prefix,
  };
}
