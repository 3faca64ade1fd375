// `npm start`: builds the web app and the server when their sources are newer than the
// build (so a fresh clone just works), then runs the server in this process.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...p) => path.join(root, ...p);

function newestMtime(dir) {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}
const builtAt = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);

const contracts = newestMtime(at('packages/contracts/src'));
const webStale =
  builtAt(at('apps/web/dist/index.html')) <
  Math.max(
    contracts,
    newestMtime(at('apps/web/src')),
    newestMtime(at('apps/web/public')),
    builtAt(at('apps/web/index.html')),
  );
const backofficeStale =
  builtAt(at('apps/backoffice/dist/index.html')) <
  Math.max(contracts, newestMtime(at('apps/backoffice/src')), builtAt(at('apps/backoffice/index.html')));
const serverStale =
  builtAt(at('apps/server/dist/main.js')) < Math.max(contracts, newestMtime(at('apps/server/src')));

if (webStale) execSync('npm run build -w @bet/web', { cwd: root, stdio: 'inherit' });
if (backofficeStale) execSync('npm run build -w @bet/backoffice', { cwd: root, stdio: 'inherit' });
if (serverStale) execSync('npm run build -w @bet/server', { cwd: root, stdio: 'inherit' });

await import(pathToFileURL(at('apps/server/dist/main.js')).href);
