// `npm run bench:lighthouse` (also part of `npm run bench`): Lighthouse's mobile preset, driving
// Debian Chromium, against a freshly started and seeded server, for the pages issue 11 names.
// Each figure is the median of three runs, each in a fresh browser profile (a cold cache).
// LIGHTHOUSE_CPU=calibrated scales the CPU slowdown to this machine instead of the preset's 4×
// (Lighthouse docs/throttling.md, "Calibrating the CPU slowdown"): the preset's device, always;
// LIGHTHOUSE_CPU=<n> slows it n× (to compare two builds at the same slowdown).
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import { startSite, stopChild, waitFor } from './lib/site-process.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // Lighthouse opens its own tab; without these a headless tab may count as hidden and never paint
  // (NO_FCP). chrome-launcher passes the same ones.
  '--disable-backgrounding-occluded-windows',
  '--disable-renderer-backgrounding',
  '--disable-background-timer-throttling',
];
const PORT = 3305;
const DEVTOOLS_PORT = 9335;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const PAGES = process.env.LIGHTHOUSE_PAGES?.split(',') ?? ['/', '/rng', '/promotions', '/noticePage'];
/** Where to keep each run's whole report (JSON), to see why a figure is what it is. */
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR;
const CALIBRATED = process.env.LIGHTHOUSE_CPU === 'calibrated';
const FIXED_SLOWDOWN = Number(process.env.LIGHTHOUSE_CPU) || undefined;
/**
 * The preset's 4× slowdown assumes a high-end desktop (benchmarkIndex 1500–2000, docs/throttling.md)
 * and so emulates a mid-tier phone of about 1750 / 4. A calibrated run slows this machine to that
 * phone: by its own index / 437.5, between 1× and 4×.
 */
const PHONE_BENCHMARK_INDEX = 1750 / 4;
const calibratedSlowdown = (benchmarkIndex) =>
  Math.min(4, Math.max(1, Math.round((benchmarkIndex / PHONE_BENCHMARK_INDEX) * 10) / 10));

/** Each figure: how to read it from a report, how to print it, and the issue's target. */
const FIGURES = [
  { name: 'performance', read: (r) => r.categories.performance.score * 100, unit: '', ok: (v) => v >= 90 },
  {
    name: 'accessibility',
    read: (r) => r.categories.accessibility.score * 100,
    unit: '',
    ok: (v) => v >= 100,
  },
  {
    name: 'best practices',
    read: (r) => r.categories['best-practices'].score * 100,
    unit: '',
    ok: () => true,
  },
  { name: 'SEO', read: (r) => r.categories.seo.score * 100, unit: '', ok: (v) => v >= 95 },
  {
    name: 'LCP',
    read: (r) => r.audits['largest-contentful-paint'].numericValue / 1000,
    unit: ' s',
    ok: (v) => v <= 2,
  },
  {
    name: 'CLS',
    read: (r) => r.audits['cumulative-layout-shift'].numericValue,
    unit: '',
    ok: (v) => v <= 0.02,
  },
  {
    name: 'TBT',
    read: (r) => r.audits['total-blocking-time'].numericValue,
    unit: ' ms',
    ok: (v) => v <= 150,
  },
];
const TARGETS = {
  performance: '≥ 90',
  accessibility: '100',
  'best practices': '—',
  SEO: '≥ 95',
  LCP: '≤ 2.0 s',
  CLS: '≤ 0.02',
  TBT: '≤ 150 ms',
};

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const stop = stopChild;
const startServer = async (dataDir) => (await startSite(dataDir, PORT)).child;

/** One Lighthouse run of `url` in a new Chromium with an empty profile (`cpuSlowdown`: the preset's). */
async function audit(url, cpuSlowdown) {
  const profile = mkdtempSync(path.join(tmpdir(), 'bet-lighthouse-profile-'));
  const chromium = spawn(
    CHROMIUM,
    [
      ...CHROMIUM_FLAGS,
      `--remote-debugging-port=${DEVTOOLS_PORT}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  try {
    await waitFor(`http://127.0.0.1:${DEVTOOLS_PORT}/json/version`, chromium, 'chromium');
    const result = await lighthouse(url, {
      port: DEVTOOLS_PORT,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      ...(cpuSlowdown ? { throttling: { cpuSlowdownMultiplier: cpuSlowdown } } : {}),
    });
    if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    await stop(chromium);
    // Chromium's helper processes may still be writing the profile after it exits: best effort, a
    // folder left in the temp dir does not spoil the figures.
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    } catch {
      /* left for the system's temp cleaning */
    }
  }
}

const format = (figure, value) =>
  `${figure.unit === ' s' ? value.toFixed(2) : figure.name === 'CLS' ? value.toFixed(3) : Math.round(value)}${figure.unit}`;

/**
 * Runs every page RUNS times and returns the medians as bench result rows
 * (`[name, value, ok]`); also prints them as a table beside the targets.
 */
export async function lighthouseFigures() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bet-lighthouse-'));
  const server = await startServer(dataDir);
  const rows = [];
  const table = {};
  let version = '';
  const benchmarks = [];
  let slowdown = FIXED_SLOWDOWN;
  try {
    // This machine's index, from a first run that only measures it (its page is then warm).
    if (CALIBRATED)
      slowdown = calibratedSlowdown((await audit(`http://127.0.0.1:${PORT}/`)).environment.benchmarkIndex);
    for (const page of PAGES) {
      const reports = [];
      for (let i = 0; i < RUNS; i++) {
        const report = await audit(`http://127.0.0.1:${PORT}${page}`, slowdown);
        reports.push(report);
        if (REPORT_DIR) {
          mkdirSync(REPORT_DIR, { recursive: true });
          const name = `${page.replace(/\W+/g, '_') || 'home'}-${i + 1}.json`;
          writeFileSync(path.join(REPORT_DIR, name), JSON.stringify(report));
        }
      }
      version = reports[0].lighthouseVersion;
      benchmarks.push(...reports.map((report) => report.environment.benchmarkIndex));
      table[page] = {};
      for (const figure of FIGURES) {
        const value = median(reports.map(figure.read));
        table[page][figure.name] = format(figure, value);
        rows.push([`Lighthouse mobile ${page} ${figure.name}`, format(figure, value), figure.ok(value)]);
      }
    }
  } finally {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
  table.target = TARGETS;
  // The 4× CPU slowdown is applied to this machine's speed: figures from machines of different
  // speed compare only with this index beside them (DevTools: ~1000 is a Pixel 5, ~260 a Moto G Power).
  console.log(
    `\nLighthouse ${version} mobile preset${slowdown ? ` with the CPU slowed ${slowdown}×${CALIBRATED ? ' (calibrated)' : ''}` : ''}, median of ${RUNS} runs; this machine's benchmarkIndex: median ${Math.round(median(benchmarks))}`,
  );
  console.table(table);
  return rows;
}

// Run alone: `node scripts/lighthouse.mjs` (after `npm run build`).
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rows = await lighthouseFigures();
  if (rows.some(([, , ok]) => !ok)) process.exitCode = 1;
}
