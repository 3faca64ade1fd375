import type { FastifyInstance } from 'fastify';
import { gamePage, gameSessionOf, sendGameCall } from '../house-vendor/game-page.js';
import type { PlaceBetInput, Sportsbook } from './sportsbook.service.js';

const PAGES: Record<string, string> = { sportsbook: 'House Sportsbook', esportsbook: 'House E-sports' };

/**
 * What the player's browser talks to inside the /game iframe of a house book: the page, the
 * fixtures with their odds now (the page polls them: in-play odds move every few seconds), bets,
 * the player's bets and cash-out, all under the session of the launch.
 */
export function registerSportsbookRoutes(
  app: FastifyInstance,
  deps: { book: Sportsbook; betsPerMinute: number },
) {
  const betLimit = { rateLimit: { max: deps.betsPerMinute, timeWindow: '1 minute' } };

  app.get<{ Params: { book: string } }>('/hv/sports/play/:book', async (request, reply) => {
    const title = PAGES[request.params.book];
    if (!title) return reply.status(404).type('text/plain').send('Not found');
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(gamePage({ title, game: 'sportsbook', css: true }));
  });
  app.get('/hv/sports/state', (request, reply) =>
    sendGameCall(reply, () => deps.book.state(gameSessionOf(request))),
  );
  app.get('/hv/sports/events', (request, reply) =>
    sendGameCall(reply, () => deps.book.events(gameSessionOf(request))),
  );
  app.get<{ Querystring: { open?: string } }>('/hv/sports/bets', (request, reply) =>
    sendGameCall(reply, () => deps.book.myBets(gameSessionOf(request), request.query.open !== '0')),
  );
  app.post<{ Body: PlaceBetInput }>('/hv/sports/bet', { config: betLimit }, (request, reply) =>
    sendGameCall(reply, () => deps.book.placeBet(gameSessionOf(request), request.body ?? {})),
  );
  app.post<{ Body: { betId?: unknown; amount?: unknown } }>(
    '/hv/sports/cashout',
    { config: betLimit },
    (request, reply) =>
      sendGameCall(reply, () => deps.book.cashOut(gameSessionOf(request), request.body ?? {})),
  );
}
