import type { Db } from '../../db/create-db.js';

export const findSecret = async (db: Db, name: string) =>
  (await db.selectFrom('server_secrets').select('value').where('name', '=', name).executeTakeFirst())?.value;

/** Inserts the secret unless a row of that name exists already (then the existing one stays). */
export const insertSecretIfAbsent = (db: Db, name: string, value: string) =>
  db
    .insertInto('server_secrets')
    .values({ name, value })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
