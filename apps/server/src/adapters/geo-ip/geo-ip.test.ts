import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, operatorToken } from '../../test/test-app.js';
import { createGeoIp } from './geo-ip.js';

// A tiny MaxMind DB (format 2.0, IPv4, 24-bit records) built here, so the test needs no download:
// one tree node whose left half (0.0.0.0/1) holds {country: {iso_code: 'US'}} and right half
// (128.0.0.0/1) nothing.
const str = (s: string) => Buffer.concat([Buffer.from([0x40 | Buffer.byteLength(s)]), Buffer.from(s)]);
const uint = (type: 5 | 6, n: number, bytes: number) => {
  const out = Buffer.alloc(1 + bytes);
  out[0] = (type << 5) | bytes;
  out.writeUIntBE(n, 1, bytes);
  return out;
};
const map = (entries: Array<[string, Buffer]>) =>
  Buffer.concat([Buffer.from([0xe0 | entries.length]), ...entries.flatMap(([k, v]) => [str(k), v])]);

function tinyCountryDb(): Buffer {
  const nodeCount = 1;
  const record = (n: number) => Buffer.from([(n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff]);
  const tree = Buffer.concat([record(nodeCount + 16 + 0), record(nodeCount)]); // data at 0 | not found
  const data = map([['country', map([['iso_code', str('US')]])]]);
  const metadata = map([
    ['node_count', uint(6, nodeCount, 4)],
    ['record_size', uint(5, 24, 2)],
    ['ip_version', uint(5, 4, 2)],
    ['database_type', str('Test-Country')],
    ['binary_format_major_version', uint(5, 2, 2)],
    ['binary_format_minor_version', uint(5, 0, 2)],
  ]);
  const marker = Buffer.from('abcdef4d61784d696e642e636f6d', 'hex');
  return Buffer.concat([tree, Buffer.alloc(16), data, marker, metadata]);
}

let dir: string;
let dbPath: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'geoip-'));
  dbPath = path.join(dir, 'country.mmdb');
  fs.writeFileSync(dbPath, tinyCountryDb());
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('geo-IP adapter', () => {
  it('believes the country header only from a trusted proxy', () => {
    const geo = createGeoIp({ headerName: 'cf-ipcountry', trustedProxies: ['10.0.0.1'] });
    const headers = { 'cf-ipcountry': 'th' };
    expect(geo.countryOf({ ip: '203.0.113.9', remoteAddress: '10.0.0.1', headers })).toBe('TH');
    expect(geo.countryOf({ ip: '203.0.113.9', remoteAddress: '203.0.113.9', headers })).toBeNull();
    expect(
      geo.countryOf({ ip: '1.1.1.1', remoteAddress: '10.0.0.1', headers: { 'cf-ipcountry': 'XX1' } }),
    ).toBeNull();
  });

  it('falls back to the MaxMind database on the client address', () => {
    const geo = createGeoIp({ headerName: 'cf-ipcountry', trustedProxies: [], maxmindDbPath: dbPath });
    expect(geo.countryOf({ ip: '10.1.2.3', remoteAddress: '10.1.2.3', headers: {} })).toBe('US');
    expect(geo.countryOf({ ip: '200.1.1.1', remoteAddress: '200.1.1.1', headers: {} })).toBeNull();
    // A trusted proxy's header still comes first.
    const behindProxy = createGeoIp({
      headerName: 'cf-ipcountry',
      trustedProxies: ['10.0.0.1'],
      maxmindDbPath: dbPath,
    });
    expect(
      behindProxy.countryOf({ ip: '10.1.2.3', remoteAddress: '10.0.0.1', headers: { 'cf-ipcountry': 'PH' } }),
    ).toBe('PH');
  });

  it('restricts a visitor by the database named in MAXMIND_DB_PATH', async () => {
    const t = await createTestApp({ MAXMIND_DB_PATH: dbPath });
    try {
      const ops = await operatorToken(t.app);
      await t.app.inject({
        method: 'PUT',
        url: '/ops/system/regionRestriction',
        headers: { authorization: ops },
        payload: { countries: ['US'] },
      });
      const status = (remoteAddress: string) =>
        t.app.inject({ method: 'GET', url: '/wps/system/status', remoteAddress });
      const us = (await status('10.1.2.3')).json().value;
      expect(us.location).toEqual({ ip: '10.1.2.3', country: 'US' });
      expect(us.status).toBe(2);
      const other = (await status('200.1.1.1')).json().value;
      expect(other.location).toEqual({ ip: '200.1.1.1', country: null });
      expect(other.status).toBe(0);
    } finally {
      await t.close();
    }
  });
});
