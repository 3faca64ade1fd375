// A throw-away PostgreSQL 15 for local clusters and benches: initdb in a temporary folder, started
// on a free port (as the `postgres` user when run as root: the server refuses root), stopped and
// removed by `stop()`. PGBIN overrides where the binaries are.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const PGBIN = process.env.PGBIN ?? '/usr/lib/postgresql/15/bin';
const isRoot = process.getuid?.() === 0;

/** A port nobody listens on now. */
export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

function asPostgres(binary, args) {
  const command = path.join(PGBIN, binary);
  if (isRoot) execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'pipe' });
  else execFileSync(command, args, { stdio: 'pipe' });
}

/** Starts PostgreSQL; resolves with its connection URL and `stop()`. */
export async function startTempPostgres() {
  const dir = mkdtempSync(path.join(tmpdir(), 'bet-pg-'));
  if (isRoot) execFileSync('chown', ['postgres', dir]);
  const port = await freePort();
  const data = path.join(dir, 'data');
  asPostgres('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  asPostgres('pg_ctl', [
    '-D',
    data,
    '-l',
    path.join(dir, 'log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200`,
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        asPostgres('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
