import type { ColumnType } from 'kysely';

/** A banner's uploaded image (migration 0017): base64 of the bytes, served at the banner's url. */
export interface BannerImagesTable {
  banner_id: number;
  mime: 'image/png' | 'image/jpeg' | 'image/webp';
  data: string;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface SiteTables {
  banner_images: BannerImagesTable;
}
