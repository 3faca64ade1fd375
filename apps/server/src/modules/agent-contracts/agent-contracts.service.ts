import type { z } from 'zod';
import {
  CONTRACT_KINDS,
  type AgentContract,
  type ConsolidatedContractResponse,
  type ContractKind,
  type ContractTerms,
  type DividendPeriod,
  type contractHistoryResponse,
  type givenContractsQuery,
  type receivedContractsQuery,
  type respondContractRequest,
} from '@bet/contracts/agent/agent-contracts';
import { ErrorCodes } from '@bet/contracts/error-codes';
import type { Db } from '../../db/create-db.js';
import { AppError } from '../../shared/app-error.js';
import { pageOf } from '../../shared/paging.js';
import { isAgent, type MemberIdentity } from '../identity/session.service.js';
import * as repo from './agent-contracts.repo.js';
import * as settingsRepo from './contract-settings.repo.js';
import { fromBp, maxRateBp, toContract } from './contract-view.js';

/** The whitelabel switch of each kind (the modId of its offer route). */
export const KIND_MODULES: Record<ContractKind, string> = {
  DIVIDEND: 'SIGNCONDIV3',
  DAILY_WAGE: 'DAILYSALCONT3',
  HOURLY_SALARY: 'HOURSAL3',
  REALTIME_SALARY: 'RTSALARY3',
};

const assertAgent = (me: MemberIdentity) => {
  if (!isAgent(me.type)) throw new AppError(ErrorCodes.agentNotAgent, 'agents only');
};

/**
 * A dividend runs on its upline's own period (decision 0038): settlement pays a downline only in the
 * runs its upline takes part in, so on another period it would be paid nothing.
 */
const assertSamePeriod = (offered: ContractTerms, held: ContractTerms) => {
  if (offered.kind === 'DIVIDEND' && held.kind === 'DIVIDEND' && offered.period !== held.period)
    throw new AppError(ErrorCodes.contractDividendPeriodMismatch, `dividends you offer run ${held.period}`, {
      period: held.period,
    });
};

/**
 * Contract states (issue 15 lane B; spec §4): offer, accept/reject, terminate, the lower-rate rule.
 * Each change runs in one transaction with the members involved locked, always ancestor before
 * descendant (an offer: offerer then downline; an answer: upline then accepter), writes an event row, and the partial unique indexes keep one
 * PENDING and one ACTIVE contract per (downline, kind) even if a lock were missed.
 */
export class AgentContractsService {
  constructor(private readonly d: { db: Db }) {}

  /**
   * The terms a member holds of a kind, and so passes down: its ACTIVE contract's, or the house's
   * top-level terms when it has no agent upline; null when it holds neither.
   */
  async heldTerms(
    db: Db,
    merchantId: number,
    member: repo.MemberRef,
    kind: ContractKind,
  ): Promise<{ maxRateBp: number; terms: ContractTerms } | null> {
    const upline = member.upline_id === null ? undefined : await repo.findMember(db, member.upline_id);
    const held =
      !upline || !isAgent(upline.type)
        ? await settingsRepo.topTermsOf(db, merchantId, kind)
        : await repo.contractOf(db, member.id, kind, 'ACTIVE');
    return held ? { maxRateBp: held.max_rate_bp, terms: held.terms as ContractTerms } : null;
  }

  /** The highest rate (bp) a member may hold or pass down of a kind (see heldTerms); null: none. */
  async ceilingBp(
    db: Db,
    merchantId: number,
    member: repo.MemberRef,
    kind: ContractKind,
  ): Promise<number | null> {
    return (await this.heldTerms(db, merchantId, member, kind))?.maxRateBp ?? null;
  }

  async offer(me: MemberIdentity, downlineName: string, terms: ContractTerms): Promise<AgentContract> {
    assertAgent(me);
    const rateBp = maxRateBp(terms);
    const id = await this.d.db.transaction().execute(async (trx) => {
      const self = await repo.lockMember(trx, me.memberId);
      if (!self) throw new AppError(ErrorCodes.notLoggedIn, 'no such member');
      const downline = await repo.lockMemberByName(trx, me.merchantId, downlineName);
      if (downline && (downline.id === self.id || downline.id === self.upline_id))
        throw new AppError(ErrorCodes.contractOwnRate, 'a downline never sets its own rate');
      if (!downline || downline.upline_id !== self.id)
        throw new AppError(ErrorCodes.contractNotDirectDownline, 'not a direct downline of yours');
      if (!isAgent(downline.type))
        throw new AppError(ErrorCodes.contractDownlineNotAgent, 'contracts are for agents');
      const held = await this.heldTerms(trx, me.merchantId, self, terms.kind);
      if (held === null)
        throw new AppError(ErrorCodes.contractNoUplineTerms, 'you hold no terms of that kind');
      if (rateBp > held.maxRateBp)
        throw new AppError(ErrorCodes.contractRateAboveUpline, 'above your own rate');
      assertSamePeriod(terms, held.terms);
      const pending = await repo.contractOf(trx, downline.id, terms.kind, 'PENDING');
      if (pending) {
        await repo.setState(trx, pending.id, 'REPLACED');
        await repo.insertEvent(trx, {
          contractId: pending.id,
          state: 'REPLACED',
          actor: me.username,
          note: 'a newer offer',
        });
      }
      const created = await repo.insertContract(trx, {
        merchantId: me.merchantId,
        kind: terms.kind,
        uplineId: self.id,
        memberId: downline.id,
        terms,
        maxRateBp: rateBp,
      });
      await repo.insertEvent(trx, { contractId: created, state: 'PENDING', actor: me.username });
      return created;
    });
    return this.view(me.merchantId, id);
  }

