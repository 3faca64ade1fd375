import type { FastifyInstance } from 'fastify';
import { HV } from '../../adapters/game-vendor/house-vendor-protocol.js';
import { feedQuery, launchBody, playUrl, type HvRun } from '../house-vendor/house-vendor-api.routes.js';
import type { CardRoom } from './card-room.service.js';

/** The house card room on the house vendor's signed API (the operator's side, decision 0059). */
export const pvpVendorApi = (room: CardRoom) => (scope: FastifyInstance, run: HvRun) => {
  scope.post(HV.pvpLaunch, (request, reply) =>
    run(reply, async () => {
      const body = launchBody.parse(request.body);
      const token = await room.openSession({
        merchantId: request.hvOperator,
        player: body.player,
        game: body.game,
        demo: body.demo,
        ...(body.nickname ? { nickname: body.nickname } : {}),
      });
      return { url: playUrl('pvp', body, token) };
    }),
  );
  scope.get(HV.pvpBets, (request, reply) =>
    run(reply, () => {
      const q = feedQuery.parse(request.query);
      return room.betsSince(request.hvOperator, q.cursor, q.limit);
    }),
  );
  scope.get(HV.pvpRooms, (request, reply) => run(reply, () => room.roomList(request.hvOperator)));
  scope.get(HV.pvpOverview, (request, reply) => run(reply, () => room.overview(request.hvOperator)));
};
