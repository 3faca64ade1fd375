import type { z } from 'zod';
import {
  FEEDBACK_PER_HOUR,
  type FeedbackEntry,
  type feedbackListQuery,
  type feedbackRequest,
} from '@bet/contracts/content/feedback';
import { ErrorCodes } from '@bet/contracts/error-codes';
import type { Db } from '../../db/create-db.js';
import { AppError } from '../../shared/app-error.js';
import { pageOf } from '../../shared/paging.js';
import type { MemberIdentity } from '../identity/session.service.js';
import { decodeScreenshots } from './feedback-screenshots.js';
import {
  countSince,
  findFeedback,
  findScreenshot,
  insertFeedback,
  listFeedback,
  lockMember,
  type FeedbackRow,
} from './feedback.repo.js';

const HOUR_MS = 3_600_000;

const time = (d: Date | string | null) => (d === null ? null : new Date(d).getTime());

/** A row as the player reads it. */
export const toEntry = (row: FeedbackRow): FeedbackEntry => ({
  id: row.id,
  questionType: row.question_type,
  content: row.content,
  status: row.status,
  reply: row.reply,
  repliedAt: time(row.replied_at),
  createdAt: time(row.created_at)!,
  screenshotIds: (row.screenshot_ids ?? []).map(Number),
});

/**
 * The player's side of feedback: send (at most FEEDBACK_PER_HOUR an hour, screenshots checked by
 * their bytes), list their own, and read their own screenshots — never another player's.
 */
export class FeedbackService {
  constructor(private readonly db: Db) {}

  async send(member: MemberIdentity, body: z.output<typeof feedbackRequest>): Promise<FeedbackEntry> {
    // Checked before anything is written: a refused item leaves nothing behind.
    const screenshots = decodeScreenshots(body.screenshots ?? []);
    const id = await this.db.transaction().execute(async (trx) => {
      await lockMember(trx, member.memberId);
      const recent = await countSince(trx, member.memberId, new Date(Date.now() - HOUR_MS));
      if (recent >= FEEDBACK_PER_HOUR)
        throw new AppError(ErrorCodes.feedbackRateLimited, `at most ${FEEDBACK_PER_HOUR} an hour`, {
          perHour: FEEDBACK_PER_HOUR,
        });
      return insertFeedback(trx, {
        merchantId: member.merchantId,
        memberId: member.memberId,
        questionType: body.questionType,
        content: body.content,
        screenshots,
      });
    });
    return toEntry((await findFeedback(this.db, member.merchantId, id))!);
  }

  async list(member: MemberIdentity, q: z.output<typeof feedbackListQuery>) {
    const { list, total } = await listFeedback(
      this.db,
      { merchantId: member.merchantId, memberId: member.memberId },
      { limit: q.pageSize, offset: (q.pageNo - 1) * q.pageSize },
    );
    return pageOf(list.map(toEntry), total, q.pageNo, q.pageSize);
  }

  /** The player's own screenshot; another player's is "not found" (its existence is not told). */
  async screenshot(member: MemberIdentity, id: number) {
    const shot = await findScreenshot(this.db, member.merchantId, id);
    if (!shot || BigInt(shot.member_id) !== member.memberId)
      throw new AppError(ErrorCodes.feedbackNotFound, 'no such screenshot');
    return { mime: shot.mime, data: Buffer.from(shot.data) };
  }
}
