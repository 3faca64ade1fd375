import { z } from 'zod';
import { imageDataUrl, RECEIPT_MAX_BYTES } from '../wallet/deposit.js';
import { pageOf, pageQuery } from '../wallet/amount.js';

/** What a player's feedback is about (spec §3 "question type"); the form offers them in this order. */
export const FEEDBACK_TYPES = [
  'deposit',
  'withdrawal',
  'games',
  'account',
  'promotion',
  'suggestion',
  'other',
] as const;
export const feedbackType = z.enum(FEEDBACK_TYPES);
export type FeedbackType = z.infer<typeof feedbackType>;

/** pending: waits for the operator; replied: the operator answered; closed: no answer will come. */
export const FEEDBACK_STATUSES = ['pending', 'replied', 'closed'] as const;
export const feedbackStatus = z.enum(FEEDBACK_STATUSES);
export type FeedbackStatus = z.infer<typeof feedbackStatus>;

/** Content bounds (spec §5 shows none: ours), counted after trimming. */
export const FEEDBACK_CONTENT_MIN = 10;
export const FEEDBACK_CONTENT_MAX = 1000;
/** Screenshots: png or jpg, at most 5 MB each (like the activity application's images), at most 3. */
export const FEEDBACK_SCREENSHOTS_MAX = 3;
export const FEEDBACK_SCREENSHOT_MAX_BYTES = RECEIPT_MAX_BYTES;
/** How many feedback items one player may send in an hour (`feedback.rate.limited` beyond). */
export const FEEDBACK_PER_HOUR = 5;
/** The operator's reply. */
export const FEEDBACK_REPLY_MAX = 2000;

/** The spec's message for an empty description (§5); the web shows its translation. */
export const FEEDBACK_CONTENT_REQUIRED = 'feedback content required';

export const feedbackContent = z
  .string()
  .trim()
  .min(1, FEEDBACK_CONTENT_REQUIRED)
  .min(FEEDBACK_CONTENT_MIN, 'too short')
  .max(FEEDBACK_CONTENT_MAX, 'too long');

/**
 * A new feedback item. Screenshots travel as data URLs (as receipts do); the server checks each
 * one's bytes (magic number, decoded size), never the declared type alone.
 */
export const feedbackRequest = z.object({
  questionType: feedbackType,
  content: feedbackContent,
  screenshots: z.array(imageDataUrl).max(FEEDBACK_SCREENSHOTS_MAX).optional(),
});
export type FeedbackRequest = z.input<typeof feedbackRequest>;

export const feedbackEntry = z.object({
  id: z.number(),
  questionType: feedbackType,
  content: z.string(),
  status: feedbackStatus,
  /** The operator's answer (plain text), once replied. */
  reply: z.string().nullable(),
  repliedAt: z.number().nullable(),
  createdAt: z.number(),
  /** Ids for `feedbackScreenshot`, in the order they were sent. */
  screenshotIds: z.array(z.number()),
});
export type FeedbackEntry = z.infer<typeof feedbackEntry>;

export const feedbackListQuery = pageQuery;
export const feedbackListResponse = pageOf(feedbackEntry);
export type FeedbackListResponse = z.infer<typeof feedbackListResponse>;

export const feedbackScreenshotQuery = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});
/**
 * The screenshot route answers the image itself (png or jpeg bytes, `cache-control: private`),
 * not an envelope; the string stands for those bytes.
 */
export const feedbackScreenshotResponse = z.string().describe('the image bytes (image/png or image/jpeg)');
