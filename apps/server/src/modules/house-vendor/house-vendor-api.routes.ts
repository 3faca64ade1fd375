import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { VendorError, type PlayAllowance } from '../../adapters/game-vendor/game-vendor.js';
import { HV, verifyHv } from '../../adapters/game-vendor/house-vendor-protocol.js';
import type { HouseRounds } from './house-rounds.service.js';
import { RoundError } from './house-rounds.service.js';
import { HvRefusal } from './hv-refusal.js';
import type { HouseVendorWallet } from './house-vendor-wallet.js';
import type { HouseGameSettings } from './house-settings.js';

const minor = z.string().regex(/^[0-9]{1,18}$/);
const player = z.string().regex(/^[A-Za-z0-9:_-]{1,64}$/);
const transferBody = z.object({
  player,
  reference: z.string().regex(/^[A-Za-z0-9:_-]{1,64}$/),
  amount: minor,
  direction: z.enum(['IN', 'OUT']),
});
/** A launch's allowance on the wire: minor units as strings, the end of play in epoch ms. */
const allowanceBody = z
  .object({
    stakeLeft: z
      .string()
      .regex(/^[0-9]{1,18}$/)
      .nullable(),
    lossLeft: z
      .string()
      .regex(/^[0-9]{1,18}$/)
      .nullable(),
    playUntil: z.number().int().nonnegative().nullable(),
  })
  .optional();
export const playAllowanceOf = (a: z.output<typeof allowanceBody>): PlayAllowance | undefined =>
  a && {
    stakeLeft: a.stakeLeft === null ? null : BigInt(a.stakeLeft),
    lossLeft: a.lossLeft === null ? null : BigInt(a.lossLeft),
    playUntil: a.playUntil === null ? null : new Date(a.playUntil),
  };
/** A launch of any house product: the player, the game, free play or not, the page's language. */
export const launchBody = z.object({
  player,
  game: z.string().max(32),
  demo: z.boolean(),
  language: z.string().max(5),
  /** What the player may still stake and lose, and until when (issue 20); none: no limits. */
  allowance: allowanceBody,
  /** The name other players may see (the card room). */
  nickname: z.string().trim().min(1).max(24).optional(),
});
/** A page of a settled-bets feed. */
export const feedQuery = z.object({
  cursor: z.string().max(40).default('0'),
  limit: z.coerce.number().int().min(1).max(1000).default(500),
});
/** Where a launched product's page is: `/hv/<product>/play/<game>` with the session and language. */
export const playUrl = (product: string, body: { game: string; language: string }, token: string) =>
  `/hv/${product}/play/${body.game.toLowerCase()}?t=${token}&lang=${encodeURIComponent(body.language)}`;
const settingsBody = z.object({
  game: z.string().max(32),
  enabled: z.boolean().optional(),
  minBet: minor.optional(),
  maxBet: minor.optional(),
});

declare module 'fastify' {
  interface FastifyRequest {
    /** The operator (our merchant id) whose signature the house vendor verified. */
    hvOperator: number;
  }
}

/** Runs a call of the vendor API and answers it in the vendor's format. */
export type HvRun = (reply: FastifyReply, work: () => Promise<unknown>) => Promise<unknown>;

const answer = (reply: FastifyReply, status: number, body: unknown) => reply.status(status).send(body);

/**
 * The house vendor's own API, signed by the operator (house-vendor-protocol.ts). It answers in
 * its own format, `{ ok, value }` or `{ ok: false, error }`, as a third-party vendor would.
 */
export function registerHouseVendorApi(
  app: FastifyInstance,
  deps: { secret: string; wallet: HouseVendorWallet; rounds: HouseRounds; settings: HouseGameSettings },
  /** More of the vendor's products on the same signed scope (the house lottery). */
  extend?: (scope: FastifyInstance, run: HvRun) => void,
) {
  app.register(async (scope) => {
    const rawBodies = new WeakMap<FastifyRequest, string>();
    scope.decorateRequest('hvOperator', 0);
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      rawBodies.set(request, body as string);
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(null, undefined);
      }
    });
    scope.addHook('preHandler', async (request, reply) => {
      const operator = verifyHv(
        deps.secret,
        request.headers,
        request.method,
        request.url,
        rawBodies.get(request) ?? '',
      );
      if (operator === null) return answer(reply, 401, { ok: false, error: 'vendor.signature.invalid' });
      request.hvOperator = operator;
    });
    const run: HvRun = async (reply, work) => {
      try {
        return answer(reply, 200, { ok: true, value: await work() });
      } catch (error) {
        if (error instanceof z.ZodError) return answer(reply, 400, { ok: false, error: 'request_param_err' });
        if (error instanceof VendorError && error.kind === 'REFUSED')
          return answer(reply, 409, { ok: false, error: 'balance.insufficient' });
        if (error instanceof RoundError) return answer(reply, 409, { ok: false, error: error.code });
        if (error instanceof HvRefusal) return answer(reply, 409, { ok: false, error: error.code });
        throw error;
      }
    };
    extend?.(scope, run);

    scope.post(HV.transfer, (request, reply) =>
      run(reply, async () => {
        const body = transferBody.parse(request.body);
        const t = {
          merchantId: request.hvOperator,
          player: body.player,
          reference: body.reference,
          amount: BigInt(body.amount),
        };
        const { balance } =
          body.direction === 'IN' ? await deps.wallet.transferIn(t) : await deps.wallet.transferOut(t);
        return { balance: balance.toString() };
      }),
    );
    scope.get(HV.transferStatus, (request, reply) =>
      run(reply, async () => ({
        status: await deps.wallet.transferStatus(
          request.hvOperator,
          z.object({ reference: z.string().max(64) }).parse(request.query).reference,
        ),
      })),
    );
    scope.get(HV.balance, (request, reply) =>
      run(reply, async () => ({
        balance: (
          await deps.wallet.balance(request.hvOperator, z.object({ player }).parse(request.query).player)
        ).toString(),
      })),
    );
    scope.post(HV.launch, (request, reply) =>
      run(reply, async () => {
        const body = launchBody.parse(request.body);
        const token = await deps.rounds.openSession({
          merchantId: request.hvOperator,
          player: body.player,
          game: body.game,
          demo: body.demo,
          allowance: playAllowanceOf(body.allowance),
        });
        return {
          url: `/hv/play/${body.game.toLowerCase()}?t=${token}&lang=${encodeURIComponent(body.language)}`,
        };
      }),
    );
    scope.post(HV.endSessions, (request, reply) =>
      run(reply, async () => {
        const body = z.object({ player }).parse(request.body);
        await deps.rounds.endSessions(request.hvOperator, body.player);
        return {};
      }),
    );
    scope.get(HV.settings, (request, reply) => run(reply, () => deps.settings.list(request.hvOperator)));
    scope.post(HV.settings, (request, reply) =>
      run(reply, () => {
        const body = settingsBody.parse(request.body);
        return deps.settings.set(request.hvOperator, {
          game: body.game,
          ...(body.enabled !== undefined ? { enabled: body.enabled } : {}),
          ...(body.minBet !== undefined ? { minBet: BigInt(body.minBet) } : {}),
          ...(body.maxBet !== undefined ? { maxBet: BigInt(body.maxBet) } : {}),
        });
      }),
    );
    scope.get(HV.bets, (request, reply) =>
      run(reply, async () => {
        const q = feedQuery.parse(request.query);
        return deps.rounds.betsSince(request.hvOperator, q.cursor, q.limit);
      }),
    );
  });
}
