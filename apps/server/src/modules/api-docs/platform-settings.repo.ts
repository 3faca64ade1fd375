import type { Db } from '../../db/create-db.js';

/** A platform-wide setting's stored value, or undefined when no one has set it yet. */
export async function readPlatformSetting(db: Db, name: string): Promise<unknown> {
  const row = await db
    .selectFrom('platform_settings')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirst();
  return row?.value;
}

export async function writePlatformSetting(db: Db, name: string, value: unknown): Promise<void> {
  const json = JSON.stringify(value);
  await db
    .insertInto('platform_settings')
    .values({ name, value: json })
    .onConflict((oc) => oc.column('name').doUpdateSet({ value: json, updated_at: new Date() }))
    .execute();
}
