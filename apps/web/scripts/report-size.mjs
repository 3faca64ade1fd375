// Measures the JavaScript the home route needs before it can run: the entry chunk and every
// chunk it imports statically (transitively). Lazy chunks (dynamic imports) load later and are
// reported separately. Exits 1 when the initial JavaScript is over the budget.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

// Issue 11 asked for ≤ 120 KB and to lower the budget to what was reached: putting every module
// the first paint runs into one chunk (vite.config.ts, codeSplitting group `shell`) took the home
// route from 121.6 KB in 16 chunks to 116.4 KB in one (117.0 with the lobby and the landing-section
// preload); 1 KB of headroom, and it fails on any growth beyond that. Issue 15's agent calls in
// the route table (which the client needs at start for paths and flags) took it to 118.2 KB:
// 119 KB, still under the issue's 120, until the route table is split by section. Issue 17's
// browser id on every call (Device-Id, the abuse signal) and the language a visitor picks before
// hydration took it to 119.1 KB: 120, the issue's own bound, which the route table's split is now
// needed to keep.
const BUDGET_KB = 120;
const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry && key.endsWith('index.html'));
if (!entryKey) {
  console.error('report-size: no index.html entry in the Vite manifest');
  process.exit(1);
}

const gzipKb = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1024;

/** Entry plus transitive static imports, each chunk once. */
const initial = new Set();
const visit = (key) => {
  if (initial.has(key)) return;
  initial.add(key);
  for (const dep of manifest[key].imports ?? []) visit(dep);
};
visit(entryKey);

let total = 0;
for (const key of initial) {
  const kb = gzipKb(manifest[key].file);
  total += kb;
  console.log(`  ${manifest[key].file.padEnd(44)} ${kb.toFixed(1).padStart(6)} KB gzip`);
}

// For information: the home page's own lazy section, which loads right after the entry.
const homeKey = Object.keys(manifest).find((key) => key.endsWith('sections/index-section.tsx'));
if (homeKey) {
  const lazyOnly = [homeKey, ...(manifest[homeKey].imports ?? [])].filter((key) => !initial.has(key));
  const lazyKb = lazyOnly.reduce((sum, key) => sum + gzipKb(manifest[key].file), 0);
  console.log(`  (home section, lazy: ${lazyKb.toFixed(1)} KB gzip)`);
}

console.log(`home initial JS: ${total.toFixed(1)} KB gzip (budget ${BUDGET_KB} KB)`);
if (total > BUDGET_KB) {
  console.error(`report-size: over budget by ${(total - BUDGET_KB).toFixed(1)} KB`);
  process.exit(1);
}
