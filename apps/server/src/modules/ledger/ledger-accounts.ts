/** Ledger account kinds (migration 0003). A member owns MAIN and one VENDOR account per vendor. */
export type MemberAccountKind = 'MAIN' | 'VENDOR';
export type HouseAccountKind =
  | 'DEPOSITS_IN_TRANSIT'
  | 'WITHDRAWALS_PAYABLE'
  | 'PAID_OUT'
  | 'VENDOR_FLOAT'
  | 'BONUSES'
  | 'AGENT_COMMISSIONS'
  | 'ADJUSTMENTS'
  // play money of trial accounts: never mixes with real money (trials cannot deposit, withdraw or transfer)
  | 'DEMO_FUNDS';

export type AccountRef =
  | { member: number | bigint; kind: MemberAccountKind; vendor?: string }
  | { house: HouseAccountKind; vendor?: string };

export const mainWallet = (member: number | bigint): AccountRef => ({ member, kind: 'MAIN' });
export const vendorWallet = (member: number | bigint, vendor: string): AccountRef => ({
  member,
  kind: 'VENDOR',
  vendor,
});
export const house = (kind: HouseAccountKind, vendor?: string): AccountRef => ({
  house: kind,
  ...(vendor ? { vendor } : {}),
});

/** One side of a transfer: a positive amount credits the account, a negative one debits it. */
export interface Posting {
  account: AccountRef;
  amount: bigint;
}

/** The usual transfer: `amount` leaves `from` and arrives in `to`. */
export const move = (from: AccountRef, to: AccountRef, amount: bigint): Posting[] => [
  { account: from, amount: -amount },
  { account: to, amount },
];
