import { ErrorCodes } from '@bet/contracts/error-codes';
import { FEEDBACK_SCREENSHOT_MAX_BYTES } from '@bet/contracts/content/feedback';
import { AppError } from '../../shared/app-error.js';
import type { NewScreenshot } from './feedback.repo.js';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPG = Buffer.from([0xff, 0xd8, 0xff]);

/** What the bytes are, by their magic number; the declared type is only the sender's claim. */
export function imageTypeOf(bytes: Uint8Array): NewScreenshot['mime'] | null {
  const head = Buffer.from(bytes.subarray(0, PNG.length));
  if (head.subarray(0, PNG.length).equals(PNG)) return 'image/png';
  if (head.subarray(0, JPG.length).equals(JPG)) return 'image/jpeg';
  return null;
}

/**
 * Decodes the screenshots of a feedback item (data URLs the contract already shaped) and keeps
 * only real png or jpg images of at most 5 MB whose bytes match the declared type; any other
 * refuses the whole item with `feedback.screenshot.invalid` naming the screenshot.
 */
export function decodeScreenshots(dataUrls: readonly string[]): NewScreenshot[] {
  return dataUrls.map((dataUrl, i) => {
    const match = /^data:(image\/(?:png|jpeg));base64,([A-Za-z0-9+/]+=*)$/.exec(dataUrl);
    const data = match ? Buffer.from(match[2]!, 'base64') : null;
    const mime = data ? imageTypeOf(data) : null;
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