  async respond(me: MemberIdentity, body: z.output<typeof respondContractRequest>): Promise<AgentContract> {
    assertAgent(me);
    const id = BigInt(body.contractId);
    await this.d.db.transaction().execute(async (trx) => {
      const found = await repo.findContract(trx, me.merchantId, id);
      if (!found) throw new AppError(ErrorCodes.contractNotFound, 'no such contract');
      if (found.member_id !== me.memberId)
        throw new AppError(ErrorCodes.contractNotOffered, 'not offered to you');
      // Ancestor before descendant, as an offer locks: an answer and an offer or answer above never deadlock.
      await repo.lockMember(trx, found.upline_id);
      const self = await repo.lockMember(trx, me.memberId);
      const contract = await repo.lockContract(trx, me.merchantId, id);
      if (!self || !contract) throw new AppError(ErrorCodes.contractNotFound, 'no such contract');
      if (contract.state !== 'PENDING') throw new AppError(ErrorCodes.contractNotPending, 'already answered');
      if (!body.accept) {
        await repo.setState(trx, id, 'REJECTED', { decided: true });
        await repo.insertEvent(trx, { contractId: id, state: 'REJECTED', actor: me.username });
        return;
      }
      // The upline's own rate may have fallen since it offered (it accepted a lower one).
      const upline = await repo.findMember(trx, contract.upline_id);
      const held = upline ? await this.heldTerms(trx, me.merchantId, upline, contract.kind) : null;
      if (held === null || contract.max_rate_bp > held.maxRateBp)
        throw new AppError(ErrorCodes.contractRateAboveUpline, "above your upline's own rate");
      // …and its dividend period may have changed (the house's terms did).
      assertSamePeriod(contract.terms, held.terms);
      const ending = await repo.givenAbove(trx, self.id, contract.kind, contract.max_rate_bp);
      if (ending.length > 0 && !body.confirmEndDownlines)
        throw new AppError(ErrorCodes.contractAcceptEndsDownlines, 'contracts you gave would end', {
          contracts: ending.map(toContract),
        });
      for (const given of ending) {
        await repo.setState(trx, given.id, 'ENDED', { ended: true });
        await repo.insertEvent(trx, {
          contractId: given.id,
          state: 'ENDED',
          actor: 'system',
          note: `${me.username} accepted a lower rate (contract ${body.contractId})`,
        });
      }
      const previous = await repo.contractOf(trx, self.id, contract.kind, 'ACTIVE');
      if (previous) {
        await repo.setState(trx, previous.id, 'REPLACED', { ended: true });
        await repo.insertEvent(trx, {
          contractId: previous.id,
          state: 'REPLACED',
          actor: me.username,
          note: `replaced by contract ${body.contractId}`,
        });
      }
      await repo.setState(trx, id, 'ACTIVE', { decided: true });
      await repo.insertEvent(trx, { contractId: id, state: 'ACTIVE', actor: me.username });
    });
    return this.view(me.merchantId, id);
  }

  /** The upline ends an ACTIVE contract it gave; settlement pays through the period of `endsAt`. */
  async terminate(me: MemberIdentity, contractId: number): Promise<AgentContract> {
    assertAgent(me);
    const id = BigInt(contractId);
    await this.d.db.transaction().execute(async (trx) => {
      await repo.lockMember(trx, me.memberId);
      const contract = await repo.lockContract(trx, me.merchantId, id);
      if (!contract) throw new AppError(ErrorCodes.contractNotFound, 'no such contract');
      if (contract.upline_id !== me.memberId)
        throw new AppError(ErrorCodes.contractNotUpline, 'not your contract to end');
      if (contract.state !== 'ACTIVE') throw new AppError(ErrorCodes.contractNotActive, 'not active');
      await repo.setState(trx, id, 'TERMINATED', { ended: true });
      await repo.insertEvent(trx, { contractId: id, state: 'TERMINATED', actor: me.username });
    });
    return this.view(me.merchantId, id);
  }

