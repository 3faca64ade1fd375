// `node scripts/boot-smoke.mjs` (after `npm run build`): starts the built site on a fresh PGlite and
// checks that it migrates, seeds, draws a page, answers the API and signs a player in. CI runs it
// on the Node that production runs (.ci/run), beside the suites of the code that needs no database.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiJson, loginAs } from './lib/api-client.mjs';
import { startSite, stopChild } from './lib/site-process.mjs';
import { freePort } from './lib/throwaway-postgres.mjs';

const check = (ok, what) => {
  if (!ok) throw new Error(`boot smoke: ${what}`);
  console.log(`ok ${what}`);
};

const dataDir = mkdtempSync(path.join(tmpdir(), 'bet-boot-smoke-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const { child, readyMs } = await startSite(dataDir, port);
try {
  check(true, `Node ${process.version}: migrated, seeded and ready in ${Math.round(readyMs)} ms`);
  const home = await fetch(`${base}/`, { headers: { accept: 'text/html' } });
  check(home.ok && (await home.text()).includes('data-ssr'), 'home is served, drawn by the server');
  const status = await apiJson(base, '/wps/system/status');
  check(status.value?.info?.merchant?.code === 'DEMO', 'the status call answers for the demo merchant');
  const token = await loginAs(base, 'demoplayer', 'Demo12345');
  const balance = await apiJson(base, '/wps/v2/wallets/balance', { headers: { authorization: token } });
  check(typeof balance.value?.sumBalance === 'number', 'the demo player signs in and reads the balance');
} finally {
  await stopChild(child);
  rmSync(dataDir, { recursive: true, force: true });
}
