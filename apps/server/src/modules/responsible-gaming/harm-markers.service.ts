import type { z } from 'zod';
import { ErrorCodes } from '@bet/contracts/error-codes';
import {
  HARM_MARKERS,
  HARM_THRESHOLDS,
  HARM_WINDOW_DAYS,
  type HarmMarker,
  type HarmMarkerSetting,
  type RgHarmMarkersResponse,
  type RgReviewRow,
  type rgCloseReviewRequest,
  type rgReviewsQuery,
  type rgReviewsResponse,
  type rgSaveHarmMarkersRequest,
} from '@bet/contracts/operator/operator-responsible-gaming';
import type { Db } from '../../db/create-db.js';
import { AppError } from '../../shared/app-error.js';
import { pageOf } from '../../shared/paging.js';
import { writeAudit } from '../audit/audit.repo.js';
import * as repo from './harm-markers.repo.js';

const DAY_MS = 24 * 60 * 60_000;

/**
 * Markers of harm (issue 20, decision 0063): the merchant's setting of each marker, the hourly look
 * that puts players on the review list, and the operator closing a review with what was done.
 */
export class HarmMarkers {
  constructor(private readonly d: { db: Db; timeZone: string; now: () => Date }) {}

  /** Every marker in `HARM_MARKERS` order; one the operator never set is on at its default. */
  async settings(merchantId: number): Promise<RgHarmMarkersResponse> {
    const saved = new Map((await repo.markerSettings(this.d.db, merchantId)).map((s) => [s.marker, s]));
    return {
      markers: HARM_MARKERS.map((marker): HarmMarkerSetting => {
        const s = saved.get(marker);
        return s
          ? { marker, enabled: s.enabled, threshold: s.threshold }
          : { marker, enabled: true, threshold: HARM_THRESHOLDS[marker].default };
      }),
    };
  }

  async save(
    merchantId: number,
    body: z.output<typeof rgSaveHarmMarkersRequest>,
    who: { operatorId: number; username: string; ip: string },
  ): Promise<RgHarmMarkersResponse> {
    await this.d.db.transaction().execute(async (trx) => {
      await repo.saveMarkerSettings(trx, merchantId, body.markers, `operator:${who.username}`);
      await writeAudit(trx, {
        actorType: 'operator',
        actorId: String(who.operatorId),
        merchantId,
        action: 'rg.harm-markers',
        detail: { markers: body.markers },
        ip: who.ip,
      });
    });
    return this.settings(merchantId);
  }

  /** One look at every merchant's players (the `review-harm-markers` job): answers reviews opened. */
  async run(): Promise<{ opened: number }> {
    const to = this.d.now();
    const window: repo.HarmWindow = {
      from: new Date(to.getTime() - 2 * HARM_WINDOW_DAYS * DAY_MS),
      mid: new Date(to.getTime() - HARM_WINDOW_DAYS * DAY_MS),
      to,
      timeZone: this.d.timeZone,
    };
    let opened = 0;
    for (const merchantId of await repo.merchantIds(this.d.db)) {
      for (const s of (await this.settings(merchantId)).markers) {
        if (s.enabled) opened += await repo.flagReviews(this.d.db, merchantId, s.marker, s.threshold, window);
      }
    }
    return { opened };
  }

  async reviews(
    merchantId: number,
    q: z.output<typeof rgReviewsQuery>,
  ): Promise<z.output<typeof rgReviewsResponse>> {
    const { rows, total } = await repo.listReviews(this.d.db, {
      merchantId,
      status: q.status,
      marker: q.marker,
      offset: (q.pageNo - 1) * q.pageSize,
      limit: q.pageSize,
    });
    return pageOf(rows.map(reviewView), total, q.pageNo, q.pageSize);
  }

  /** A player's reviews, open first (the player page). */
  async ofPlayer(merchantId: number, memberId: bigint): Promise<RgReviewRow[]> {
    const { rows } = await repo.listReviews(this.d.db, { merchantId, memberId, offset: 0, limit: 50 });
    return rows.map(reviewView);
  }

  async close(
    merchantId: number,
    body: z.output<typeof rgCloseReviewRequest>,
    who: { operatorId: number; username: string; ip: string },
  ): Promise<RgReviewRow> {
    const id = BigInt(body.id);
    await this.d.db.transaction().execute(async (trx) => {
      const closed = await repo.closeReview(trx, {
        merchantId,
        id,
        by: `operator:${who.username}`,
        note: body.note,
        at: this.d.now(),
      });
      if (!closed) throw new AppError(ErrorCodes.rgReviewNotFound, 'no open review with this id');
      await writeAudit(trx, {
        actorType: 'operator',
        actorId: String(who.operatorId),
        merchantId,
        action: 'rg.review.close',
        detail: { review: body.id },
        ip: who.ip,
      });
    });
    const { rows } = await repo.listReviews(this.d.db, { merchantId, offset: 0, limit: 1, id });
    return reviewView(rows[0]!);
  }
}

function reviewView(r: repo.ReviewRow): RgReviewRow {
  return {
    id: String(r.id),
    memberId: String(r.member_id),
    username: r.username,
    marker: r.marker as HarmMarker,
    measured: Number(r.measured),
    threshold: r.threshold,
    flaggedAt: r.flagged_at.getTime(),
    seenAt: r.seen_at.getTime(),
    reviewedAt: r.reviewed_at?.getTime() ?? null,
    reviewedBy: r.reviewed_by,
    note: r.note,
  };
}
