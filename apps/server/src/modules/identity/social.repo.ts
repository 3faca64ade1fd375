import { randomBytes } from 'node:crypto';
import type { SocialProvider } from '@bet/contracts/identity/social';
import type { VerifiedIdentity } from '../../adapters/oidc/oidc-client.js';
import type { Db } from '../../db/create-db.js';
import type { Member } from '../../db/schema.js';
import * as members from './member.repo.js';

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

export const findBySocial = (db: Db, merchantId: number, provider: SocialProvider, subject: string) =>
  db
    .selectFrom('members')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('social_provider', '=', provider)
    .where('social_subject', '=', subject)
    .executeTakeFirst();

/**
 * The member this provider account logs in as; created as a player (type 0) on its first login.
 * No password (so no forced change is ever asked), a generated name, and the e-mail only when the
 * provider verified it and no other account of the merchant has it: an account is never linked to
 * an existing one by e-mail, which would let whoever controls the provider account take it over.
 */
export async function findOrCreateSocialMember(
  db: Db,
  merchantId: number,
  provider: SocialProvider,
  identity: VerifiedIdentity,
): Promise<Member> {
  let email = identity.emailVerified ? identity.email : null;
  for (let attempt = 0; attempt < 4; attempt++) {
    const existing = await findBySocial(db, merchantId, provider, identity.subject);
    if (existing) return existing;
    if (email && (await members.findByEmail(db, merchantId, email))) email = null;
    try {
      return await db
        .insertInto('members')
        .values({
          merchant_id: merchantId,
          username: `${provider}_${randomBytes(5).toString('hex')}`,
          password_hash: null,
          type: 0,
          nickname: identity.name?.slice(0, 32) ?? null,
          email,
          referral_code: randomBytes(5).toString('hex').toUpperCase(),
          social_provider: provider,
          social_subject: identity.subject,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    } catch (error) {
      // A parallel first login of the same account, or a name or e-mail taken meanwhile: look again.
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new Error('could not create the social login account');
}

/**
 * Marks a one-time value as spent; false when it already was. The table of used human proofs
 * already is "values spent until they expire" (primary key, purged once expired), so the
 * one-time login codes share it under their own prefix instead of needing a table of their own.
 */
export async function spendOnce(db: Db, key: string, expiresAt: Date): Promise<boolean> {
  const row = await db
    .insertInto('human_proofs_used')
    .values({ signature: `social:${key}`, expires_at: expiresAt })
    .onConflict((oc) => oc.column('signature').doNothing())
    .returning('signature')
    .executeTakeFirst();
  return row !== undefined;
}
