import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RoundError, type HouseRounds } from './house-rounds.service.js';

const GAME_PAGES = { slot: 'SLOT', fish: 'FISH' } as const;
const ASSET = /^[a-z0-9-]+\.(js|css|svg|png)$/;
const TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
};

/** The game page: markup only, everything else from files (the site's CSP allows no inline code). */
const page = (game: keyof typeof GAME_PAGES) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${game === 'slot' ? 'Lucky Sevens' : 'Ocean Hunter'}</title>
<script src="/hv/assets/theme-init.js"></script>
<link rel="stylesheet" href="/hv/assets/house-games.css"></head>
<body data-game="${game}"><main id="game" class="hv-game hv-${game}" aria-live="polite"></main>
<script type="module" src="/hv/assets/${game}.js"></script></body></html>`;

const sessionOf = (request: FastifyRequest) => {
  const header = request.headers['x-game-session'];
  return typeof header === 'string' ? header : undefined;
};

/**
 * What the player's browser talks to inside the /game iframe: the game page, its files, and the
 * round calls authenticated by the session token of the launch (header `x-game-session`).
 */
export function registerHouseGameRoutes(
  app: FastifyInstance,
  deps: { rounds: HouseRounds; assetsDir: string; roundsPerMinute: number },
) {
  // Fish shots come faster than spins: twice the budget.
  const spinLimit = { rateLimit: { max: deps.roundsPerMinute, timeWindow: '1 minute' } };
  const shotLimit = { rateLimit: { max: deps.roundsPerMinute * 2, timeWindow: '1 minute' } };
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

  app.get<{ Params: { game: string } }>('/hv/play/:game', async (request, reply) => {
    const game = request.params.game as keyof typeof GAME_PAGES;
    if (!(game in GAME_PAGES)) return reply.status(404).type('text/plain').send('Not found');
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page(game));
  });
  app.get<{ Params: { file: string } }>('/hv/assets/:file', async (request, reply) => {
    const { file } = request.params;
    const full = path.join(deps.assetsDir, file);
    if (!ASSET.test(file) || !fs.existsSync(full))
      return reply.status(404).type('text/plain').send('Not found');
    return reply
      .header('cache-control', 'public, max-age=300')
      .type(TYPES[file.split('.').pop()!]!)
      .send(fs.createReadStream(full));
  });

  app.get('/hv/game/state', (request, reply) => send(reply, () => deps.rounds.state(sessionOf(request))));
  app.post<{ Body: { betPerLine?: unknown } }>('/hv/game/spin', { config: spinLimit }, (request, reply) =>
    send(reply, () => deps.rounds.spin(sessionOf(request), request.body?.betPerLine)),
  );
  app.post<{ Body: { bet?: unknown; target?: unknown } }>(
    '/hv/game/shoot',
    { config: shotLimit },
    (request, reply) =>
      send(reply, () => deps.rounds.shoot(sessionOf(request), request.body?.bet, request.body?.target)),
  );
}
