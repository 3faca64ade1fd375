import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { connect, createServer } from 'node:net';

/** Debian's `redis-server` (`.ci/run` installs it); another binary with REDIS_SERVER_BIN. */
const BIN = process.env.REDIS_SERVER_BIN ?? 'redis-server';

/** Whether tests that need a real Redis can run here (they are skipped, saying so, when not). */
export const redisServerAvailable = (): boolean => !spawnSync(BIN, ['--version']).error;

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

/** True once the server answers PING on `port`. */
function pings(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.setTimeout(500);
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/**
 * A throw-away Redis for one test file: no persistence, on a free port of 127.0.0.1. `kill()`
 * stops it as a crash would (SIGKILL) and `start()` brings it back on the same port.
 */
export class TestRedis {
  private child: ChildProcess | null = null;

  private constructor(readonly port: number) {}

  static async create(): Promise<TestRedis> {
    const redis = new TestRedis(await freePort());
    await redis.start();
    return redis;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const args = ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
    this.child = spawn(BIN, args, { stdio: 'ignore' });
    const deadline = Date.now() + 10_000;
    while (!(await pings(this.port))) {
      if (Date.now() > deadline) throw new Error(`redis-server did not start on port ${this.port}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async kill(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGKILL');
    await exited;
  }
}
