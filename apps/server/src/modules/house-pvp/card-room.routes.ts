import type { FastifyInstance } from 'fastify';
import type { Bus } from '../../adapters/redis/bus.js';
import { eventStreams } from '../../shared/event-streams.js';
import { gamePage, gameSessionOf, sendGameCall } from '../house-vendor/game-page.js';
import { RoundError } from '../house-vendor/house-rounds.service.js';
import { pvpChannel, pvpWallet, type CardRoom, type TableEvent } from './card-room.service.js';

/**
 * What the player's browser talks to inside the /game iframe in the card room: the page, the
 * state, sit / act / leave (session header of the launch), and the table's event stream, each
 * event turned into this player's view (their own cards only; the token rides in the query).
 */
export function registerCardRoomRoutes(
  app: FastifyInstance,
  deps: { room: CardRoom; bus: Bus; movesPerMinute: number; heartbeatMs?: number },
) {
  const sse = eventStreams(app, deps.heartbeatMs);
  const moveLimit = { rateLimit: { max: deps.movesPerMinute, timeWindow: '1 minute' } };

  app.get<{ Params: { room: string } }>('/hv/pvp/play/:room', async (request, reply) => {
    const room = deps.room.listRooms().find((r) => r.code.toLowerCase() === request.params.room);
    if (!room) return reply.status(404).type('text/plain').send('Not found');
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(gamePage({ title: room.name, game: 'holdem', css: true }));
  });
  app.get('/hv/pvp/state', (request, reply) =>
    sendGameCall(reply, () => deps.room.state(gameSessionOf(request))),
  );
  app.post('/hv/pvp/sit', { config: moveLimit }, (request, reply) =>
    sendGameCall(reply, () => deps.room.sit(gameSessionOf(request))),
  );
  app.post<{ Body: { hand?: unknown; action?: unknown } }>(
    '/hv/pvp/act',
    { config: moveLimit },
    (request, reply) => sendGameCall(reply, () => deps.room.act(gameSessionOf(request), request.body ?? {})),
  );
  app.post('/hv/pvp/leave', { config: moveLimit }, (request, reply) =>
    sendGameCall(reply, () => deps.room.leave(gameSessionOf(request))),
  );
  app.get<{ Querystring: { t?: string } }>('/hv/pvp/stream', async (request, reply) => {
    let channel: string;
    let wallet: string;
    try {
      const s = await deps.room.session(request.query.t);
      const table = await deps.room.tableIdOf(s);
      if (!table) throw new RoundError('pvp.not.your.turn', 'sit at a table first');
      channel = pvpChannel(table);
      wallet = pvpWallet(s);
    } catch (error) {
      if (!(error instanceof RoundError)) throw error;
      return reply
        .status(error.code === 'game.session.invalid' ? 401 : 409)
        .send({ ok: false, error: error.code });
    }
    sse.open(request, reply, (push) =>
      deps.bus.subscribe(channel, (event) => push(deps.room.viewFor(event as TableEvent, wallet))),
    );
  });
}
