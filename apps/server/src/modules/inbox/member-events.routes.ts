import type { FastifyInstance } from 'fastify';
import { MEMBER_EVENTS_PATH } from '@bet/contracts/route-table/inbox-routes';
import type { InboxService } from './inbox.service.js';
import type { InboxStreams } from './inbox-streams.js';

/** A comment line this often keeps proxies from closing an idle stream (most cut at 60 s). */
const HEARTBEAT_MS = 25_000;

/**
 * `GET /wps/member/events`: the logged-in member's own Server-Sent Events (Authorization
 * header, so the web reads it with fetch, not EventSource). Sends `{type:'inbox', unread}` on
 * open and whenever the count changes. Outside the contract (a stream, not an envelope), like
 * the public `/wps/system/events`; `token: true` puts it behind the member authentication (trial
 * accounts refused). Every stream ends when the server closes.
 */
export function registerMemberEventRoutes(
  app: FastifyInstance,
  deps: {
    inbox: InboxService;
    streams: InboxStreams;
    rateLimit: { max: number; timeWindow: string };
    heartbeatMs?: number;
  },
) {
  const open = new Set<() => void>();
  app.addHook('preClose', (done) => {
    for (const end of [...open]) end();
    done();
  });

  app.get(
    MEMBER_EVENTS_PATH,
    // COMM3: the common module (the stream carries more than the inbox as features add events).
    { config: { modId: 'COMM3', token: true, rateLimit: deps.rateLimit } },
    async (request, reply) => {
      const { memberId, merchantId } = request.member;
      const unread = await deps.inbox.unread(memberId);
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no',
        'x-request-id': request.id,
      });
      res.write('retry: 5000\n\n');
      const remove = deps.streams.add(
        { memberId, merchantId, send: (event) => res.write(`data: ${JSON.stringify(event)}\n\n`) },
        unread,
      );
      const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), deps.heartbeatMs ?? HEARTBEAT_MS);
      const end = () => {
        if (!open.delete(end)) return;
        clearInterval(heartbeat);
        remove();
        res.end();
      };
      open.add(end);
      request.raw.on('close', end);
    },
  );
}