  async consolidated(
    me: MemberIdentity,
    moduleOn: (modId: string) => boolean,
  ): Promise<ConsolidatedContractResponse> {
    assertAgent(me);
    const { db } = this.d;
    const [received, given, self] = await Promise.all([
      repo.contractsWith(db, 'received', me.memberId, ['PENDING', 'ACTIVE']),
      repo.contractsWith(db, 'given', me.memberId, ['PENDING', 'ACTIVE']),
      repo.findMember(db, me.memberId),
    ]);
    const pending = (kind: ContractKind) =>
      received.some((c) => c.kind === kind && c.state === 'PENDING') ? 1 : 0;
    const active = (kind: ContractKind) => {
      const row = received.find((c) => c.kind === kind && c.state === 'ACTIVE');
      return row ? toContract(row) : null;
    };
    const canOffer = {} as Record<ContractKind, boolean>;
    const ceilings = {} as Record<ContractKind, number | null>;
    let dividendPeriod: DividendPeriod | null = null;
    for (const kind of CONTRACT_KINDS) {
      const held = self ? await this.heldTerms(db, me.merchantId, self, kind) : null;
      ceilings[kind] = held === null ? null : fromBp(held.maxRateBp);
      canOffer[kind] = moduleOn(KIND_MODULES[kind]) && held !== null;
      if (held?.terms.kind === 'DIVIDEND') dividendPeriod = held.terms.period;
    }
    return {
      dailysalreqtype: pending('DAILY_WAGE'),
      divtypereq: pending('DIVIDEND'),
      contracthoursalreq: pending('HOURLY_SALARY'),
      realtimesalreqtype: pending('REALTIME_SALARY'),
      contractmrdailysalinfotype: active('DAILY_WAGE'),
      contracthoursalinfo: active('HOURLY_SALARY'),
      dailysalinfotype: active('DAILY_WAGE'),
      realtimesalinfotype: active('REALTIME_SALARY'),
      divtypeinfo: active('DIVIDEND'),
      received: received.map(toContract),
      given: given.map(toContract),
      canOffer,
      ceilings,
      dividendPeriod,
    };
  }

  async dailySalary(me: MemberIdentity) {
    assertAgent(me);
    const { db } = this.d;
    const [mine, pending, given] = await Promise.all([
      repo.contractOf(db, me.memberId, 'DAILY_WAGE', 'ACTIVE'),
      repo.contractOf(db, me.memberId, 'DAILY_WAGE', 'PENDING'),
      repo.contractsWith(db, 'given', me.memberId, ['PENDING', 'ACTIVE'], 'DAILY_WAGE'),
    ]);
    return {
      mine: mine ? toContract(mine) : null,
      pending: pending ? toContract(pending) : null,
      given: given.map(toContract),
    };
  }

  async given(me: MemberIdentity, q: z.output<typeof givenContractsQuery>) {
    assertAgent(me);
    const filter: repo.ContractFilter = {
      merchantId: me.merchantId,
      uplineId: me.memberId,
      kind: q.kind,
      state: q.state,
    };
    if (q.downline) {
      const downline = await repo.memberByName(this.d.db, me.merchantId, q.downline);
      if (!downline) return pageOf([], 0, q.pageNo, q.pageSize);
      filter.memberId = downline.id;
    }
    return this.page(filter, q);
  }

  async received(me: MemberIdentity, q: z.output<typeof receivedContractsQuery>) {
    assertAgent(me);
    return this.page({ merchantId: me.merchantId, memberId: me.memberId, kind: q.kind, state: q.state }, q);
  }

  /** A contract's history, to its upline or downline only (anyone else: not found). */
  async history(me: MemberIdentity, contractId: number): Promise<z.output<typeof contractHistoryResponse>> {
    assertAgent(me);
    const row = await repo.findContract(this.d.db, me.merchantId, BigInt(contractId));
    if (!row || (row.upline_id !== me.memberId && row.member_id !== me.memberId))
      throw new AppError(ErrorCodes.contractNotFound, 'no such contract');
    return this.historyOf(row);
  }

  async historyOf(row: repo.ContractRow): Promise<z.output<typeof contractHistoryResponse>> {
    const events = await repo.contractEvents(this.d.db, row.id);
    return {
      contract: toContract(row),
      history: events.map((e) => ({
        state: e.state,
        at: new Date(e.at).getTime(),
        by: e.actor,
        note: e.note,
      })),
    };
  }

  async page(filter: repo.ContractFilter, q: { pageNo: number; pageSize: number }) {
    const { list, total } = await repo.listContracts(this.d.db, filter, {
      limit: q.pageSize,
      offset: (q.pageNo - 1) * q.pageSize,
    });
    return pageOf(list.map(toContract), total, q.pageNo, q.pageSize);
  }

  private async view(merchantId: number, id: bigint): Promise<AgentContract> {
    const row = await repo.findContract(this.d.db, merchantId, id);
    if (!row) throw new AppError(ErrorCodes.contractNotFound, 'no such contract');
    return toContract(row);
  }
}
