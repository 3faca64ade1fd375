// Starts a throw-away PostgreSQL (Debian's binaries) in a temporary folder on a free port, as the
// `postgres` user when run as root (the server refuses root). Returns its URL and a stop function,
// or null when no PostgreSQL binaries are installed.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Pg from 'pg';

/** A port nobody listens on now. */
export const freePort = () =>
  new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

export async function startThrowawayPostgres(bin = process.env.PGBIN ?? '/usr/lib/postgresql/15/bin') {
  if (!existsSync(path.join(bin, 'initdb'))) return null;
  const dir = mkdtempSync(path.join(tmpdir(), 'bet-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot)
    chownSync(
      dir,
      Number(execFileSync('id', ['-u', 'postgres']).toString()),
      Number(execFileSync('id', ['-g', 'postgres']).toString()),
    );
  const run = (cmd, args) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...args])
      : execFileSync(path.join(bin, cmd), args);
  const port = await freePort();
  run('initdb', ['-D', `${dir}/data`, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  run('pg_ctl', [
    '-D',
    `${dir}/data`,
    '-l',
    `${dir}/log`,
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200`,
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run('pg_ctl', ['-D', `${dir}/data`, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * A fresh, empty database `name` on the server at `url` (its `postgres` database), dropped first
 * if a previous run left it; returns its URL.
 */
export async function createDatabase(url, name) {
  const admin = new Pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  return url.replace(/\/postgres$/, `/${name}`);
}
