import type { ContractKind, ContractTerms } from '@bet/contracts/agent/agent-contracts';
import type { Db } from '../../db/create-db.js';

/** The house's side of contracts: top-level agents' terms per kind and the payout release delay. */
export const topTerms = (db: Db, merchantId: number) =>
  db
    .selectFrom('agent_top_terms')
    .select(['kind', 'terms', 'max_rate_bp'])
    .where('merchant_id', '=', merchantId)
    .execute();

export const topTermsOf = (db: Db, merchantId: number, kind: ContractKind) =>
  db
    .selectFrom('agent_top_terms')
    .select(['terms', 'max_rate_bp'])
    .where('merchant_id', '=', merchantId)
    .where('kind', '=', kind)
    .executeTakeFirst();

export async function replaceTopTerms(
  db: Db,
  merchantId: number,
  rows: { kind: ContractKind; terms: ContractTerms; maxRateBp: number }[],
): Promise<void> {
  await db.deleteFrom('agent_top_terms').where('merchant_id', '=', merchantId).execute();
  if (rows.length === 0) return;
  await db
    .insertInto('agent_top_terms')
    .values(
      rows.map((r) => ({
        merchant_id: merchantId,
        kind: r.kind,
        terms: JSON.stringify(r.terms),
        max_rate_bp: r.maxRateBp,
      })),
    )
    .execute();
}

export const releaseDelay = (db: Db, merchantId: number) =>
  db
    .selectFrom('agent_contract_settings')
    .select('release_delay_minutes')
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();

export async function setReleaseDelay(db: Db, merchantId: number, minutes: number): Promise<void> {
  await db
    .insertInto('agent_contract_settings')
    .values({ merchant_id: merchantId, release_delay_minutes: minutes })
    .onConflict((oc) =>
      oc.column('merchant_id').doUpdateSet({ release_delay_minutes: minutes, updated_at: new Date() }),
    )
    .execute();
}
