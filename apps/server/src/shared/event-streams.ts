import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** A comment line this often keeps proxies from closing an idle stream (most cut at 60 s). */
const HEARTBEAT_MS = 25_000;

/** Writes one event (`data:` JSON) to an open stream. */
export type SendEvent = (event: unknown) => void;

/**
 * Server-Sent Events streams of one route group: `open` hijacks the reply, writes the headers and
 * the reconnect delay, sends heartbeats, and calls the unsubscribe `subscribe` returned when the
 * client goes away or the server closes (every stream ends before the server stops listening).
 */
export function eventStreams(app: FastifyInstance, heartbeatMs = HEARTBEAT_MS) {
  const open = new Set<() => void>();
  app.addHook('preClose', (done) => {
    for (const end of [...open]) end();
    done();
  });

  return {
    /** `eventName`: each event is sent as `event: <name>` (browsers listen for it by name). */
    open(
      request: FastifyRequest,
      reply: FastifyReply,
      subscribe: (send: SendEvent) => () => void,
      eventName?: string,
    ) {
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
      const prefix = eventName ? `event: ${eventName}\n` : '';
      const unsubscribe = subscribe((event) => res.write(`${prefix}data: ${JSON.stringify(event)}\n\n`));
      const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), heartbeatMs);
      const end = () => {
        if (!open.delete(end)) return;
        clearInterval(heartbeat);
        unsubscribe();
        res.end();
      };
      open.add(end);
      request.raw.on('close', end);
    },
  };
}
