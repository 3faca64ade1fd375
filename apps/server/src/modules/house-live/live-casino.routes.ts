import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Bus } from '../../adapters/redis/bus.js';
import { eventStreams } from '../../shared/event-streams.js';
import { RoundError } from '../house-vendor/house-rounds.service.js';
import { liveChannel, type LiveCasino } from './live-casino.service.js';

/** The table page: markup only, everything else from files (the site's CSP allows no inline code). */
const page = (title: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${title}</title>
<script src="/hv/assets/theme-init.js"></script>
<link rel="stylesheet" href="/hv/assets/house-games.css"><link rel="stylesheet" href="/hv/assets/baccarat.css"></head>
<body data-game="baccarat"><main id="game" class="hv-game hv-baccarat" aria-live="polite"></main>
<script type="module" src="/hv/assets/baccarat.js"></script></body></html>`;

const sessionOf = (request: FastifyRequest) => {
  const header = request.headers['x-game-session'];
  return typeof header === 'string' ? header : undefined;
};

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
  const send = async (reply: FastifyReply, work: () => Promise<unknown>) => {
    reply.header('cache-control', 'no-store');
    try {
      return reply.send({ ok: true, value: await work() });
    } catch (error) {
      if (!(error instanceof RoundError)) throw error;
      return reply
        .status(error.code === 'game.session.invalid' ? 401 : 409)
        .send({ ok: false, error: error.code });
    }
  };

  app.get<{ Params: { game: string } }>('/hv/live/play/:game', async (request, reply) => {
    const table = deps.live.listTables().find((t) => t.code.toLowerCase() === request.params.game);
    if (!table) return reply.status(404).type('text/plain').send('Not found');
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page(table.name));
  });
  app.get('/hv/live/state', (request, reply) => send(reply, () => deps.live.state(sessionOf(request))));
  app.post<{ Body: { round?: unknown; bets?: unknown } }>(
    '/hv/live/bet',
    { config: betLimit },
    (request, reply) => send(reply, () => deps.live.placeBets(sessionOf(request), request.body ?? {})),
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
