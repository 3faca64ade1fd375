import { sql, type Kysely } from 'kysely';

/**
 * The operator's player search (issue 13 item 4): each field it searches is one index lookup,
 * fast at 100k players. Usernames are stored lower case (CHECK), so the prefix index is on the
 * column itself with text_pattern_ops (LIKE 'abc%' uses it whatever the database's collation).
 * Mobile numbers are found with or without their dialing code; e-mail uses members_email (0002).
 * The address a player registered from and the browser of each login are recorded from now on.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table members add column register_ip text;
    alter table login_history add column user_agent text;

    create index members_username_prefix on members (merchant_id, username text_pattern_ops);
    create index members_mobile_num on members (merchant_id, mobile_num) where mobile_num is not null;
    create index members_full_mobile on members (merchant_id, (dialing_code || mobile_num))
      where mobile_num is not null;
    create index members_register_ip on members (merchant_id, register_ip) where register_ip is not null;
    -- The unfiltered list, newest first, pages without sorting the whole table.
    create index members_registered on members (merchant_id, created_at desc, id desc);
    create index member_ips_ip on member_ips (ip);
    create index login_history_ip on login_history (ip);
    create index bank_cards_account_number on bank_cards (merchant_id, account_number);
    -- The audit trail of one player: operator actions name the player in detail.username.
    create index audit_log_player on audit_log (merchant_id, lower(detail->>'username'), id desc);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index audit_log_player, bank_cards_account_number, login_history_ip, member_ips_ip,
      members_registered, members_register_ip, members_full_mobile, members_mobile_num, members_username_prefix;
    alter table login_history drop column user_agent;
    alter table members drop column register_ip;
  `.execute(db);
}
