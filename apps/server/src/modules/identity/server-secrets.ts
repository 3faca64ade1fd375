import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/create-db.js';

const read = async (db: Db, name: string) =>
  (await db.selectFrom('server_secrets').select('value').where('name', '=', name).executeTakeFirst())?.value;

/**
 * A named secret generated on first start and kept in the database, so every server process
 * (and every restart) uses the same one. Two processes starting at once agree on the first row.
 */
export async function getOrCreateSecret(
  db: Db,
  name: string,
  create: () => string = () => randomBytes(32).toString('base64url'),
): Promise<string> {
  const existing = await read(db, name);
  if (existing !== undefined) return existing;
  await db
    .insertInto('server_secrets')
    .values({ name, value: create() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  return (await read(db, name))!;
}
