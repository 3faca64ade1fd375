import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/create-db.js';
import { findSecret, insertSecretIfAbsent } from './server-secrets.repo.js';

/**
 * A named secret generated on first start and kept in the database, so every server process
 * (and every restart) uses the same one. Two processes starting at once agree on the first row.
 */
export async function getOrCreateSecret(
  db: Db,
  name: string,
  create: () => string = () => randomBytes(32).toString('base64url'),
): Promise<string> {
  const existing = await findSecret(db, name);
  if (existing !== undefined) return existing;
  await insertSecretIfAbsent(db, name, create());
  return (await findSecret(db, name))!;
}
