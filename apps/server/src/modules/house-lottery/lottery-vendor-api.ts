import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HV } from '../../adapters/game-vendor/house-vendor-protocol.js';
import { launchBody, playAllowanceOf, type HvRun } from '../house-vendor/house-vendor-api.routes.js';
import type { LotteryBetting } from './lottery-betting.service.js';
import type { LotteryExport } from './lottery-export.service.js';
import type { LotteryOperations } from './lottery-operations.service.js';

const minor = z.string().regex(/^[0-9]{1,18}$/);
const code = z.string().trim().min(1).max(32);

/** The house lottery on the house vendor's signed API (the operator's side, decision 0041). */
export const lotteryVendorApi =
  (deps: { betting: LotteryBetting; operations: LotteryOperations; exports: LotteryExport }) =>
  (scope: FastifyInstance, run: HvRun) => {
    scope.post(HV.lotteryLaunch, (request, reply) =>
      run(reply, async () => {
        const body = launchBody.pick({ player: true, demo: true, allowance: true }).parse(request.body);
        const token = await deps.betting.openSession({
          merchantId: request.hvOperator,
          player: body.player,
          demo: body.demo,
          allowance: playAllowanceOf(body.allowance),
        });
        return { url: `/hv/lottery/app?t=${token}` };
      }),
    );
    scope.get(HV.lotteryBets, (request, reply) =>
      run(reply, () => {
        const q = z
          .object({
            cursor: z.string().max(20).default('0'),
            limit: z.coerce.number().int().min(1).max(1000).default(500),
          })
          .parse(request.query);
        return deps.exports.betsSince(request.hvOperator, q.cursor, q.limit);
      }),
    );
    scope.get(HV.lotterySettings, (request, reply) =>
      run(reply, () => deps.operations.terms(request.hvOperator)),
    );
    scope.post(HV.lotterySettings, (request, reply) =>
      run(reply, () => {
        const b = z
          .object({
            game: code,
            playType: code,
            enabled: z.boolean(),
            edgeBp: z.number().int().min(0).max(5000),
            minBet: minor,
            maxBet: minor,
            maxExposure: minor,
          })
          .parse(request.body);
        return deps.operations.setTerms(request.hvOperator, {
          ...b,
          minBet: BigInt(b.minBet),
          maxBet: BigInt(b.maxBet),
          maxExposure: BigInt(b.maxExposure),
        });
      }),
    );
    scope.get(HV.lotterySchedules, (_request, reply) => run(reply, () => deps.operations.schedules()));
    scope.post(HV.lotterySchedules, (request, reply) =>
      run(reply, () =>
        deps.operations.setSchedule(
          z
            .object({
              game: code,
              enabled: z.boolean(),
              closeSeconds: z.number().int().min(0).max(86_400),
              resultSource: z.enum(['HOUSE', 'FEED', 'MANUAL']),
            })
            .parse(request.body),
        ),
      ),
    );
    scope.get(HV.lotteryDraws, (request, reply) =>
      run(reply, () =>
        deps.operations.draws(
          request.hvOperator,
          z
            .object({
              game: code,
              pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
              pageSize: z.coerce.number().int().min(1).max(100).default(20),
            })
            .parse(request.query),
        ),
      ),
    );
    scope.post(HV.lotteryVoid, (request, reply) =>
      run(reply, () => {
        const b = z.object({ game: code, issue: code }).parse(request.body);
        return deps.operations.voidDraw(b.game, b.issue);
      }),
    );
    scope.post(HV.lotteryResult, (request, reply) =>
      run(reply, () => {
        const b = z
          .object({
            game: code,
            issue: code,
            result: z
              .array(z.string().regex(/^[0-9]{1,6}$/))
              .min(1)
              .max(30),
          })
          .parse(request.body);
        return deps.operations.enterResult(b.game, b.issue, b.result);
      }),
    );
  };
