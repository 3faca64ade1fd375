import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HV } from '../../adapters/game-vendor/house-vendor-protocol.js';
import type { HvRun } from '../house-vendor/house-vendor-api.routes.js';
import type { LiveCasino } from './live-casino.service.js';

const player = z.string().regex(/^[A-Za-z0-9:_-]{1,64}$/);

/** The house live casino on the house vendor's signed API (the operator's side, decision 0057). */
export const liveVendorApi = (live: LiveCasino) => (scope: FastifyInstance, run: HvRun) => {
  scope.post(HV.liveLaunch, (request, reply) =>
    run(reply, async () => {
      const body = z
        .object({ player, game: z.string().max(32), demo: z.boolean(), language: z.string().max(5) })
        .parse(request.body);
      const token = await live.openSession({
        merchantId: request.hvOperator,
        player: body.player,
        game: body.game,
        demo: body.demo,
      });
      return {
        url: `/hv/live/play/${body.game.toLowerCase()}?t=${token}&lang=${encodeURIComponent(body.language)}`,
      };
    }),
  );
  scope.get(HV.liveBets, (request, reply) =>
    run(reply, () => {
      const q = z
        .object({
          cursor: z.string().max(40).default('0'),
          limit: z.coerce.number().int().min(1).max(1000).default(500),
        })
        .parse(request.query);
      return live.betsSince(request.hvOperator, q.cursor, q.limit);
    }),
  );
};
