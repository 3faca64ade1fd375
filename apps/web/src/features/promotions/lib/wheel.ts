import { expectedPrizeMinor } from '@bet/contracts/promotions/prize-table';
import type { PromotionReward } from '@bet/contracts/promotions/promotions';

/** A lucky wheel's reward (its prize table and what earns tickets). */
export type WheelReward = Extract<PromotionReward, { kind: 'LUCKY_WHEEL' }>;
export type WheelPrize = WheelReward['prizes'][number];

/** How long a spin turns, and how many whole turns it makes before it lands. */
export const SPIN_MS = 4000;
export const SPIN_TURNS = 5;

/** The wheel's largest prize: the offer's headline ("Win up to P 50"). */
export const topPrize = (reward: WheelReward): number =>
  reward.prizes.reduce((most, prize) => Math.max(most, prize.amount), 0);

/**
 * A published probability as a percent with at most 4 decimals, as the back office publishes it
 * (weights total at most 10⁶, so 4 decimals are exact): 0.125 → "12.5%", 1/3 → "33.3333%".
 */
export const probabilityText = (probability: number): string => `${Number((probability * 100).toFixed(4))}%`;

/** Amounts of the API (2 decimals at most) in minor units, for the contract's exact arithmetic. */
const minor = (amount: number): bigint => BigInt(Math.round(amount * 100));

/**
 * The expected prize of one spin, Σ amount × weight / Σ weight, rounded down to the cent: the
 * contract's computation (`expectedPrizeMinor`), so the site shows what the back office does.
 */
export function expectedPrize(reward: WheelReward): number {
  if (reward.prizes.length === 0) return 0;
  const table = reward.prizes.map((prize) => ({ amountMinor: minor(prize.amount), weight: prize.weight }));
  return Number(expectedPrizeMinor(table)) / 100;
}

/**
 * The rotation (degrees, clockwise, growing with every spin) that lands the pointer at the top on
 * the centre of `segment`: segment i spans [i, i + 1] × 360/n clockwise from the top, so its
 * centre is at the top once the wheel has turned by −(i + ½) × 360/n. From `current` it turns
 * forward `turns` whole times and then on to that angle (0 turns: the shortest way forward).
 */
export function landingRotation(current: number, segment: number, segments: number, turns: number): number {
  const size = 360 / segments;
  const target = (((360 - (segment + 0.5) * size) % 360) + 360) % 360;
  const now = ((current % 360) + 360) % 360;
  return current + turns * 360 + ((target - now + 360) % 360);
}

/** The wheel's segments as SVG paths in a box of −100…100, radius `r`, from the top clockwise. */
export function segmentPath(index: number, segments: number, r: number): string {
  const size = (2 * Math.PI) / segments;
  const point = (angle: number) => `${(r * Math.sin(angle)).toFixed(3)} ${(-r * Math.cos(angle)).toFixed(3)}`;
  const large = size > Math.PI ? 1 : 0;
  return `M0 0L${point(index * size)}A${r} ${r} 0 ${large} 1 ${point((index + 1) * size)}Z`;
}

/**
 * Where the period's next ticket stands: how much of one ticket's step the basis has covered since
 * the last ticket (the step less what is still missing), for the progress bar.
 */
export function nextTicketDone(toNextTicket: number, ticketStep: number): number {
  if (ticketStep <= 0) return 0;
  return Math.min(ticketStep, Math.max(0, ticketStep - toNextTicket));
}

/** The player asked for less motion: the wheel jumps to its segment instead of turning. */
export function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}
