import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { gamePage, gameSessionOf, sendGameCall } from './game-page.js';
import type { HouseRounds } from './house-rounds.service.js';

const GAME_PAGES = { slot: 'SLOT', fish: 'FISH' } as const;
const ASSET = /^[a-z0-9-]+\.(js|css|svg|png)$/;
const TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
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

  app.get<{ Params: { game: string } }>('/hv/play/:game', async (request, reply) => {
    const game = request.params.game as keyof typeof GAME_PAGES;
    if (!(game in GAME_PAGES)) return reply.status(404).type('text/plain').send('Not found');
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(gamePage({ title: game === 'slot' ? 'Lucky Sevens' : 'Ocean Hunter', game }));
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

  app.get('/hv/game/state', (request, reply) =>
    sendGameCall(reply, () => deps.rounds.state(gameSessionOf(request))),
  );
  app.post<{ Body: { betPerLine?: unknown } }>('/hv/game/spin', { config: spinLimit }, (request, reply) =>
    sendGameCall(reply, () => deps.rounds.spin(gameSessionOf(request), request.body?.betPerLine)),
  );
  app.post<{ Body: { bet?: unknown; target?: unknown } }>(
    '/hv/game/shoot',
    { config: shotLimit },
    (request, reply) =>
      sendGameCall(reply, () =>
        deps.rounds.shoot(gameSessionOf(request), request.body?.bet, request.body?.target),
      ),
  );
}
