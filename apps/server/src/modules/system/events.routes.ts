import type { FastifyInstance } from 'fastify';
import { ErrorCodes } from '@bet/contracts/error-codes';
import type { Bus } from '../../adapters/redis/bus.js';
import { AppError } from '../../shared/app-error.js';
import { eventStreams } from '../../shared/event-streams.js';
import type { MerchantService } from '../merchant/merchant.service.js';

/** The channels a visitor may listen to; later real-time features (unread counts, lottery results) add theirs. */
export const PUSH_CHANNELS = ['notices', 'chat'] as const;
export type PushChannel = (typeof PUSH_CHANNELS)[number];

/** The bus channel of a merchant's push channel: publish here to reach every open stream, in every process. */
export const pushChannel = (merchantId: number, channel: PushChannel) => `push:${merchantId}:${channel}`;

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
  const sse = eventStreams(app, deps.heartbeatMs);

  app.get('/wps/system/events', { config: { rateLimit: deps.rateLimit } }, async (request, reply) => {
    const query = request.query as { channel?: unknown; merchant?: unknown };
    const channel = query.channel ?? 'notices';
    if (!PUSH_CHANNELS.includes(channel as PushChannel))
      throw new AppError(ErrorCodes.requestParamErr, 'unknown channel');
    const merchantCode = typeof query.merchant === 'string' ? query.merchant : request.headers.merchant;
    const { merchant } = await deps.merchants.resolve(merchantCode);

    sse.open(request, reply, (send) =>
      deps.bus.subscribe(pushChannel(merchant.id, channel as PushChannel), send),
    );
  });
}
