import { ErrorCodes } from '@bet/contracts/error-codes';
import { FEEDBACK_SCREENSHOT_MAX_BYTES } from '@bet/contracts/content/feedback-rules';
import { decodeImages } from '../../shared/image-data-url.js';
import type { NewScreenshot } from './feedback.repo.js';

/**
 * Decodes the screenshots of a feedback item (data URLs the contract already shaped) and keeps
 * only real png or jpg images of at most 5 MB whose bytes match the declared type; any other
 * refuses the whole item with `feedback.screenshot.invalid` naming the screenshot.
 */
export const decodeScreenshots = (dataUrls: readonly string[]): NewScreenshot[] =>
  decodeImages(dataUrls, {
    maxBytes: FEEDBACK_SCREENSHOT_MAX_BYTES,
    error: ErrorCodes.feedbackScreenshotInvalid,
    path: 'screenshots',
  });
