import type { FastifyInstance } from 'fastify';
import { ErrorCodes, type ErrorCode } from '@bet/contracts/error-codes';
import { RECEIPT_MAX_BYTES } from '@bet/contracts/wallet/deposit';
import { AppError } from './app-error.js';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPG = Buffer.from([0xff, 0xd8, 0xff]);

/**
 * The bytes of a png or jpg data URL whose decoded bytes really start with the declared format's
 * magic number (the declared type is the sender's claim) and are at most `maxBytes`; else null.
 */
export function decodeImageDataUrl(
  dataUrl: string,
  maxBytes: number,
): { mime: 'image/png' | 'image/jpeg'; data: Buffer } | null {
  const match = /^data:image\/(png|jpeg);base64,([A-Za-z0-9+/]+=*)$/.exec(dataUrl);
  if (!match) return null;
  const data = Buffer.from(match[2]!, 'base64');
  const magic = match[1] === 'png' ? PNG : JPG;
  if (data.length === 0 || data.length > maxBytes || !data.subarray(0, magic.length).equals(magic))
    return null;
  return { mime: match[1] === 'png' ? 'image/png' : 'image/jpeg', data };
}

/**
 * Several uploaded images (screenshots, an application's images) as bytes, each checked as
 * decodeImageDataUrl does; any other refuses them all with `error`, naming `<path>.<index>`.
 */
export function decodeImages(
  dataUrls: readonly string[],
  o: { maxBytes: number; error: ErrorCode; path: string },
): { mime: 'image/png' | 'image/jpeg'; data: Buffer }[] {
  return dataUrls.map((dataUrl, i) => {
    const image = decodeImageDataUrl(dataUrl, o.maxBytes);
    if (!image)
      throw new AppError(o.error, 'a png or jpg image up to 5 MB', {
        fields: [{ path: `${o.path}.${i}`, code: 'image' }],
      });
    return image;
  });
}

/** A stored image as a data URL (the back office shows it in an <img>). */
export const toDataUrl = (s: { mime: string; data: Uint8Array }) =>
  `data:${s.mime};base64,${Buffer.from(s.data).toString('base64')}`;

/** Checks an uploaded receipt or proof image (5 MB); refuses with `field.invalid` on `path`. */
export function assertImageDataUrl(dataUrl: string, path: string): void {
  if (!decodeImageDataUrl(dataUrl, RECEIPT_MAX_BYTES)) {
    throw new AppError(ErrorCodes.fieldInvalid, 'a png or jpg image up to 5 MB', {
      fields: [{ path, code: 'image' }],
    });
  }
}

/** A body carrying one image: 5 MB decoded is ~6.7 MB of base64, above the default body limit. */
export const IMAGE_BODY_LIMIT = Math.ceil((RECEIPT_MAX_BYTES * 4) / 3) + 64 * 1024;

/**
 * Registers routes that take image uploads in a scope whose body limit fits `images` of them (every
 * other call keeps the default).
 */
export function withImageBodyLimit(
  app: FastifyInstance,
  register: (scope: FastifyInstance) => void,
  images = 1,
): void {
  app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.bodyLimit = IMAGE_BODY_LIMIT * images;
    });
    register(scope);
  });
}
