import type { z } from 'zod';
import { ErrorCodes, type ErrorCode } from '@bet/contracts/error-codes';
import type {
  OperatorSportsEvent,
  SportsFixtureReason,
  createSportsEventRequest,
  importSportsEventsRequest,
  settleSportsEventRequest,
  sportsEventsQuery,
  sportsScoreRequest,
  sportsSuspendRequest,
  voidSportsEventRequest,
} from '@bet/contracts/operator/operator-sports';
import { VendorError } from '../../adapters/game-vendor/game-vendor.js';
import type { HouseVendorClient } from '../../adapters/game-vendor/house-vendor-client.js';
import { HV } from '../../adapters/game-vendor/house-vendor-protocol.js';
import type { Db } from '../../db/create-db.js';
import { AppError } from '../../shared/app-error.js';
import { writeAudit } from '../audit/audit.repo.js';
import type { Actor } from '../operator/operator-settings.service.js';

/** The vendor's refusals an operator can act on, answered with the same platform code. */
const PASSED_ON: ReadonlySet<string> = new Set<ErrorCode>([
  ErrorCodes.sportsEventInvalid,
  ErrorCodes.requestParamErr,
]);
type Close = { legs: number; bets: number };

/**
 * The house sportsbook as the platform's operators run it (issue 19), through the vendor's signed
 * API only (the HSPORTS client): fixtures by book, creating and importing them, the live score,
 * suspending, settling and voiding. Every change is written to the audit log.
 */
export class SportsOperationsService {
  constructor(private readonly d: { db: Db; client: HouseVendorClient | null }) {}

  private async call<T>(merchantId: number, method: 'GET' | 'POST', url: string, body?: unknown) {
    if (!this.d.client)
      throw new AppError(ErrorCodes.vendorUnavailable, 'the house sportsbook is not reachable');
    try {
      return await this.d.client.call<T>(merchantId, method, url, body);
    } catch (error) {
      if (error instanceof VendorError && error.kind === 'REFUSED' && PASSED_ON.has(error.message))
        throw new AppError(error.message as ErrorCode, `the sportsbook refused: ${error.message}`);
      if (error instanceof VendorError)
        throw new AppError(ErrorCodes.vendorUnavailable, `the sportsbook failed: ${error.message}`);
      throw error;
    }
  }

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

  async events(merchantId: number, q: z.output<typeof sportsEventsQuery>) {
    const params = new URLSearchParams({
      book: q.book,
      pageNo: String(q.pageNo),
      pageSize: String(q.pageSize),
    });
    if (q.status) params.set('status', q.status);
    const page = await this.call<{ list: OperatorSportsEvent[]; totalCount: number }>(
      merchantId,
      'GET',
      `${HV.sportsEvents}?${params}`,
    );
    return { ...page, totalPages: Math.ceil(page.totalCount / q.pageSize), pageNo: q.pageNo };
  }

  async create(merchantId: number, body: z.output<typeof createSportsEventRequest>, who: Actor) {
    const created = await this.call<OperatorSportsEvent>(merchantId, 'POST', HV.sportsEvents, {
      sport: 'FOOTBALL',
      ...body,
    });
    await this.audit(merchantId, who, 'sports.event.create', { id: created.id, ...body });
    return { ...created, homeXg: body.homeXg, awayXg: body.awayXg };
  }

  async import(merchantId: number, body: z.output<typeof importSportsEventsRequest>, who: Actor) {
    const out = await this.call<{ created: number; errors: { line: number; reason: SportsFixtureReason }[] }>(
      merchantId,
      'POST',
      HV.sportsImport,
      body,
    );
    if (out.created) await this.audit(merchantId, who, 'sports.event.import', { created: out.created });
    return out;
  }

  async score(merchantId: number, body: z.output<typeof sportsScoreRequest>, who: Actor) {
    const out = await this.call<{ id: string }>(merchantId, 'POST', HV.sportsScore, body);
    await this.audit(merchantId, who, 'sports.event.score', body);
    return out;
  }

  async suspend(merchantId: number, body: z.output<typeof sportsSuspendRequest>, who: Actor) {
    const out = await this.call<{ id: string }>(merchantId, 'POST', HV.sportsSuspend, body);
    await this.audit(merchantId, who, 'sports.event.suspend', body);
    return out;
  }

  async settle(merchantId: number, body: z.output<typeof settleSportsEventRequest>, who: Actor) {
    const out = await this.call<Close>(merchantId, 'POST', HV.sportsSettle, body);
    await this.audit(merchantId, who, 'sports.event.settle', { ...body, ...out });
    return out;
  }

  async void(merchantId: number, body: z.output<typeof voidSportsEventRequest>, who: Actor) {
    const out = await this.call<Close>(merchantId, 'POST', HV.sportsVoid, { id: body.id });
    await this.audit(merchantId, who, 'sports.event.void', { ...body, ...out });
    return out;
  }
}
