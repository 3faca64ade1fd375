import type { HvPvpRoom } from './house-vendor-protocol.js';
/**
 * A game vendor in the transfer-wallet shape (DESIGN.md §5): it holds each player's balance
 * itself; we move money in and out by reference. Every call is idempotent by `reference`: a
 * repeat returns the first answer, so a call whose answer was lost can simply be made again.
 */
/** The vendor's id for our player: stable, and reveals nothing about the account. */
export const vendorPlayer = (memberId: bigint) => `p${memberId}`;

export interface GameVendor {
  readonly code: string;
  /** Credits the player's vendor wallet; returns the vendor balance after. */
  transferIn(input: VendorTransfer): Promise<{ balance: bigint }>;
  /** Debits the player's vendor wallet; `VendorError('REFUSED')` when it holds less. */
  transferOut(input: VendorTransfer): Promise<{ balance: bigint }>;
  balance(merchantId: number, player: string): Promise<bigint>;
  /** Whether a transfer with this reference was applied (for reconciliation). */
  transferStatus(merchantId: number, reference: string): Promise<'APPLIED' | 'NOT_FOUND'>;
  /** The game's address for this player (vendors that launch through us). */
  launch?(input: VendorLaunch): Promise<{ url: string }>;
  /** Bet records after `cursor` (null: from the start), and the cursor to ask from next time. */
  betsSince?(merchantId: number, cursor: string | null): Promise<VendorBets>;
  /** A PVP vendor's rooms, by game code, with who is playing now (spec §7 PVP room list). */
  pvpRooms?(merchantId: number): Promise<HvPvpRoom[]>;
  /** Ends the player's open game sessions at once (a time-out or self-exclusion). */
  endPlayerSessions?(merchantId: number, player: string): Promise<void>;
}

/**
 * What a real-money launch allows, for a vendor that checks each bet itself (issue 20, decision
 * 0063): stake and loss left in minor units, the end of the session limit; null: no such limit.
 */
export interface PlayAllowance {
  stakeLeft: bigint | null;
  lossLeft: bigint | null;
  playUntil: Date | null;
}

export interface VendorLaunch {
  merchantId: number;
  player: string;
  game: string;
  /** Free play: the vendor's play money, nothing recorded as a real bet. */
  demo: boolean;
  language: string;
  /** The name other players may see (a masked username), for games played against others. */
  nickname?: string;
  /** The player's limits as an allowance; absent: none (or a free-play launch). */
  allowance?: PlayAllowance;
}

export interface VendorBet {
  id: string;
  player: string;
  game: string;
  stake: bigint;
  payout: bigint;
  placedAt: Date;
  settledAt: Date | null;
}
export interface VendorBets {
  bets: VendorBet[];
  cursor: string | null;
}

export interface VendorTransfer {
  merchantId: number;
  player: string;
  reference: string;
  amount: bigint;
}

/**
 * REFUSED: the vendor answered no (nothing happened there). UNKNOWN: no answer (timeout,
 * network); the transfer may or may not have happened and must be settled by asking again.
 */
export class VendorError extends Error {
  constructor(
    readonly kind: 'REFUSED' | 'UNKNOWN',
    message: string,
  ) {
    super(message);
  }
}

/** Vendors by code; a code without an adapter cannot be transferred to. */
export class VendorRegistry {
  private readonly vendors = new Map<string, GameVendor>();
  register(vendor: GameVendor): this {
    this.vendors.set(vendor.code, vendor);
    return this;
  }
  get(code: string): GameVendor | undefined {
    return this.vendors.get(code);
  }
  all(): GameVendor[] {
    return [...this.vendors.values()];
  }
}
