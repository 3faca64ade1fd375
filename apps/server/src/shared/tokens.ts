import { createHash, randomBytes } from 'node:crypto';

/** An opaque 256-bit session token; only its hash is stored, so a leaked table opens no session. */
export const newToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
