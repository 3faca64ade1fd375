import { sql } from 'kysely';
import type { Db } from '../../db/create-db.js';

/**
 * What a refused call must leave as it was: every balance and money record, every setting of the
 * site, its operators and its members, and their sessions. Counters a refusal is meant to move
 * (failed logins, lockouts, payment-password guards, verification codes, audit lines) are left out.
 */
const PARTS = {
  // money
  balances: 'select id, balance from ledger_accounts',
  transfers: 'select count(*) from ledger_transfers',
  deposits: 'select * from deposits',
  withdrawals: 'select * from withdrawals',
  bankCards: 'select * from bank_cards',
  bonuses: 'select * from bonuses',
  houseWallets: 'select * from house_vendor_wallets',
  vendorTransfers: 'select id, status, amount from vendor_transfers',
  // settings
  merchants: 'select * from merchants',
  modules: 'select * from merchant_modules',
  maintenance: 'select * from maintenance',
  regions: 'select * from restricted_countries',
  registerRules: 'select * from register_rules',
  moneySettings: 'select * from money_settings',
  depositChannels: 'select * from deposit_channels',
  vendors: 'select * from vendors',
  games: 'select * from games',
  houseGames: 'select * from house_game_settings',
  walletPreferences: 'select * from wallet_preferences',
  operators: 'select id, username, password_hash, role, disabled from operators',
  // sessions opened or ended (not their sliding expiry)
  memberSessions: 'select token_hash, revoked_at is null from member_sessions',
  operatorSessions: 'select token_hash, revoked_at is null from operator_sessions',
  favourites: 'select * from favourite_games',
  members: `select id, type, password_hash, nickname, email, dialing_code, mobile_num, payee_name, id_number,
    birthday, profile, upline_id, to_upline, language, payment_password_hash, totp_secret, avatar,
    avatar_type, disabled, agent_only from members`,
} as const;

export type Fingerprint = Record<keyof typeof PARTS, string>;

// One round trip: an md5 of each part's rows in a stable order.
const query = `select ${Object.entries(PARTS)
  .map(
    ([name, select]) =>
      `(select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) from (${select}) x) as "${name}"`,
  )
  .join(', ')}`;

export async function fingerprint(db: Db): Promise<Fingerprint> {
  const { rows } = await sql<Fingerprint>`${sql.raw(query)}`.execute(db);
  return rows[0]!;
}

/** The parts that differ between two fingerprints (empty when nothing changed). */
export const changedParts = (before: Fingerprint, after: Fingerprint): string[] =>
  (Object.keys(PARTS) as (keyof Fingerprint)[]).filter((part) => before[part] !== after[part]);
