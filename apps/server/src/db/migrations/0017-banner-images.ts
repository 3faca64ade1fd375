import { sql, type Kysely } from 'kysely';

/**
 * Banner images uploaded in the back office (issue 13 item 6): kept in the database with their
 * banner (no file store to run or back up; at most 1 MB each, a few per merchant) and served
 * by the server at `/media/banners/<id>.<ext>`, which is the banner's url. Deleting a banner
 * deletes its image.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table banner_images (
      banner_id int primary key references banners(id) on delete cascade,
      mime text not null check (mime in ('image/png', 'image/jpeg', 'image/webp')),
      data text not null,
      created_at timestamptz not null default now()
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table banner_images`.execute(db);
}
