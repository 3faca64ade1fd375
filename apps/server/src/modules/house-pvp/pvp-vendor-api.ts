import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HV } from '../../adapters/game-vendor/house-vendor-protocol.js';
import type { HvRun } from '../house-vendor/house-vendor-api.routes.js';
import type { CardRoom } from './card-room.service.js';

const player = z.string().regex(/^[A-Za-z0-9:_-]{1,64}$/);

/** The house card room on the house vendor's signed API (the operator's side, decision 0059). */
export const pvpVendorApi = (room: CardRoom) => (scope: FastifyInstance, run: HvRun) => {
  scope.post(HV.pvpLaunch, (request, reply) =>
    run(reply, async () => {
      const body = z
        .object({
          player,
          game: z.string().max(32),
          demo: z.boolean(),
          language: z.string().max(5),
          nickname: z.string().trim().min(1).max(24).optional(),
        })
        .parse(request.body);
      const token = await room.openSession({
        merchantId: request.hvOperator,
        player: body.player,
        game: body.game,
        demo: body.demo,
        ...(body.nickname ? { nickname: body.nickname } : {}),
      });
      return {
        url: `/hv/pvp/play/${body.game.toLowerCase()}?t=${token}&lang=${encodeURIComponent(body.language)}`,
      };
    }),
  );
  scope.get(HV.pvpBets, (request, reply) =>
    run(reply, () => {
      const q = z
        .object({
          cursor: z.string().max(40).default('0'),
          limit: z.coerce.number().int().min(1).max(1000).default(500),
        })
        .parse(request.query);
      return room.betsSince(request.hvOperator, q.cursor, q.limit);
    }),
  );
  scope.get(HV.pvpRooms, (request, reply) => run(reply, () => room.roomList(request.hvOperator)));
};
