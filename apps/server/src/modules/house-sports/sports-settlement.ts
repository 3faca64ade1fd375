import type { Db } from '../../db/create-db.js';
import { RoundError } from '../house-vendor/house-rounds.service.js';
import { selectionWins } from './games/football-model.js';
import { combinedOdds } from './sport-books.js';
import * as bets from './sport-bets.repo.js';
import * as events from './sport-events.repo.js';

/**
 * Closes an event in one transaction (decision 0058): with a final score every leg on it is won or
 * lost, void makes every leg void (it counts 1.000); each bet whose legs are all resolved is closed —
 * lost if any leg lost, else paid stake × its odds over the won legs (all void: the stake back) —
 * and the wallets are credited. An event already closed changes nothing.
 */
export async function closeEvent(
  db: Db,
  eventId: string,
  outcome: { kind: 'SCORE'; home: number; away: number } | { kind: 'VOID' },
  now: Date,
): Promise<{ legs: number; bets: number }> {
  return db.transaction().execute(async (trx) => {
    const [event] = await events.lockEvents(trx, [eventId], 'update');
    if (!event) throw new RoundError('sports.event.invalid', 'no such event');
    if (event.status !== 'OPEN') return { legs: 0, bets: 0 };
    const home = outcome.kind === 'SCORE' ? outcome.home : event.home_goals;
    const away = outcome.kind === 'SCORE' ? outcome.away : event.away_goals;
    await events.markClosed(trx, eventId, {
      status: outcome.kind === 'SCORE' ? 'SETTLED' : 'VOID',
      home,
      away,
      now,
    });

    const open = await bets.openLegsOnEvent(trx, eventId);
    const results = open.map((leg) => ({
      betId: leg.bet_id,
      result:
        outcome.kind === 'VOID'
          ? 'VOID'
          : selectionWins(leg.market, leg.line / 10, leg.selection, home, away)
            ? 'WON'
            : 'LOST',
    }));
    await bets.setLegResults(trx, eventId, results);

    const betIds = [...new Set(open.map((l) => l.bet_id))];
    const allLegs = await bets.legsOf(trx, betIds);
    const stakes = new Map((await bets.betsByIds(trx, betIds)).map((b) => [b.id, b]));
    const closes: Parameters<typeof bets.closeBets>[1] = [];
    for (const id of betIds) {
      const bet = stakes.get(id);
      if (!bet || bet.status !== 'OPEN') continue;
      const legs = allLegs.filter((l) => l.bet_id === id);
      if (legs.some((l) => l.result === 'LOST')) {
        closes.push({ id, status: 'LOST', payout: 0n });
        continue;
      }
      if (legs.some((l) => l.result === null)) continue;
      const stake = BigInt(bet.stake);
      if (legs.every((l) => l.result === 'VOID')) {
        closes.push({ id, status: 'VOID', payout: stake });
        continue;
      }
      const odds = combinedOdds(legs.map((l) => (l.result === 'WON' ? l.odds : 1000)));
      closes.push({ id, status: 'WON', payout: (stake * odds) / 1000n });
    }
    return { legs: open.length, bets: await bets.closeBets(trx, closes, now) };
  });
}
