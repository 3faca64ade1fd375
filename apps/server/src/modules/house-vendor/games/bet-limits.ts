import { SLOT_CONFIG } from './slot-config.js';

/**
 * Stake checks for the house games, run before any money moves. Amounts are minor units
 * (cents) as bigint. Limits are the merchant's settings for the game and apply to the whole
 * stake of one round: a slot spin's total bet (line bet x 20), a fish shot's bet.
 */

export interface StakeLimits {
  minBet: bigint;
  maxBet: bigint;
}

export type StakeErrorReason =
  | 'STAKE_NOT_INTEGER'
  | 'STAKE_NOT_POSITIVE'
  | 'STAKE_BELOW_MINIMUM'
  | 'STAKE_ABOVE_MAXIMUM'
  | 'STAKE_OVER_BALANCE';

export type StakeCheck =
  { ok: true; stake: bigint } | { ok: false; reason: StakeErrorReason; message: string };

const fail = (reason: StakeErrorReason, message: string): StakeCheck => ({ ok: false, reason, message });

/**
 * Reads a stake as it arrives from a request: a bigint, a safe integer or a string of digits.
 * Fractions, exponents, signs and floats that lost precision are refused, never rounded.
 */
export function parseStake(input: unknown): StakeCheck {
  let stake: bigint;
  if (typeof input === 'bigint') stake = input;
  else if (typeof input === 'number' && Number.isSafeInteger(input)) stake = BigInt(input);
  else if (typeof input === 'string' && /^-?\d{1,18}$/.test(input)) stake = BigInt(input);
  else return fail('STAKE_NOT_INTEGER', 'the stake must be a whole number of minor units');
  if (stake <= 0n) return fail('STAKE_NOT_POSITIVE', 'the stake must be above zero');
  return { ok: true, stake };
}

/**
 * Checks one round's stake against the merchant's limits and, when given, the player's vendor
 * balance. A limit setting with min above max is a configuration error and throws.
 */
export function checkStake(stake: bigint, limits: StakeLimits, balance?: bigint): StakeCheck {
  if (limits.minBet <= 0n || limits.maxBet < limits.minBet) {
    throw new RangeError(`invalid bet limits: min ${limits.minBet}, max ${limits.maxBet}`);
  }
  if (stake <= 0n) return fail('STAKE_NOT_POSITIVE', 'the stake must be above zero');
  if (stake < limits.minBet) return fail('STAKE_BELOW_MINIMUM', `the minimum bet is ${limits.minBet}`);
  if (stake > limits.maxBet) return fail('STAKE_ABOVE_MAXIMUM', `the maximum bet is ${limits.maxBet}`);
  if (balance !== undefined && stake > balance)
    return fail('STAKE_OVER_BALANCE', 'the stake is more than the balance');
  return { ok: true, stake };
}

/** A slot spin: the limits apply to the total bet; returns the total bet as `stake`. */
export function checkSlotBet(betPerLine: bigint, limits: StakeLimits, balance?: bigint): StakeCheck {
  if (betPerLine <= 0n) return fail('STAKE_NOT_POSITIVE', 'the line bet must be above zero');
  return checkStake(betPerLine * BigInt(SLOT_CONFIG.lines.length), limits, balance);
}

/** A fish shot: the limits apply to the shot's bet. */
export function checkFishBet(bet: bigint, limits: StakeLimits, balance?: bigint): StakeCheck {
  return checkStake(bet, limits, balance);
}
