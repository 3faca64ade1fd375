/**
 * Feedback's fixed lists, bounds and checks without zod (the web form imports them at run time;
 * feedback.ts builds the schemas from the same values).
 */

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
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

/** pending: waits for the operator; replied: the operator answered; closed: no answer will come. */
export const FEEDBACK_STATUSES = ['pending', 'replied', 'closed'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

/** Content bounds (spec §5 shows none: ours), counted after trimming. */
export const FEEDBACK_CONTENT_MIN = 10;
export const FEEDBACK_CONTENT_MAX = 1000;
/** Screenshots: png or jpg, at most 5 MB each (like the activity application's images), at most 3. */
export const FEEDBACK_SCREENSHOTS_MAX = 3;
export const FEEDBACK_SCREENSHOT_MAX_BYTES = 5 * 1024 * 1024;
export const FEEDBACK_SCREENSHOT_TYPES = ['image/png', 'image/jpeg'] as const;
export type FeedbackScreenshotType = (typeof FEEDBACK_SCREENSHOT_TYPES)[number];
/** How many feedback items one player may send in an hour (`feedback.rate.limited` beyond). */
export const FEEDBACK_PER_HOUR = 5;
/** The operator's reply. */
export const FEEDBACK_REPLY_MAX = 2000;

/** The spec's message for an empty description (§5); the web shows its translation. */
export const FEEDBACK_CONTENT_REQUIRED = 'feedback content required';

export type FeedbackContentProblem = 'required' | 'tooShort' | 'tooLong';
/** What is wrong with a description, trimmed as the server trims it, or null. */
export function feedbackContentProblem(content: string): FeedbackContentProblem | null {
  const length = content.trim().length;
  if (length === 0) return 'required';
  if (length < FEEDBACK_CONTENT_MIN) return 'tooShort';
  if (length > FEEDBACK_CONTENT_MAX) return 'tooLong';
  return null;
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPG = [0xff, 0xd8, 0xff];
const startsWith = (bytes: ArrayLike<number>, magic: number[]) =>
  bytes.length >= magic.length && magic.every((b, i) => bytes[i] === b);

/** What an image is by its first bytes (magic number), whatever its name or declared type says. */
export function screenshotTypeOf(bytes: ArrayLike<number>): FeedbackScreenshotType | null {
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, JPG)) return 'image/jpeg';
  return null;
}

/** Why a picked image was not taken: not png/jpg by its bytes, too big, or one too many. */
export type ScreenshotProblem = 'type' | 'size' | 'count';
