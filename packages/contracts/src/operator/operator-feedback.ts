import { z } from 'zod';
import {
  feedbackEntry,
  feedbackScreenshotQuery,
  feedbackStatus,
  feedbackType,
  FEEDBACK_REPLY_MAX,
} from '../content/feedback.js';
import { pageOf, pageQuery } from '../wallet/amount.js';
import { op } from './operator.js';

type In<S extends z.ZodType> = z.input<S>;
type Out<S extends z.ZodType> = z.output<S>;

const feedbackId = z
  .number()
  .int()
  .positive()
  .max(2 ** 31 - 1);

export const operatorFeedbackQuery = pageQuery.and(
  z.object({
    status: feedbackStatus.optional(),
    type: feedbackType.optional(),
    username: z.string().trim().max(64).optional(),
  }),
);

/** A feedback item as the queue shows it: the player's entry, whose it is and who answered. */
export const operatorFeedbackEntry = feedbackEntry.extend({
  username: z.string(),
  /** The operator who replied or closed it. */
  handledBy: z.string().nullable(),
  closedAt: z.number().nullable(),
});
export type OperatorFeedbackEntry = z.infer<typeof operatorFeedbackEntry>;
export const operatorFeedbackPage = pageOf(operatorFeedbackEntry);

export const operatorFeedbackIdQuery = z.object({ id: feedbackScreenshotQuery.shape.id });
/** A screenshot for the back office: the checked image as a data URL, read when shown. */
export const operatorFeedbackScreenshot = z.object({ id: z.number(), dataUrl: z.string() });

export const replyFeedbackRequest = z.object({
  id: feedbackId,
  reply: z.string().trim().min(1).max(FEEDBACK_REPLY_MAX),
});
export const closeFeedbackRequest = z.object({
  id: feedbackId,
  /** The operator's note for the audit log. */
  reason: z.string().trim().max(200).optional(),
});
export const feedbackCountsResponse = z.object({ pending: z.number(), oldestAt: z.number().nullable() });

/** The feedback queue (issue 14): support and admins (playerAccess) read, reply and close; audited. */
export const operatorFeedbackRoutes = {
  listFeedback: op<{ query: In<typeof operatorFeedbackQuery>; response: Out<typeof operatorFeedbackPage> }>(
    'GET',
    '/ops/feedback',
  ),
  feedbackDetail: op<{
    query: In<typeof operatorFeedbackIdQuery>;
    response: Out<typeof operatorFeedbackEntry>;
  }>('GET', '/ops/feedback/detail'),
  operatorFeedbackScreenshot: op<{
    query: In<typeof operatorFeedbackIdQuery>;
    response: Out<typeof operatorFeedbackScreenshot>;
  }>('GET', '/ops/feedback/screenshot'),
  feedbackCounts: op<{ response: Out<typeof feedbackCountsResponse> }>('GET', '/ops/feedback/counts'),
  replyFeedback: op<{
    body: In<typeof replyFeedbackRequest>;
    response: Out<typeof operatorFeedbackEntry>;
  }>('POST', '/ops/feedback/reply'),
  closeFeedback: op<{
    body: In<typeof closeFeedbackRequest>;
    response: Out<typeof operatorFeedbackEntry>;
  }>('POST', '/ops/feedback/close'),
} as const;

/** The schemas of those calls, spread into `operatorRouteSchemas`. */
export const operatorFeedbackSchemas = {
  listFeedback: { query: operatorFeedbackQuery, response: operatorFeedbackPage },
  feedbackDetail: { query: operatorFeedbackIdQuery, response: operatorFeedbackEntry },
  operatorFeedbackScreenshot: { query: operatorFeedbackIdQuery, response: operatorFeedbackScreenshot },
  feedbackCounts: { response: feedbackCountsResponse },
  replyFeedback: { body: replyFeedbackRequest, response: operatorFeedbackEntry },
  closeFeedback: { body: closeFeedbackRequest, response: operatorFeedbackEntry },
} as const;
