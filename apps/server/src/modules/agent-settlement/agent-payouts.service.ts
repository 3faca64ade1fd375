import type { z } from 'zod';
import type { IncomeLine, incomeQuery } from '@bet/contracts/agent/agent-contracts';
import { ErrorCodes } from '@bet/contracts/error-codes';
import type {
  OperatorPayoutLine,
  SettlementRun,
  settlementLinesQuery,
  settlementRunsQuery,
} from '@bet/contracts/operator/operator-agents';
import { fromMinor } from '@bet/contracts/wallet/amount';
import type { Db } from '../../db/create-db.js';
import { AppError } from '../../shared/app-error.js';
import { pageOf, rangeOf } from '../../shared/paging.js';
import { writeAudit } from '../audit/audit.repo.js';
import type { MemberIdentity } from '../identity/session.service.js';
import { isAgent } from '../identity/session.service.js';
import type { Actor } from '../operator/operator-settings.service.js';
import * as repo from './agent-payouts.repo.js';
import type { AgentSettlementService } from './agent-settlement.service.js';

const rate = (bp: number) => bp / 100;
const ms = (d: Date) => new Date(d).getTime();

const toIncomeLine = (l: repo.LineRow): IncomeLine => ({
  id: Number(l.id),
  contractId: l.contract_id === null ? 0 : Number(l.contract_id),
  kind: l.kind,
  period: l.period,
  periodStart: ms(l.period_start),
  periodEnd: ms(l.period_end),
  base: fromMinor(l.base),
  rate: rate(l.rate_bp),
  gross: fromMinor(l.gross),
  passedDown: fromMinor(l.passed_down),
  passedDownLines: l.passed_down_lines.map((d) => ({
    downline: d.downline,
    base: fromMinor(BigInt(d.base)),
    rate: rate(d.rateBp),
    amount: fromMinor(BigInt(d.amount)),
  })),
  amount: fromMinor(l.amount),
  status: l.status,
  paidAt: l.paid_at === null ? null : ms(l.paid_at),
});

const toOperatorLine = (l: repo.LineRow): OperatorPayoutLine => ({
  ...toIncomeLine(l),
  runId: Number(l.run_id),
  agent: l.agent,
  holdReason: l.hold_reason,
  heldBy: l.held_by,
});

/**
 * Payout lines as agents and operators see them: an agent's income with the calculation; the
 * operator's settlement runs, their lines (the preview while they wait for the release delay), and
 * holds (configure) and releases (moveMoney), both audited.
 */
export class AgentPayoutsService {
  constructor(private readonly d: { db: Db; settlement: AgentSettlementService }) {}

  async income(me: MemberIdentity, q: z.output<typeof incomeQuery>) {
    if (!isAgent(me.type)) throw new AppError(ErrorCodes.agentNotAgent, 'agents only');
    const { rows, count, total } = await repo.memberLines(this.d.db, {
      memberId: BigInt(me.memberId),
      kind: q.kind,
      ...rangeOf(q),
      offset: (q.pageNo - 1) * q.pageSize,
      limit: q.pageSize,
    });
    return { ...pageOf(rows.map(toIncomeLine), count, q.pageNo, q.pageSize), total: fromMinor(total) };
  }

  async runs(merchantId: number, q: z.output<typeof settlementRunsQuery>) {
    const { rows, count } = await repo.listRuns(this.d.db, {
      merchantId,
      kind: q.kind,
      ...rangeOf(q),
      offset: (q.pageNo - 1) * q.pageSize,
      limit: q.pageSize,
    });
    const list: SettlementRun[] = rows.map((r) => ({
      id: Number(r.id),
      kind: r.kind,
      period: r.period,
      periodStart: ms(r.period_start),
      periodEnd: ms(r.period_end),
      settledAt: ms(r.settled_at),
      releaseAt: ms(r.release_at),
      lines: Number(r.lines),
      total: fromMinor(BigInt(r.total)),
      pending: Number(r.pending),
      held: Number(r.held),
      heldAmount: fromMinor(BigInt(r.held_amount)),
      paid: Number(r.paid),
      paidAmount: fromMinor(BigInt(r.paid_amount)),
    }));
    return pageOf(list, count, q.pageNo, q.pageSize);
  }

  async lines(merchantId: number, q: z.output<typeof settlementLinesQuery>) {
    const { rows, count } = await repo.runLines(this.d.db, {
      merchantId,
      runId: BigInt(q.runId),
      status: q.status,
      offset: (q.pageNo - 1) * q.pageSize,
      limit: q.pageSize,
    });
    return pageOf(rows.map(toOperatorLine), count, q.pageNo, q.pageSize);
  }

  /** Holds a PENDING line: it is not paid until released. */
  async hold(merchantId: number, lineId: number, reason: string, actor: Actor): Promise<OperatorPayoutLine> {
    await this.d.db.transaction().execute(async (trx) => {
      const line = await repo.lockLine(trx, merchantId, BigInt(lineId));
      if (!line) throw new AppError(ErrorCodes.contractLineNotFound, 'no such payout line');
      if (line.status !== 'PENDING') throw new AppError(ErrorCodes.contractLineNotPending, 'not waiting');
      await repo.setHold(trx, line.id, { status: 'HELD', reason, by: `operator:${actor.operatorId}` });
      await this.audit(trx, merchantId, actor, 'agents.payout.hold', line, reason);
    });
    return this.view(merchantId, lineId);
  }

  /** Releases a HELD line: paid at once when its release time has passed, else when it comes. */
  async release(
    merchantId: number,
    lineId: number,
    reason: string,
    actor: Actor,
  ): Promise<OperatorPayoutLine> {
    await this.d.db.transaction().execute(async (trx) => {
      const line = await repo.lockLine(trx, merchantId, BigInt(lineId));
      if (!line) throw new AppError(ErrorCodes.contractLineNotFound, 'no such payout line');
      if (line.status !== 'HELD') throw new AppError(ErrorCodes.contractLineNotHeld, 'not held');
      await repo.setHold(trx, line.id, { status: 'PENDING', reason: null, by: null });
      await this.audit(trx, merchantId, actor, 'agents.payout.release', line, reason);
    });
    await this.d.settlement.releaseDue();
    return this.view(merchantId, lineId);
  }

  private async view(merchantId: number, lineId: number): Promise<OperatorPayoutLine> {
    const line = await repo.findLine(this.d.db, merchantId, BigInt(lineId));
    if (!line) throw new AppError(ErrorCodes.contractLineNotFound, 'no such payout line');
    return toOperatorLine(line);
  }

  private audit(
    trx: Db,
    merchantId: number,
    actor: Actor,
    action: string,
    line: repo.LineRow,
    reason: string,
  ) {
    return writeAudit(trx, {
      actorType: 'operator',
      actorId: String(actor.operatorId),
      merchantId,
      action,
      detail: {
        lineId: String(line.id),
        agent: line.agent,
        period: line.period,
        amount: fromMinor(line.amount),
        reason,
      },
      ip: actor.ip,
    });
  }
}
