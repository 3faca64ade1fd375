import { z } from 'zod';
import { imageDataUrl } from '../wallet/deposit.js';
import { pageOf, pageQuery } from '../wallet/amount.js';
import {
  FEEDBACK_CONTENT_MAX,
  FEEDBACK_CONTENT_MIN,
  FEEDBACK_CONTENT_REQUIRED,
  FEEDBACK_SCREENSHOTS_MAX,
  FEEDBACK_STATUSES,
  FEEDBACK_TYPES,
} from './feedback-rules.js';

export * from './feedback-rules.js';

export const feedbackType = z.enum(FEEDBACK_TYPES);
export const feedbackStatus = z.enum(FEEDBACK_STATUSES);

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
