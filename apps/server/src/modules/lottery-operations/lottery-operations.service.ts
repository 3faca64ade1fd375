import type { z } from 'zod';
import { ErrorCodes } from '@bet/contracts/error-codes';
import type {
  LotteryResultProposal,
  lotteryDrawsQuery,
  proposeLotteryResultRequest,
  setLotteryScheduleRequest,
  setLotteryTermsRequest,
  voidLotteryDrawRequest,
} from '@bet/contracts/operator/operator-lottery';
import { fromMinor, toMinor } from '@bet/contracts/wallet/amount';
import type { Db } from '../../db/create-db.js';
import { AppError } from '../../shared/app-error.js';
import { writeAudit } from '../audit/audit.repo.js';
import type { Actor } from '../operator/operator-settings.service.js';
import * as repo from './lottery-operations.repo.js';
import type { LotteryVendorCalls, VendorSchedule, VendorTerm } from './lottery-vendor-calls.js';

const money = (minor: string) => fromMinor(BigInt(minor));
const termOut = (t: VendorTerm) => ({
  ...t,
  minBet: money(t.minBet),
  maxBet: money(t.maxBet),
  maxExposure: money(t.maxExposure),
});
const scheduleOut = (s: VendorSchedule) => ({ ...s, layout: s.layout ?? [] });
const at = (d: Date | string | null) => (d === null ? null : new Date(d).getTime());
const proposalOut = (p: repo.ProposalRow): LotteryResultProposal => ({
  id: p.id,
  game: p.game_code,
  issue: p.issue,
  // jsonb comes back parsed from both drivers; a string is the JSON text of an older driver.
  result: typeof p.result === 'string' ? (JSON.parse(p.result) as string[]) : p.result,
  status: p.status,
  proposedBy: p.proposed_by_name,
  proposedAt: at(p.proposed_at)!,
  approvedBy: p.approved_by_name,
  approvedAt: at(p.approved_at),
});

/**
 * The house lottery as the platform's operators manage it (issue 16 item 5), through the vendor's
 * signed API only: terms per play type, schedules, draws with this operator's profit and loss,
 * voiding a draw, and hand-entered results that a second operator approves before the vendor gets
 * them. Every change is written to the audit log.
 */
export class LotteryOperationsService {
  constructor(private readonly d: { db: Db; vendor: LotteryVendorCalls }) {}

  private audit(merchantId: number, who: Actor, action: string, detail: object) {
    return writeAudit(this.d.db, {
      actorType: 'operator',
      actorId: String(who.operatorId),
      merchantId,
      action,
      detail: detail as Record<string, unknown>,
      ip: who.ip,
    });
  }

  async terms(merchantId: number) {
    return { terms: (await this.d.vendor.terms(merchantId)).map(termOut) };
  }

  async setTerms(merchantId: number, body: z.output<typeof setLotteryTermsRequest>, who: Actor) {
    const before = (await this.d.vendor.terms(merchantId)).find(
      (t) => t.game === body.game && t.playType === body.playType,
    );
    const saved = await this.d.vendor.setTerms(merchantId, {
      ...body,
      minBet: toMinor(body.minBet).toString(),
      maxBet: toMinor(body.maxBet).toString(),
      maxExposure: toMinor(body.maxExposure).toString(),
    });
    await this.audit(merchantId, who, 'lottery.terms.set', {
      ...body,
      before: before ? termOut({ ...before, odds: {} }) : null,
    });
    return termOut(saved);
  }

  async schedules(merchantId: number) {
    return { schedules: (await this.d.vendor.schedules(merchantId)).map(scheduleOut) };
  }

  async setSchedule(merchantId: number, body: z.output<typeof setLotteryScheduleRequest>, who: Actor) {
    const before = (await this.d.vendor.schedules(merchantId)).find((s) => s.game === body.game);
    const saved = await this.d.vendor.setSchedule(merchantId, body);
    await this.audit(merchantId, who, 'lottery.schedule.set', {
      ...body,
      before: before
        ? { enabled: before.enabled, closeSeconds: before.closeSeconds, resultSource: before.resultSource }
        : null,
    });
    return scheduleOut(saved);
  }

  async draws(merchantId: number, q: z.output<typeof lotteryDrawsQuery>) {
    const page = await this.d.vendor.draws(merchantId, q);
    return {
      list: page.draws.map((d) => ({
        ...d,
        stake: money(d.stake),
        payout: money(d.payout),
        profit: fromMinor(BigInt(d.profit)),
      })),
      totalCount: page.totalCount,
      totalPages: Math.ceil(page.totalCount / q.pageSize),
      pageNo: q.pageNo,
    };
  }

  /** Voids a draw at the vendor: every bet on it is refunded (the vendor's answer counts them). */
  async voidDraw(merchantId: number, body: z.output<typeof voidLotteryDrawRequest>, who: Actor) {
    const voided = await this.d.vendor.voidDraw(merchantId, body.game, body.issue);
    await this.audit(merchantId, who, 'lottery.draw.void', { ...body, refunded: voided.refunded });
    return voided;
  }

  /**
   * The first operator's half of a hand-entered result: checked against the game's layout now (a
   * wrong count or length is refused at once) and kept until a different operator approves it.
   */
  async propose(merchantId: number, body: z.output<typeof proposeLotteryResultRequest>, who: Actor) {
    const game = (await this.d.vendor.schedules(merchantId)).find((s) => s.game === body.game);
    if (!game) throw new AppError(ErrorCodes.gameNotFound, 'no such lottery game');
    const digits = (game.layout ?? []).flatMap((t) => Array.from({ length: t.count }, () => t.digits));
    if (
      game.group === 'ELOTT' ||
      digits.length !== body.result.length ||
      body.result.some((n, i) => n.length !== digits[i])
    )
      throw new AppError(ErrorCodes.lotteryContentInvalid, 'the result does not fit the game');
    const id = await this.d.db
      .transaction()
      .execute((trx) => repo.propose(trx, { merchantId, ...body, operatorId: who.operatorId }));
    await this.audit(merchantId, who, 'lottery.result.propose', { id, ...body });
    return proposalOut((await repo.findProposal(this.d.db, merchantId, id))!);
  }

  async pending(merchantId: number) {
    return { list: (await repo.pendingProposals(this.d.db, merchantId)).map(proposalOut) };
  }

  /** The second operator's half: only then does the vendor get the result (and settle the draw). */
  async approve(merchantId: number, id: number, who: Actor) {
    const found = await repo.findProposal(this.d.db, merchantId, id);
    if (!found || found.status !== 'PENDING')
      throw new AppError(ErrorCodes.lotteryResultNotFound, 'no such pending proposal');
    if (found.proposed_by === who.operatorId)
      throw new AppError(ErrorCodes.lotteryResultSameOperator, 'a different operator must approve');
    if (!(await repo.claimForApproval(this.d.db, merchantId, id, who.operatorId)))
      throw new AppError(ErrorCodes.lotteryResultNotFound, 'the proposal was approved or replaced meanwhile');
    const proposal = proposalOut(found);
    let entered;
    try {
      entered = await this.d.vendor.enterResult(merchantId, proposal.game, proposal.issue, proposal.result);
    } catch (error) {
      await repo.releaseApproval(this.d.db, id);
      throw error;
    }
    await this.audit(merchantId, who, 'lottery.result.approve', {
      id,
      game: proposal.game,
      issue: proposal.issue,
      result: proposal.result,
      proposedBy: proposal.proposedBy,
    });
    return {
      proposal: proposalOut((await repo.findProposal(this.d.db, merchantId, id))!),
      draw: entered.draw,
    };
  }
}
