// Starting and stopping the built site (scripts/start.mjs) as a child process, for the bench and
// the Lighthouse figures.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `url` until it answers 2xx; fails as soon as `child` exits. */
export async function waitFor(url, child, what) {
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not listening yet */
    }
    if (hasExited(child)) throw new Error(`${what} exited during start`);
    await sleep(10);
  }
}

/** Starts the site on `dataDir` and `port`; resolves once /readyz answers, with the time it took. */
export async function startSite(dataDir, port, env = {}) {
  const started = performance.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(`http://127.0.0.1:${port}/readyz`, child, 'server');
  return { child, readyMs: performance.now() - started };
}

/** Ended on its own or by a signal (a killed process has no exit code). */
const hasExited = (child) => child.exitCode !== null || child.signalCode !== null;

/** Stops a child process (SIGTERM) and resolves when it has exited. */
export const stopChild = (child) =>
  hasExited(child)
    ? Promise.resolve()
    : new Promise((resolve) => (child.once('exit', resolve), child.kill('SIGTERM')));
