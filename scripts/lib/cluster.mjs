// A real cluster on this machine (issue 12): N server processes on one PostgreSQL and one Redis
// behind HAProxy, for `npm run cluster` and the cluster test. Needs the built server (`npm run
// build`), the PostgreSQL 15 binaries and `haproxy`; Redis when `redis-server` is installed
// (Debian: apt-get install haproxy redis-server) and no REDIS_URL is given.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stopChild, waitFor } from './site-process.mjs';
import { freePort, startThrowawayPostgres } from './throwaway-postgres.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MAIN = path.join(root, 'apps/server/dist/main.js');
export const HAPROXY = process.env.HAPROXY_PATH ?? 'haproxy';
const REDIS_SERVER = process.env.REDIS_SERVER_BIN ?? 'redis-server';

/** A throw-away Redis (no persistence) on a free port, or null when redis-server is missing. */
async function startRedis() {
  if (spawnSync(REDIS_SERVER, ['--version']).error) return null;
  const port = await freePort();
  const child = spawn(
    REDIS_SERVER,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  for (let i = 0; i < 100; i++) {
    const ok = await new Promise((resolve) => {
      const socket = connect(port, '127.0.0.1', () => (socket.destroy(), resolve(true)));
      socket.on('error', () => resolve(false));
    });
    if (ok) return { url: `redis://127.0.0.1:${port}`, child };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await stopChild(child);
  throw new Error('redis-server did not start');
}

function haproxyConfig(port, serverPorts) {
  return [
    'global',
    '  maxconn 4000',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 30s',
    '  timeout server 30s',
    // A busy process may answer its health check slowly; a dead one refuses it at once.
    '  timeout check 2s',
    // A request the proxy could not hand to a process (it died) goes to another one.
    '  retries 2',
    '  option redispatch',
    'frontend site',
    `  bind 127.0.0.1:${port}`,
    '  default_backend servers',
    'backend servers',
    '  balance roundrobin',
    // A process that says it is not ready (shutting down) or does not answer gets no new requests.
    '  option httpchk GET /readyz',
    '  http-check expect status 200',
    '  default-server inter 500ms fall 2 rise 1',
    ...serverPorts.map((p, i) => `  server s${i + 1} 127.0.0.1:${p} check`),
    '',
  ].join('\n');
}

/**
 * Starts PostgreSQL (a throw-away one unless `databaseUrl`), `size` server processes on it, and
 * HAProxy on `port` in front of them. Resolves once every process and the proxy answer.
 */
export async function startCluster({ size = 3, port, databaseUrl, env = {} } = {}) {
  const pg = databaseUrl ? null : await startThrowawayPostgres();
  if (!databaseUrl && !pg) throw new Error('no PostgreSQL 15 binaries (PGBIN) for the cluster');
  const url = databaseUrl ?? pg.url;
  const redis = env.REDIS_URL || process.env.REDIS_URL ? null : await startRedis();
  const redisUrl = env.REDIS_URL ?? process.env.REDIS_URL ?? redis?.url;
  const dir = mkdtempSync(path.join(tmpdir(), 'bet-cluster-'));
  const proxyPort = port ?? (await freePort());
  const servers = [];
  for (let i = 0; i < size; i++) servers.push({ port: await freePort(), child: null });

  const startServer = (server) => {
    server.child = spawn(process.execPath, [MAIN], {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: url,
        PORT: String(server.port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        // HAProxy checks every 500 ms: a stopping process is out of the rotation before it closes.
        SHUTDOWN_DRAIN_MS: '1000',
        ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
        ...env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    return waitFor(`http://127.0.0.1:${server.port}/readyz`, server.child, `server on ${server.port}`);
  };

  let proxy;
  try {
    await Promise.all(servers.map(startServer));
    const config = path.join(dir, 'haproxy.cfg');
    writeFileSync(
      config,
      haproxyConfig(
        proxyPort,
        servers.map((s) => s.port),
      ),
    );
    // Its stderr only says which process went down or up: the test kills one on purpose.
    proxy = spawn(HAPROXY, ['-f', config, '-db'], { stdio: 'ignore' });
    await waitFor(`http://127.0.0.1:${proxyPort}/readyz`, proxy, 'haproxy');
  } catch (error) {
    await Promise.all(servers.map((s) => s.child && stopChild(s.child)));
    if (proxy) await stopChild(proxy);
    if (redis) await stopChild(redis.child);
    pg?.stop();
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }

  return {
    url: `http://127.0.0.1:${proxyPort}`,
    databaseUrl: url,
    redisUrl,
    servers,
    /** Kills process `i` at once (no shutdown: what a crash or an OOM kill does). */
    kill: (i) =>
      new Promise((resolve) => {
        const { child } = servers[i];
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill('SIGKILL');
      }),
    restart: (i) => startServer(servers[i]),
    async stop() {
      await Promise.all(servers.map((s) => stopChild(s.child)));
      await stopChild(proxy);
      if (redis) await stopChild(redis.child);
      pg?.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
