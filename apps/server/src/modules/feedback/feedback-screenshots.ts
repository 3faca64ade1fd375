import { ErrorCodes } from '@bet/contracts/error-codes';
import { FEEDBACK_SCREENSHOT_MAX_BYTES, screenshotTypeOf } from '@bet/contracts/content/feedback-rules';
import { AppError } from '../../shared/app-error.js';
import type { NewScreenshot } from './feedback.repo.js';

/**
 * Decodes the screenshots of a feedback item (data URLs the contract already shaped) and keeps
 * only real png or jpg images of at most 5 MB whose bytes match the declared type; any other
 * refuses the whole item with `feedback.screenshot.invalid` naming the screenshot.
 */
export function decodeScreenshots(dataUrls: readonly string[]): NewScreenshot[] {
  return dataUrls.map((dataUrl, i) => {
    const match = /^data:(image\/(?:png|jpeg));base64,([A-Za-z0-9+/]+=*)$/.exec(dataUrl);
    const data = match ? Buffer.from(match[2]!, 'base64') : null;
    // The bytes say what the image is (magic number); the declared type must agree.
    const mime = data ? screenshotTypeOf(data) : null;
    if (!data || !mime || mime !== match?.[1] || data.length > FEEDBACK_SCREENSHOT_MAX_BYTES) {
      throw new AppError(ErrorCodes.feedbackScreenshotInvalid, 'a png or jpg image up to 5 MB', {
        fields: [{ path: `screenshots.${i}`, code: 'image' }],
      });
    }
    return { mime, data };
  });
}

/** A stored screenshot as a data URL (the back office shows it in an <img>). */
export const toDataUrl = (s: { mime: string; data: Uint8Array }) =>
  `data:${s.mime};base64,${Buffer.from(s.data).toString('base64')}`;
