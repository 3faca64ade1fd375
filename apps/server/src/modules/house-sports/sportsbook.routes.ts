import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RoundError } from '../house-vendor/house-rounds.service.js';
import type { PlaceBetInput, Sportsbook } from './sportsbook.service.js';

const PAGES: Record<string, string> = { sportsbook: 'House Sportsbook', esportsbook: 'House E-sports' };

/** The book's page: markup only, everything else from files (the site's CSP allows no inline code). */
const page = (title: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${title}</title>
<script src="/hv/assets/theme-init.js"></script>
<link rel="stylesheet" href="/hv/assets/house-games.css"><link rel="stylesheet" href="/hv/assets/sportsbook.css"></head>
<body data-game="sportsbook"><main id="game" class="hv-game hv-sportsbook" aria-live="polite"></main>
<script type="module" src="/hv/assets/sportsbook.js"></script></body></html>`;

const sessionOf = (request: FastifyRequest) => {
  const header = request.headers['x-game-session'];
  return typeof header === 'string' ? header : undefined;
};

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

  app.get<{ Params: { book: string } }>('/hv/sports/play/:book', async (request, reply) => {
    const title = PAGES[request.params.book];
    if (!title) return reply.status(404).type('text/plain').send('Not found');
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page(title));
  });
  app.get('/hv/sports/state', (request, reply) => send(reply, () => deps.book.state(sessionOf(request))));
  app.get('/hv/sports/events', (request, reply) => send(reply, () => deps.book.events(sessionOf(request))));
  app.get<{ Querystring: { open?: string } }>('/hv/sports/bets', (request, reply) =>
    send(reply, () => deps.book.myBets(sessionOf(request), request.query.open !== '0')),
  );
  app.post<{ Body: PlaceBetInput }>('/hv/sports/bet', { config: betLimit }, (request, reply) =>
    send(reply, () => deps.book.placeBet(sessionOf(request), request.body ?? {})),
  );
  app.post<{ Body: { betId?: unknown; amount?: unknown } }>(
    '/hv/sports/cashout',
    { config: betLimit },
    (request, reply) => send(reply, () => deps.book.cashOut(sessionOf(request), request.body ?? {})),
  );
}
