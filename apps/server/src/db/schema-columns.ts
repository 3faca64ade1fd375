import type { ColumnType } from 'kysely';

/** Set by the database on insert, never updated. */
export type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
/** A JSON column: read as `T`, written as its JSON text. */
export type Json<T> = ColumnType<T, string, string>;
