import { crc32 } from 'node:zlib';
import { multiplyModP } from './crc32-combine.js';
import type { CachedText, RawJson } from './raw-json.js';

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
// An empty final stored block: ends the deflate stream on a byte boundary.
const FINAL_BLOCK = Buffer.from([1, 0, 0, 0xff, 0xff]);
const STORED_MAX = 0xffff;

/** This request's own text as non-final stored (uncompressed) deflate blocks. */
function storedBlocks(bytes: Buffer): Buffer[] {
  const out: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += STORED_MAX) {
    const chunk = bytes.subarray(at, at + STORED_MAX);
    const head = Buffer.alloc(5);
    head[0] = 0; // BFINAL 0, BTYPE 00 (stored)
    head.writeUInt16LE(chunk.length, 1);
    head.writeUInt16LE(~chunk.length & 0xffff, 3);
    out.push(head, chunk);
  }
  return out;
}

/**
 * A gzip member (RFC 1952) of the parts' text without compressing anything per request: cached
 * parts bring their deflate made once, this request's strings go in stored blocks. The deflate
 * stream is valid because every cached piece ends on a byte boundary with no final block.
 */
export function gzipJson(parts: ReadonlyArray<string | CachedText>): Buffer {
  const chunks: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  for (const part of parts) {
    if (typeof part === 'string') {
      const bytes = Buffer.from(part);
      crc = crc32(bytes, crc);
      size += bytes.length;
      chunks.push(...storedBlocks(bytes));
    } else {
      crc = (multiplyModP(part.crcShift, crc) ^ part.crc) >>> 0;
      size += part.bytes.length;
      chunks.push(part.deflated);
    }
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  chunks.push(FINAL_BLOCK, trailer);
  return Buffer.concat(chunks);
}

// Below this the answer fits one small packet either way, and splicing costs more than it saves.
const GZIP_MIN_BYTES = 1024;

/** Whether the cached part of an answer is big enough to be worth sending compressed. */
export function worthGzip(value: RawJson): boolean {
  let bytes = 0;
  for (const part of value.parts) if (typeof part !== 'string') bytes += part.bytes.length;
  return bytes >= GZIP_MIN_BYTES;
}

/** Whether the client takes gzip (every browser does); "gzip;q=0" refuses it, even beside "*". */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return false;
  const weights = new Map<string, number>();
  for (const item of value.split(',')) {
    const [coding = '', ...params] = item.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    weights.set(coding.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  return (weights.get('gzip') ?? weights.get('*') ?? 0) > 0;
}
