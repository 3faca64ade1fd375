import type { FastifyInstance } from 'fastify';
import { HV } from '../../adapters/game-vendor/house-vendor-protocol.js';
import {
  feedQuery,
  launchBody,
  playAllowanceOf,
  playUrl,
  type HvRun,
} from '../house-vendor/house-vendor-api.routes.js';
import type { LiveCasino } from './live-casino.service.js';

/** The house live casino on the house vendor's signed API (the operator's side, decision 0057). */
export const liveVendorApi = (live: LiveCasino) => (scope: FastifyInstance, run: HvRun) => {
  scope.post(HV.liveLaunch, (request, reply) =>
    run(reply, async () => {
      const body = launchBody.parse(request.body);
      const token = await live.openSession({
        merchantId: request.hvOperator,
        player: body.player,
        game: body.game,
        demo: body.demo,
        allowance: playAllowanceOf(body.allowance),
      });
      return { url: playUrl('live', body, token) };
    }),
  );
  scope.get(HV.liveBets, (request, reply) =>
    run(reply, () => {
      const q = feedQuery.parse(request.query);
      return live.betsSince(request.hvOperator, q.cursor, q.limit);
    }),
  );
};
