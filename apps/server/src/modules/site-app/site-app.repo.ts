import type { Db } from '../../db/create-db.js';
import type { SiteAppSettingsTable } from '../../db/schema-site-app.js';

type Name = SiteAppSettingsTable['name'];

/** A merchant's stored setting (parsed JSON), or undefined when the operator never set it. */
export async function readSiteAppSetting(db: Db, merchantId: number, name: Name): Promise<unknown> {
  const row = await db
    .selectFrom('site_app_settings')
    .select('value')
    .where('merchant_id', '=', merchantId)
    .where('name', '=', name)
    .executeTakeFirst();
  // jsonb comes back parsed from both drivers; a string is the JSON text of an older driver.
  return typeof row?.value === 'string' ? (JSON.parse(row.value) as unknown) : row?.value;
}

export async function writeSiteAppSetting(db: Db, merchantId: number, name: Name, value: unknown) {
  const json = JSON.stringify(value);
  await db
    .insertInto('site_app_settings')
    .values({ merchant_id: merchantId, name, value: json })
    .onConflict((oc) =>
      oc.columns(['merchant_id', 'name']).doUpdateSet({ value: json, updated_at: new Date() }),
    )
    .execute();
}
