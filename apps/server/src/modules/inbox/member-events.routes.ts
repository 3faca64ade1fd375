import type { FastifyInstance } from 'fastify';
import { eventStreams } from '../../shared/event-streams.js';
import { MEMBER_EVENTS_PATH } from '@bet/contracts/route-table/inbox-routes';
import type { InboxService } from './inbox.service.js';
import type { InboxStreams } from './inbox-streams.js';

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
  const sse = eventStreams(app, deps.heartbeatMs);

  app.get(
    MEMBER_EVENTS_PATH,
    // COMM3: the common module (the stream carries more than the inbox as features add events).
    { config: { modId: 'COMM3', token: true, rateLimit: deps.rateLimit } },
    async (request, reply) => {
      const { memberId, merchantId } = request.member;
      const unread = await deps.inbox.unread(memberId);
      sse.open(request, reply, (send) => deps.streams.add({ memberId, merchantId, send }, unread));
    },
  );
}
