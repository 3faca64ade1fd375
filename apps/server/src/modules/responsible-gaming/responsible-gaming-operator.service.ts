import type { z } from 'zod';
import { ErrorCodes } from '@bet/contracts/error-codes';
import type {
  RgHelpLinksResponse,
  RgPlayerDetail,
  rgPlayersQuery,
  rgPlayersResponse,
  rgRefusalsQuery,
  rgRefusalsResponse,
  rgSaveHelpLinksRequest,
} from '@bet/contracts/operator/operator-responsible-gaming';
import type { LimitKind, LimitPeriod } from '@bet/contracts/responsible-gaming/responsible-gaming';
import { fromMinor } from '@bet/contracts/wallet/amount';
import type { Db } from '../../db/create-db.js';
import { AppError } from '../../shared/app-error.js';
import { pageOf } from '../../shared/paging.js';
import { writeAudit } from '../audit/audit.repo.js';
import type { HarmMarkers } from './harm-markers.service.js';
import { limitView, wireValue, type LimitUse, type PlayLimits } from './play-limits.js';
import * as repo from './responsible-gaming-operator.repo.js';
import { findHelpLinks, replaceHelpLinks } from './responsible-gaming.repo.js';
import { exclusionViewOf, type ResponsibleGamingService } from './responsible-gaming.service.js';

type Page<S extends z.ZodType> = z.output<S>;
const valueOf = (kind: LimitKind, v: bigint | string | null) =>
  v === null ? null : wireValue(kind, BigInt(v));

/**
 * The operator's view of responsible gaming (issue 20): who has limits or an exclusion running,
 * a player's limits with their history, exclusions and refusals, the report of refusals, and
 * adding a self-exclusion (which can never be taken off early, by anyone).
 */
export class ResponsibleGamingOperatorService {
  constructor(
    private readonly d: {
      db: Db;
      limits: PlayLimits;
      rg: ResponsibleGamingService;
      harmMarkers: HarmMarkers;
      now: () => Date;
    },
  ) {}

  async players(
    merchantId: number,
    q: z.output<typeof rgPlayersQuery>,
  ): Promise<Page<typeof rgPlayersResponse>> {
    const now = this.d.now();
    const offset = (q.pageNo - 1) * q.pageSize;
    const { rows, total } = await repo.findRgPlayers(this.d.db, {
      merchantId,
      ...q,
      now,
      offset,
      limit: q.pageSize,
    });
    const list = [];
    for (const row of rows)
      list.push({
        memberId: String(row.id),
        username: row.username,
        limits: Number(row.limits),
        pendingChanges: Number(row.pending),
        exclusion: await this.d.rg.activeExclusion(BigInt(row.id)),
        lastChangeAt: row.last_change_at ? new Date(row.last_change_at).getTime() : null,
      });
    return pageOf(list, total, q.pageNo, q.pageSize);
  }

  async player(merchantId: number, memberIdText: string): Promise<RgPlayerDetail> {
    const memberId = BigInt(memberIdText);
    const member = await repo.findMemberOf(this.d.db, merchantId, memberId);
    if (!member) throw new AppError(ErrorCodes.notFound, 'no such player');
    const uses: LimitUse[] = await this.d.limits.usage(this.d.db, { merchantId, memberId });
    const changes = await repo.listLimitChanges(this.d.db, memberId);
    const exclusions = await repo.listExclusions(this.d.db, memberId);
    const refusals = await repo.listRefusals(this.d.db, { merchantId, memberId, offset: 0, limit: 50 });
    return {
      memberId: memberIdText,
      username: member.username,
      limits: uses.map(limitView),
      changes: changes.map((c) => ({
        kind: c.kind as LimitKind,
        period: c.period as LimitPeriod,
        oldValue: valueOf(c.kind as LimitKind, c.old_value),
        newValue: valueOf(c.kind as LimitKind, c.new_value),
        requestedBy: c.requested_by,
        requestedAt: c.requested_at.getTime(),
        effectiveAt: c.effective_at.getTime(),
        cancelledAt: c.cancelled_at?.getTime() ?? null,
      })),
      exclusions: exclusions.map((e) => ({
        ...exclusionViewOf(e, this.d.now()),
        setBy: e.set_by,
        reason: e.reason,
      })),
      refusals: refusals.rows.map(refusalView),
      reviews: await this.d.harmMarkers.ofPlayer(merchantId, memberId),
    };
  }

  async addExclusion(
    merchantId: number,
    body: { memberId: string; period: '6M' | '1Y' | '5Y' | 'PERMANENT'; reason: string },
    who: { operatorId: number; username: string; ip: string },
  ): Promise<RgPlayerDetail> {
    const member = await repo.findMemberOf(this.d.db, merchantId, BigInt(body.memberId));
    if (!member) throw new AppError(ErrorCodes.notFound, 'no such player');
    await this.d.rg.startExclusion(
      merchantId,
      member.id,
      { kind: 'SELF_EXCLUSION', period: body.period },
      { by: `operator:${who.username}`, actorId: String(who.operatorId), ip: who.ip, reason: body.reason },
    );
    return this.player(merchantId, body.memberId);
  }

  /** The help organisations the merchant's players see, in order. */
  async helpLinks(merchantId: number): Promise<RgHelpLinksResponse> {
    return { links: await findHelpLinks(this.d.db, merchantId) };
  }

  /** Replaces the help organisations, audited. */
  async saveHelpLinks(
    merchantId: number,
    body: z.output<typeof rgSaveHelpLinksRequest>,
    who: { operatorId: number; ip: string },
  ): Promise<RgHelpLinksResponse> {
    await this.d.db.transaction().execute(async (trx) => {
      await replaceHelpLinks(trx, merchantId, body.links);
      await writeAudit(trx, {
        actorType: 'operator',
        actorId: String(who.operatorId),
        merchantId,
        action: 'rg.help-links',
        detail: { links: body.links.length },
        ip: who.ip,
      });
    });
    return this.helpLinks(merchantId);
  }

  async refusals(
    merchantId: number,
    q: z.output<typeof rgRefusalsQuery>,
  ): Promise<Page<typeof rgRefusalsResponse>> {
    const offset = (q.pageNo - 1) * q.pageSize;
    const { rows, total } = await repo.listRefusals(this.d.db, {
      merchantId,
      kind: q.kind,
      offset,
      limit: q.pageSize,
    });
    return pageOf(rows.map(refusalView), total, q.pageNo, q.pageSize);
  }
}

function refusalView(r: Awaited<ReturnType<typeof repo.listRefusals>>['rows'][number]) {
  return {
    id: String(r.id),
    memberId: String(r.member_id),
    username: r.username,
    kind: r.kind as LimitKind,
    period: r.period as LimitPeriod,
    action: r.action,
    amount: r.amount === null ? null : fromMinor(BigInt(r.amount)),
    at: r.at.getTime(),
  };
}
