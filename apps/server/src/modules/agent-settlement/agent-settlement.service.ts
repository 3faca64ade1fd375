import type { ContractKind } from '@bet/contracts/agent/agent-contracts';
import type { Db } from '../../db/create-db.js';
import type { Clock } from '../../shared/clock.js';
import { house, mainWallet, move } from '../ledger/ledger-accounts.js';
import { postTransfersInTransaction } from '../ledger/ledger.service.js';
import { DEFAULT_RELEASE_DELAY_MINUTES } from '../agent-contracts/agent-contracts-operator.service.js';
import { releaseDelay } from '../agent-contracts/contract-settings.repo.js';
import * as payouts from './agent-payouts.repo.js';
import * as repo from './agent-settlement.repo.js';
import { closedPeriods, periodAt, type PeriodType } from './contract-periods.js';
import { settlePeriod } from './settle-period.js';
import { settleRealTime } from './settle-real-time.js';

/** The period kinds and the period types each settles in. */
const PERIOD_RUNS: { kind: ContractKind; type: PeriodType }[] = [
  { kind: 'DAILY_WAGE', type: 'D' },
  { kind: 'HOURLY_SALARY', type: 'HOUR' },
  { kind: 'DIVIDEND', type: 'D' },
  { kind: 'DIVIDEND', type: 'W' },
  { kind: 'DIVIDEND', type: 'H' },
  { kind: 'DIVIDEND', type: 'M' },
];
/** Periods one run catches up at most per kind (a long outage drains over several runs). */
const CATCH_UP = 48;
const RELEASE_BATCH = 500;

export interface SettlementResult {
  accrued: boolean;
  lines: number;
  paid: number;
}

/**
 * Contract settlement (issue 15 item 5; decision 0038): accrues settled bets, settles every
 * closed period once, and pays the lines whose release time has come — each line one ledger
 * transfer from the house's agent-commission account, keyed `contract:<id>:<period>`.
 */
export class AgentSettlementService {
  constructor(private readonly d: { db: Db; timeZone: string; clock: Clock }) {}

  /** One scheduler run: accrue, settle what closed, release what is due. Safe to run twice. */
  async runDue(): Promise<SettlementResult> {
    await this.accrue();
    let lines = 0;
    const now = new Date(this.d.clock.now());
    for (const merchantId of await repo.settlingMerchants(this.d.db))
      for (const { kind, type } of PERIOD_RUNS) {
        const since = await repo.lastRunEnd(this.d.db, merchantId, kind, type);
        for (const period of closedPeriods(type, this.d.timeZone, now, since, CATCH_UP))
          lines += await this.d.db.transaction().execute(async (trx) => {
            await this.accrueLocked(trx);
            return settlePeriod(trx, {
              merchantId,
              kind,
              period,
              settledAt: new Date(this.d.clock.now()),
              releaseAt: await this.releaseAt(trx, merchantId),
            });
          });
      }
    lines += await this.settleRealTime(now);
    return { accrued: true, lines, paid: await this.releaseDue() };
  }

  /** Moves the bets settled since the last accrual into their members' slots. */
  accrue(): Promise<void> {
    return this.d.db.transaction().execute((trx) => this.accrueLocked(trx));
  }

  private async accrueLocked(trx: Db): Promise<void> {
    const feed = await repo.lockFeed(trx, 'accrual');
    const upper = await repo.feedUpper(trx);
    await repo.accrue(trx, feed.bound, upper);
    await repo.moveFeed(trx, 'accrual', { bound: upper });
  }

  /** The last closed 5-minute slot, unless settled: every bet the feed brought since the last one. */
  private settleRealTime(now: Date): Promise<number> {
    const slot = periodAt('SLOT5', this.d.timeZone, new Date(now.getTime() - 300_000));
    return this.d.db.transaction().execute(async (trx) => {
      const feed = await repo.lockFeed(trx, 'realtime');
      if (feed.settledThrough.getTime() >= slot.end.getTime()) return 0;
      const upper = await repo.feedUpper(trx);
      const written = await settleRealTime(trx, {
        slot,
        from: feed.bound,
        to: upper,
        settledAt: new Date(this.d.clock.now()),
        releaseAt: (merchantId) => this.releaseAt(trx, merchantId),
      });
      await repo.moveFeed(trx, 'realtime', { bound: upper, settledThrough: slot.end });
      return written;
    });
  }

  private async releaseAt(db: Db, merchantId: number): Promise<Date> {
    const minutes =
      (await releaseDelay(db, merchantId))?.release_delay_minutes ?? DEFAULT_RELEASE_DELAY_MINUTES;
    return new Date(this.d.clock.now() + minutes * 60_000);
  }

  /**
   * Pays every PENDING line whose release time has come, a batch per transaction (one commit for
   * many transfers); answers how many were paid.
   */
  async releaseDue(): Promise<number> {
    let paid = 0;
    for (;;) {
      const now = new Date(this.d.clock.now());
      const batch = await this.d.db.transaction().execute(async (trx) => {
        const due = await payouts.lockDueLines(trx, now, RELEASE_BATCH);
        await this.pay(trx, due);
        return due.length;
      });
      paid += batch;
      if (batch < RELEASE_BATCH) return paid;
    }
  }

  /** One ledger transfer per line (none for a line of 0), keyed by contract and period, all in one statement. */
  private async pay(trx: Db, lines: payouts.LineRow[]): Promise<void> {
    const moving = lines.filter((l) => l.amount > 0n);
    const transfers = await postTransfersInTransaction(
      trx,
      moving.map((line) => ({
        merchantId: line.merchant_id,
        key: `contract:${line.contract_id ?? `house-${line.kind}-${line.member_id}`}:${line.period}`,
        type: 'AGENT_INCOME',
        memberId: line.member_id,
        reference: `${line.kind}:${line.period}`,
        meta: { lineId: String(line.id), runId: String(line.run_id) },
        postings: move(house('AGENT_COMMISSIONS'), mainWallet(line.member_id), line.amount),
      })),
    );
    const transferOf = new Map(moving.map((l, i) => [l.id, transfers[i]!.transferId]));
    await payouts.markPaid(
      trx,
      lines.map((l) => ({ id: l.id, transferId: transferOf.get(l.id) ?? null })),
      new Date(this.d.clock.now()),
    );
  }
}
