import type { FastifyInstance } from 'fastify';
import type { Bus } from '../../adapters/redis/bus.js';
import { eventStreams } from '../../shared/event-streams.js';
import { gamePage, gameSessionOf, sendGameCall } from '../house-vendor/game-page.js';
import { RoundError } from '../house-vendor/house-rounds.service.js';
import { liveChannel, type LiveCasino } from './live-casino.service.js';

/**
 * What the player's browser talks to inside the /game iframe at a live table: the page, the
 * table's state, bets (session header of the launch), and the table's event stream — the same
 * rounds and results for everyone at the table (the token rides in the query: EventSource sends
 * no headers).
 */
export function registerLiveCasinoRoutes(
  app: FastifyInstance,
  deps: { live: LiveCasino; bus: Bus; betsPerMinute: number; heartbeatMs?: number },
) {
  const sse = eventStreams(app, deps.heartbeatMs);
  const betLimit = { rateLimit: { max: deps.betsPerMinute, timeWindow: '1 minute' } };

  app.get<{ Params: { game: string } }>('/hv/live/play/:game', async (request, reply) => {
    const table = deps.live.listTables().find((t) => t.code.toLowerCase() === request.params.game);
    if (!table) return reply.status(404).type('text/plain').send('Not found');
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(gamePage({ title: table.name, game: 'baccarat', css: true }));
  });
  app.get('/hv/live/state', (request, reply) =>
    sendGameCall(reply, () => deps.live.state(gameSessionOf(request))),
  );
  app.post<{ Body: { round?: unknown; bets?: unknown } }>(
    '/hv/live/bet',
    { config: betLimit },
    (request, reply) =>
      sendGameCall(reply, () => deps.live.placeBets(gameSessionOf(request), request.body ?? {})),
  );
  app.get<{ Querystring: { t?: string } }>('/hv/live/stream', async (request, reply) => {
    let table: string;
    try {
      table = (await deps.live.session(request.query.t)).table;
    } catch (error) {
      if (!(error instanceof RoundError)) throw error;
      return reply.status(401).send({ ok: false, error: error.code });
    }
    sse.open(request, reply, (push) => deps.bus.subscribe(liveChannel(table), push));
  });
}
