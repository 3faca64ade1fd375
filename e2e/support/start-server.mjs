// Starts the built server for the end-to-end tests on a fresh, empty data folder (so every
// run starts from first-start demo data) and removes the folder when it stops.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const dataDir = mkdtempSync(path.join(tmpdir(), 'bet-e2e-'));
process.env.DATA_DIR = dataDir;
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));

// Social login logs in through a local OpenID provider, on the port the server's issuer names.
if (process.env.E2E_OIDC_PORT) {
  const { startLocalOidcProvider } = await import('./local-oidc-provider.mjs');
  await startLocalOidcProvider({
    port: Number(process.env.E2E_OIDC_PORT),
    client: { id: process.env.GOOGLE_CLIENT_ID, secret: process.env.GOOGLE_CLIENT_SECRET },
    redirectUri: `${process.env.PUBLIC_URL}/wps/session/social/callback`,
  });
}
const main = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/server/dist/main.js');
await import(pathToFileURL(main).href);
