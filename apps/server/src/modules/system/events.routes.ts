import type { FastifyInstance } from 'fastify';
import { ErrorCodes } from '@bet/contracts/error-codes';
import type { Bus } from '../../adapters/redis/bus.js';
import { AppError } from '../../shared/app-error.js';
import type { MerchantService } from '../merchant/merchant.service.js';

/** The channels a visitor may listen to; later real-time features (unread counts, lottery results) add theirs. */
export const PUSH_CHANNELS = ['notices', 'chat'] as const;
export type PushChannel = (typeof PUSH_CHANNELS)[number];

/** The bus channel of a merchant's push channel: publish here to reach every open stream, in every process. */
export const pushChannel = (merchantId: number, channel: PushChannel) => `push:${merchantId}:${channel}`;

/** A comment line this often keeps proxies from closing an idle stream (most cut at 60 s). */
const HEARTBEAT_MS = 25_000;

/**
 * `GET /wps/system/events?channel=notices[&merchant=CODE]`: Server-Sent Events, one `data:` line
 * (JSON) per message published on the merchant's channel by any process. Outside the contract
 * (a stream, not an envelope), like /metrics. An `EventSource` sends no headers, so the merchant
 * may be named in the query. Every stream ends when the server closes (before it stops listening).
 */
export function registerEventRoutes(
  app: FastifyInstance,
  deps: {
    bus: Bus;
    merchants: Pick<MerchantService, 'resolve'>;
    rateLimit: { max: number; timeWindow: string };
    heartbeatMs?: number;
  },
) {
  const open = new Set<() => void>();
  app.addHook('preClose', (done) => {
    for (const end of [...open]) end();
    done();
  });

  app.get('/wps/system/events', { config: { rateLimit: deps.rateLimit } }, async (request, reply) => {
    const query = request.query as { channel?: unknown; merchant?: unknown };
    const channel = query.channel ?? 'notices';
    if (!PUSH_CHANNELS.includes(channel as PushChannel))
      throw new AppError(ErrorCodes.requestParamErr, 'unknown channel');
    const merchantCode = typeof query.merchant === 'string' ? query.merchant : request.headers.merchant;
    const { merchant } = await deps.merchants.resolve(merchantCode);

    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no',
      'x-request-id': request.id,
    });
    // The browser reconnects after this many milliseconds when the stream breaks.
    res.write('retry: 5000\n\n');
    const unsubscribe = deps.bus.subscribe(pushChannel(merchant.id, channel as PushChannel), (message) =>
      res.write(`data: ${JSON.stringify(message)}\n\n`),
    );
    const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), deps.heartbeatMs ?? HEARTBEAT_MS);
    const end = () => {
      if (!open.delete(end)) return;
      clearInterval(heartbeat);
      unsubscribe();
      res.end();
    };
    open.add(end);
    request.raw.on('close', end);
  });
}
