import type { Db } from '../../db/create-db.js';
import { CoalescingLoader } from '../../shared/coalescing-loader.js';
import { periodAt } from '../agent-settlement/contract-periods.js';
import type * as repo from './promotions.repo.js';
import { rainAt, type Rain } from './rain-schedule.js';
import * as envelopesRepo from './red-envelopes.repo.js';
import { wheelTickets } from './wheel-tickets.js';

export interface RainStanding extends Rain {
  live: boolean;
  /** Whether its envelopes are kept yet (split at its first grab). */
  split: boolean;
  envelopes: number;
  envelopesLeft: number;
}

/**
 * A wheel's least paying prize: what its budget must still cover for a spin to be fair (a wheel
 * whose budget covers no prize would only land on "no prize", so it closes: BUDGET).
 */
export const smallestPrize = (prizes: { amountMinor: string }[]): bigint =>
  prizes
    .map((p) => BigInt(p.amountMinor))
    .filter((a) => a > 0n)
    .reduce((least, a) => (a < least ? a : least));

/** What the draws' states read: a wheel player's tickets, and a rain's schedule and envelopes. */
export class DrawFacts {
  /** Rains' envelope counts on the root pool, keyed `promotionId|rain`, coalesced (a rain is a burst). */
  private readonly rains = new CoalescingLoader<string, { total: number; free: number } | null>(
    async (keys) => {
      const counts = await Promise.all(
        keys.map((key) => {
          const [promotionId, rain] = key.split('|') as [string, string];
          return envelopesRepo.rainEnvelopes(this.d.db, Number(promotionId), rain);
        }),
      );
      return new Map(keys.map((key, i) => [key, counts[i]!]));
    },
  );

  constructor(private readonly d: { timeZone: string; db: Db }) {}

  /** A live rain's envelopes, read once for all the grabs and pages asking at the same moment. */
  private async envelopes(db: Db, promotionId: number, rain: string) {
    if (db !== this.d.db) return envelopesRepo.rainEnvelopes(db, promotionId, rain);
    return (await this.rains.load(`${promotionId}|${rain}`)) ?? null;
  }

  /** The period `now` falls in, within the promotion's run and up to now: [from, to). */
  private periodWindow(p: repo.PromotionRow, now: Date): { key: string; from: Date; to: Date } {
    const earliest = (...dates: (Date | null)[]) =>
      new Date(Math.min(...dates.flatMap((d) => (d ? [d.getTime()] : []))));
    if (p.repeat === 'ONCE') return { key: 'once', from: p.starts_at, to: earliest(now, p.ends_at) };
    const period = periodAt(p.repeat === 'DAILY' ? 'D' : 'W', this.d.timeZone, now);
    const from = period.start > p.starts_at ? period.start : p.starts_at;
    return { key: period.key, from, to: earliest(now, p.ends_at, period.end) };
  }

  /** A rain promotion's rain now or next, by its schedule (the report time zone). */
  rainOf(p: repo.PromotionRow, now: Date) {
    if (p.rules.kind !== 'RED_ENVELOPE') return null;
    return rainAt(p.rules, this.d.timeZone, { startsAt: p.starts_at, endsAt: p.ends_at }, now);
  }

  /** The rain now or next with its envelopes left (all of them until its first grab splits it). */
  async rainStanding(db: Db, p: repo.PromotionRow, now: Date): Promise<RainStanding | null> {
    const at = this.rainOf(p, now);
    if (!at || p.rules.kind !== 'RED_ENVELOPE') return null;
    const kept = at.live ? await this.envelopes(db, p.id, at.rain.key) : null;
    const envelopes = kept?.total ?? p.rules.envelopes;
    return {
      ...at.rain,
      live: at.live,
      split: kept !== null,
      envelopes,
      envelopesLeft: kept?.free ?? envelopes,
    };
  }

  /** A wheel player's tickets in the period `now` falls in (null for other kinds). */
  wheelTickets(db: Db, p: repo.PromotionRow, memberId: bigint, now: Date) {
    if (p.rules.kind !== 'LUCKY_WHEEL') return null;
    const window = this.periodWindow(p, now);
    return wheelTickets(db, p.rules, {
      promotionId: p.id,
      memberId,
      period: window.key,
      from: window.from,
      to: window.to,
    });
  }
}
