import { ErrorCodes } from '@bet/contracts/error-codes';
import { FEEDBACK_SCREENSHOT_MAX_BYTES } from '@bet/contracts/content/feedback-rules';
import { AppError } from '../../shared/app-error.js';
import { decodeImageDataUrl } from '../../shared/image-data-url.js';
import type { NewScreenshot } from './feedback.repo.js';

/**
 * Decodes the screenshots of a feedback item (data URLs the contract already shaped) and keeps
 * only real png or jpg images of at most 5 MB whose bytes match the declared type; any other
 * refuses the whole item with `feedback.screenshot.invalid` naming the screenshot.
 */
export function decodeScreenshots(dataUrls: readonly string[]): NewScreenshot[] {
  return dataUrls.map((dataUrl, i) => {
    const image = decodeImageDataUrl(dataUrl, FEEDBACK_SCREENSHOT_MAX_BYTES);
    if (!image) {
      throw new AppError(ErrorCodes.feedbackScreenshotInvalid, 'a png or jpg image up to 5 MB', {
        fields: [{ path: `screenshots.${i}`, code: 'image' }],
      });
    }
    return image;
  });
}

/** A stored screenshot as a data URL (the back office shows it in an <img>). */
export const toDataUrl = (s: { mime: string; data: Uint8Array }) =>
  `data:${s.mime};base64,${Buffer.from(s.data).toString('base64')}`;
