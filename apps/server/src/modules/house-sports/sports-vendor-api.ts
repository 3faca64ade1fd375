import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HV } from '../../adapters/game-vendor/house-vendor-protocol.js';
import {
  feedQuery,
  launchBody,
  playAllowanceOf,
  playUrl,
  type HvRun,
} from '../house-vendor/house-vendor-api.routes.js';
import type { SportsOperations } from './sports-operations.service.js';
import type { Sportsbook } from './sportsbook.service.js';

const id = z.string().regex(/^[0-9]{1,18}$/);
const goals = z.number().int().min(0).max(99);
const book = z.enum(['SPORTS', 'ESPORTS']);

/** The house sportsbook on the house vendor's signed API (the operator's side, decision 0058). */
export const sportsVendorApi =
  (deps: { book: Sportsbook; operations: SportsOperations }) => (scope: FastifyInstance, run: HvRun) => {
    scope.post(HV.sportsLaunch, (request, reply) =>
      run(reply, async () => {
        const body = launchBody.parse(request.body);
        const token = await deps.book.openSession({
          merchantId: request.hvOperator,
          player: body.player,
          game: body.game,
          demo: body.demo,
          allowance: playAllowanceOf(body.allowance),
        });
        return { url: playUrl('sports', body, token) };
      }),
    );
    for (const [path, b] of [
      [HV.sportsBets, 'SPORTS'],
      [HV.esportsBets, 'ESPORTS'],
    ] as const)
      scope.get(path, (request, reply) =>
        run(reply, () => {
          const q = feedQuery.parse(request.query);
          return deps.book.betsSince(request.hvOperator, b, q.cursor, q.limit);
        }),
      );

    scope.get(HV.sportsEvents, (request, reply) =>
      run(reply, () =>
        deps.operations.list(
          z
            .object({
              book,
              status: z.enum(['OPEN', 'SETTLED', 'VOID']).optional(),
              pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
              pageSize: z.coerce.number().int().min(1).max(100).default(20),
            })
            .parse(request.query),
        ),
      ),
    );
    scope.post(HV.sportsEvents, (request, reply) =>
      run(reply, () =>
        deps.operations.create(
          z
            .object({
              sport: z.string().max(20),
              league: z.string().max(60),
              home: z.string().max(60),
              away: z.string().max(60),
              startsAt: z.number().int(),
              homeXg: z.number(),
              awayXg: z.number(),
            })
            .parse(request.body),
        ),
      ),
    );
    scope.post(HV.sportsImport, (request, reply) =>
      run(reply, () =>
        deps.operations.importCsv(z.object({ csv: z.string().max(200_000) }).parse(request.body).csv),
      ),
    );
    scope.post(HV.sportsScore, (request, reply) =>
      run(reply, async () => {
        const b = z.object({ id, home: goals, away: goals }).parse(request.body);
        await deps.operations.score(b.id, b.home, b.away);
        return { id: b.id };
      }),
    );
    scope.post(HV.sportsSuspend, (request, reply) =>
      run(reply, async () => {
        const b = z.object({ id, suspended: z.boolean() }).parse(request.body);
        await deps.operations.suspend(b.id, b.suspended);
        return { id: b.id };
      }),
    );
    scope.post(HV.sportsSettle, (request, reply) =>
      run(reply, () => {
        const b = z.object({ id, home: goals, away: goals }).parse(request.body);
        return deps.operations.settle(b.id, b.home, b.away);
      }),
    );
    scope.post(HV.sportsVoid, (request, reply) =>
      run(reply, () => deps.operations.void(z.object({ id }).parse(request.body).id)),
    );
  };
