import { sql, type Kysely } from 'kysely';

/**
 * What moves money, beside the ledger: game vendors and the transfers to and from their wallets,
 * the house vendor's own wallet table (its side of the transfer-wallet API), deposit channels
 * and deposits, bank cards and withdrawals, bonuses, and each merchant's money settings.
 * Amounts are minor units (bigint).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table money_settings (
      merchant_id int primary key references merchants(id),
      withdraw_min bigint not null default 10000,
      withdraw_max bigint not null default 5000000,
      -- minutes after pay-out when an unconfirmed withdrawal counts as received
      auto_confirm_minutes int not null default 1440 check (auto_confirm_minutes between 1 and 43200),
      max_bank_cards int not null default 5
    );

    create table vendors (
      merchant_id int not null references merchants(id),
      code text not null,
      name text not null,
      -- the wallet's id on the wire (balance[].accountTypeId); 0 is the main wallet
      account_type_id int not null check (account_type_id > 0),
      enabled boolean not null default true,
      maintenance boolean not null default false,
      sort int not null default 0,
      primary key (merchant_id, code),
      unique (merchant_id, account_type_id)
    );

    -- A transfer between the main wallet and a vendor wallet: the ledger part is posted at once,
    -- the vendor's answer may come later (PENDING until the reconciliation job settles it).
    create table vendor_transfers (
      id bigserial primary key,
      merchant_id int not null references merchants(id),
      member_id bigint not null references members(id),
      vendor text not null,
      direction text not null check (direction in ('IN', 'OUT')),
      amount bigint not null check (amount > 0),
      status text not null check (status in ('PENDING', 'DONE', 'FAILED')),
      request_key text not null,
      error text,
      attempts int not null default 0,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (merchant_id, request_key)
    );
    create index vendor_transfers_pending on vendor_transfers (created_at) where status = 'PENDING';

    -- The house vendor's side: each player's balance there, and every transfer by our reference
    -- (idempotent: a repeated reference returns the first answer).
    create table house_vendor_wallets (
      merchant_id int not null,
      player text not null,
      balance bigint not null default 0 check (balance >= 0),
      primary key (merchant_id, player)
    );
    create table house_vendor_transfers (
      merchant_id int not null,
      reference text not null,
      player text not null,
      amount bigint not null,
      created_at timestamptz not null default now(),
      primary key (merchant_id, reference)
    );

    create table deposit_channels (
      id serial primary key,
      merchant_id int not null references merchants(id),
      type text not null check (type in ('ONLINE', 'OFFLINE')),
      name text not null,
      min_amount bigint not null check (min_amount > 0),
      max_amount bigint not null,
      bank_name text,
      account_name text,
      account_number text,
      enabled boolean not null default true,
      sort int not null default 0,
      check (max_amount >= min_amount)
    );

    create table deposits (
      id bigserial primary key,
      merchant_id int not null references merchants(id),
      member_id bigint not null references members(id),
      channel_id int not null references deposit_channels(id),
      amount bigint not null check (amount > 0),
      status text not null check (status in ('PENDING', 'SUCCESS', 'REJECTED')),
      reference text,
      receipt_image text,
      request_key text not null,
      created_at timestamptz not null default now(),
      completed_at timestamptz,
      decided_by text,
      unique (merchant_id, request_key)
    );
    create index deposits_member on deposits (member_id, created_at desc);
    create index deposits_pending on deposits (merchant_id, created_at) where status = 'PENDING';

    create table bank_cards (
      id bigserial primary key,
      merchant_id int not null references merchants(id),
      member_id bigint not null references members(id),
      bank_name text not null,
      account_name text not null,
      account_number text not null,
      created_at timestamptz not null default now(),
      removed_at timestamptz
    );
    create index bank_cards_member on bank_cards (member_id) where removed_at is null;

    -- Wrong payment passwords in a row; locks the payment password (not the login) like login does.
    create table payment_password_guards (
      member_id bigint primary key references members(id),
      failures int not null default 0,
      locked_until timestamptz
    );

    create table withdrawals (
      id bigserial primary key,
      merchant_id int not null references merchants(id),
      member_id bigint not null references members(id),
      bank_card_id bigint not null references bank_cards(id),
      amount bigint not null check (amount > 0),
      status text not null check (status in ('PENDING', 'PAID', 'REJECTED', 'RECEIVED', 'PARTIAL', 'NOT_RECEIVED', 'AUTO_RECEIVED')),
      request_key text not null,
      created_at timestamptz not null default now(),
      paid_at timestamptz,
      auto_confirm_at timestamptz,
      confirmed_at timestamptz,
      received_amount bigint,
      proof_image text,
      decided_by text,
      reject_reason text,
      unique (merchant_id, request_key)
    );
    create index withdrawals_member on withdrawals (member_id, created_at desc);
    create index withdrawals_auto_confirm on withdrawals (auto_confirm_at) where status = 'PAID';

    create table bonuses (
      id bigserial primary key,
      merchant_id int not null references merchants(id),
      member_id bigint not null references members(id),
      name text not null,
      amount bigint not null check (amount > 0),
      turnover_required bigint not null default 0,
      transfer_id bigint not null references ledger_transfers(id),
      created_at timestamptz not null default now()
    );
    create index bonuses_member on bonuses (member_id, created_at desc);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table bonuses, withdrawals, payment_password_guards, bank_cards, deposits, deposit_channels, house_vendor_transfers,
      house_vendor_wallets, vendor_transfers, vendors, money_settings;
  `.execute(db);
}
