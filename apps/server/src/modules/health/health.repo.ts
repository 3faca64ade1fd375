import { sql } from 'kysely';
import type { Db } from '../../db/create-db.js';

/** Resolves when the database answers a trivial query. */
export const pingDatabase = (db: Db): Promise<unknown> => sql`select 1`.execute(db);
