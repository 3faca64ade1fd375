import type { ChildProcess } from 'node:child_process';

export interface ClusterServer {
  port: number;
  child: ChildProcess;
}
export interface Cluster {
  url: string;
  databaseUrl: string;
  /** The Redis the processes share, if any. */
  redisUrl: string | undefined;
  servers: ClusterServer[];
  kill(i: number): Promise<void>;
  restart(i: number): Promise<void>;
  stop(): Promise<void>;
}
export const HAPROXY: string;
export function startCluster(options?: {
  size?: number;
  port?: number;
  databaseUrl?: string;
  env?: Record<string, string>;
}): Promise<Cluster>;
