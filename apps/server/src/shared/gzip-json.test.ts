import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, gzipJson, worthGzip } from './gzip-json.js';
import { CachedText, RawJson } from './raw-json.js';

describe('gzip of cached JSON', () => {
  it('is a valid gzip member of exactly the parts, checksum and size included', () => {
    const cached = new CachedText(
      JSON.stringify({ rules: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `rule ${i} é ✓` })) }),
    );
    const parts = ['{"success":true,"value":{"ip":"203.0.113.9","info":', cached, '}}'];
    const gz = gzipJson(parts);
    expect(gunzipSync(gz).toString()).toBe(new RawJson(...parts).json);
    expect(gz.length).toBeLessThan(cached.bytes.length / 3);
    // The second answer reuses the deflate made for the first.
    expect(gunzipSync(gzipJson(['[', cached, ']'])).toString()).toBe(`[${cached.text}]`);
  });

  it('splits request text longer than one stored block', () => {
    const long = 'x'.repeat(150_000);
    expect(gunzipSync(gzipJson([`"${long}`, new CachedText('"')])).toString()).toBe(`"${long}"`);
  });

  it('fails the gzip check when the text does not match its checksum', () => {
    const gz = gzipJson(['{"a":', new CachedText('1'), '}']);
    gz[gz.length - 8] = gz[gz.length - 8]! ^ 1;
    expect(() => gunzipSync(gz)).toThrow();
  });

  it('reads Accept-Encoding as browsers and RFC 9110 write it', () => {
    expect(acceptsGzip('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsGzip('br;q=1.0, gzip;q=0.8, *;q=0.1')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip(undefined)).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip('br')).toBe(false);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('gzip;q=0, *')).toBe(false);
    expect(acceptsGzip(['deflate', 'GZIP'])).toBe(true);
  });
});

describe('CRC-32 of a concatenation', () => {
  it('is right wherever the cached part starts and however long it is (gunzip checks it)', () => {
    const text = '{"success":true,"value":{"info":' + 'é✓abc'.repeat(999) + '}}';
    for (const at of [0, 1, 31, 1000, text.length - 1]) {
      const parts = [text.slice(0, at), new CachedText(text.slice(at)), ''];
      expect(gunzipSync(gzipJson(parts)).toString()).toBe(text);
    }
  });
});

describe('when to compress', () => {
  it('compresses a cached document of 1 KB or more, not a small one', () => {
    expect(worthGzip(new RawJson('{"ip":"1.2.3.4",', new CachedText(`"${'x'.repeat(1_100)}"`), '}'))).toBe(
      true,
    );
    expect(worthGzip(new RawJson(new CachedText('{"list":[]}')))).toBe(false);
    expect(worthGzip(new RawJson('{"all":"request text"}'))).toBe(false);
  });
});
