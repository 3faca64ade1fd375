// `npm run cluster`: a local cluster — a throw-away PostgreSQL 15 (or DATABASE_URL), a throw-away
// Redis (or REDIS_URL; none when redis-server is missing), CLUSTER_SIZE
// server processes (default 3) and HAProxy on CLUSTER_PORT (default 3000). Ctrl-C stops it all.
import { startCluster } from './lib/cluster.mjs';

const size = Number(process.env.CLUSTER_SIZE ?? 3);
const port = Number(process.env.CLUSTER_PORT ?? 3000);
const cluster = await startCluster({ size, port, databaseUrl: process.env.DATABASE_URL });
console.log(`\n  Cluster ready: ${cluster.url}`);
console.log(`  ${size} server processes on ports ${cluster.servers.map((s) => s.port).join(', ')}`);
console.log(`  PostgreSQL: ${cluster.databaseUrl}`);
console.log(
  `  Redis: ${cluster.redisUrl ?? 'none (redis-server not installed): limits and caches per process'}`,
);
console.log('  Ctrl-C stops everything.\n');

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await cluster.stop();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
