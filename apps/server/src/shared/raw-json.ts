import { constants, crc32, deflateRawSync } from 'node:zlib';
import { crc32ShiftFor } from './crc32-combine.js';

/**
 * A piece of JSON text kept across requests (a cached document). Its raw-deflate form is made
 * once, on the first client that accepts gzip, and spliced into every later gzip answer.
 */
export class CachedText {
  private deflatedForm?: Buffer;
  private bytesForm?: Buffer;
  private crcForm?: { crc: number; shift: number };

  constructor(readonly text: string) {}

  get bytes(): Buffer {
    return (this.bytesForm ??= Buffer.from(this.text));
  }

  get crc(): number {
    return this.checksum().crc;
  }

  /** CRC-32 operator that appends this text's length of bytes (see gzip-json.ts). */
  get crcShift(): number {
    return this.checksum().shift;
  }

  private checksum() {
    return (this.crcForm ??= { crc: crc32(this.bytes), shift: crc32ShiftFor(this.bytes.length) });
  }

  /** Raw deflate ending on a byte boundary without a final block (a sync flush): text may follow. */
  get deflated(): Buffer {
    return (this.deflatedForm ??= deflateRawSync(this.bytes, {
      level: 9,
      finishFlush: constants.Z_SYNC_FLUSH,
    }));
  }
}

/**
 * A value already serialized to JSON. Hot routes whose answer is mostly a cached document
 * return one, so the document is stringified (and compressed) once per change rather than once
 * per request; plain strings among the parts are this request's own text.
 */
export class RawJson {
  readonly parts: ReadonlyArray<string | CachedText>;

  constructor(...parts: Array<string | CachedText>) {
    this.parts = parts;
  }

  get json(): string {
    return this.parts.map((p) => (typeof p === 'string' ? p : p.text)).join('');
  }
}
