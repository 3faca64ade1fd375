// `npm run bench:soak` (also the last part of `npm run bench`): one server process under a steady
// load for SOAK_SECONDS (default 600) — status, lanes and a logged-in player's balance at a fixed
// rate — sampling its resident memory and open file descriptors from /proc every 10 s. After a
// minute's warm-up, memory and handles must stay flat (growth < 10 %) and p99 stable.
import { readdirSync, readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { loginAs } from './lib/api-client.mjs';
import { startSite, stopChild } from './lib/site-process.mjs';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 600);
const WARM_UP_SECONDS = Math.min(60, Math.floor(SECONDS / 5));
const RATE = Number(process.env.SOAK_RATE ?? 300); // requests per second, all connections together
const PORT = 3306;

const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;
const openFds = (pid) => readdirSync(`/proc/${pid}/fd`).length;

/** One window of load: autocannon at a fixed overall rate, cycling through the requests. */
const window = (url, token, seconds) =>
  new Promise((resolve, reject) =>
    autocannon(
      {
        url,
        connections: 20,
        overallRate: RATE,
        duration: seconds,
        requests: [
          { method: 'GET', path: '/wps/system/status', headers: { 'accept-encoding': 'gzip' } },
          { method: 'GET', path: '/lgw/games/lanes' },
          { method: 'GET', path: '/wps/v2/wallets/balance', headers: { authorization: token } },
        ],
      },
      (err, res) => (err ? reject(err) : resolve(res)),
    ),
  );

export async function soakFigures() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bet-soak-'));
  const { child } = await startSite(dataDir, PORT, {
    RATE_LIMIT_PER_MINUTE: '10000000',
    OPERATOR_PASSWORD: 'soak-operator-password',
  });
  const base = `http://127.0.0.1:${PORT}`;
  try {
    const token = await loginAs(base, 'demoplayer', 'Demo12345');
    await window(base, token, WARM_UP_SECONDS);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const samples = [];
    const windows = [];
    for (let elapsed = 0; elapsed < SECONDS - WARM_UP_SECONDS; elapsed += 10) {
      samples.push({ rss: rssMb(child.pid), fds: openFds(child.pid) });
      const res = await window(base, token, 10);
      windows.push({ p99: res.latency.p99, errors: res.errors + res.non2xx, rps: res.requests.average });
    }
    // Measured a second after the last window, as the first was: its connections have closed.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    samples.push({ rss: rssMb(child.pid), fds: openFds(child.pid) });
    const [first, last] = [samples[0], samples.at(-1)];
    const p99 = (list) => Math.max(...list.map((w) => w.p99));
    const firstMinute = windows.slice(0, 6);
    const lastMinute = windows.slice(-6);
    const errors = windows.reduce((sum, w) => sum + w.errors, 0);
    const rssGrowth = (last.rss - first.rss) / first.rss;
    const fdGrowth = (last.fds - first.fds) / first.fds;
    return [
      [
        `soak ${SECONDS} s at ${RATE} req/s (one process, PGlite): resident memory`,
        `${first.rss.toFixed(0)} → ${last.rss.toFixed(0)} MB (${(rssGrowth * 100).toFixed(1)} %)`,
        rssGrowth < 0.1,
      ],
      [`soak: open file descriptors`, `${first.fds} → ${last.fds}`, fdGrowth < 0.1],
      [
        `soak: p99 first minute → last minute, errors`,
        `${p99(firstMinute)} → ${p99(lastMinute)} ms, errors ${errors}`,
        errors === 0 && p99(lastMinute) <= Math.max(2 * p99(firstMinute), 50),
      ],
    ];
  } finally {
    await stopChild(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// Run alone: `node scripts/soak.mjs` (after `npm run build`).
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rows = await soakFigures();
  for (const [name, value, ok] of rows) console.log(`  ${ok ? '✓' : '✗'} ${name}: ${value}`);
  if (rows.some(([, , ok]) => !ok)) process.exitCode = 1;
}
