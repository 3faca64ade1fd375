import type { ColumnType } from 'kysely';

/** A merchant's lite-app or join-us setting (migration 0022), its value as the contract shapes it. */
export interface SiteAppSettingsTable {
  merchant_id: number;
  name: 'liteApp' | 'join';
  value: ColumnType<unknown, string, string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface SiteAppTables {
  site_app_settings: SiteAppSettingsTable;
}
