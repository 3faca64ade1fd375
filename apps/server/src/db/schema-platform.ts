import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Json } from './schema-columns.js';

export interface ServerSecretsTable {
  name: string;
  value: string;
  created_at: CreatedAt;
}

/** A background job's run (decision 0021); `key` is `<job>:<period start>` or a manual run's key. */
export interface JobRunsTable {
  key: string;
  job: string;
  period_start: Date;
  manual: Generated<boolean>;
  status: 'running' | 'done' | 'failed';
  attempts: Generated<number>;
  owner: string;
  lease_until: Date;
  next_attempt_at: Date | null;
  started_at: Date;
  finished_at: Date | null;
  last_error: string | null;
}

/** A platform-wide setting (migration 0012): `apiDocs` → boolean. */
export interface PlatformSettingsTable {
  name: string;
  value: Json<unknown>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** The platform itself: server secrets, background job runs, platform-wide settings. */
export interface PlatformTables {
  server_secrets: ServerSecretsTable;
  job_runs: JobRunsTable;
  platform_settings: PlatformSettingsTable;
}
