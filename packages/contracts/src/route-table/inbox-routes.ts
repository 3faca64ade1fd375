import type * as inbox from '../content/inbox.js';
import type { emptyBody } from '../envelope.js';
import { r, tokenChosen, type In, type Out } from './route-def.js';

type Changed = { response: Out<typeof inbox.inboxChangedResponse> };

/**
 * The member's inbox (issue 14): real accounts only (trial accounts are refused). A message id
 * of another member's message answers `inbox.message.not.found`, as a missing one does.
 */
export const inboxRoutes = {
  inboxMessages: r<{
    query: In<typeof inbox.inboxListQuery>;
    response: Out<typeof inbox.inboxListResponse>;
  }>('GET', '/wps/member/messages', 'INBOX3', 14, tokenChosen),
  unreadMessageCount: r<{ response: Out<typeof inbox.unreadCountResponse> }>(
    'GET',
    '/wps/member/messages/unread',
    'INBOX3',
    14,
    tokenChosen,
  ),
  /** Opens one message and marks it read. */
  readInboxMessage: r<{
    body: In<typeof inbox.inboxMessageRef>;
    response: Out<typeof inbox.inboxMessageResponse>;
  }>('POST', '/wps/member/messages/read', 'INBOX3', 14, tokenChosen),
  readAllInboxMessages: r<{ body: In<typeof emptyBody> } & Changed>(
    'POST',
    '/wps/member/messages/readAll',
    'INBOX3',
    14,
    tokenChosen,
  ),
  /** Deletes the message for this member only (the others keep theirs). */
  deleteInboxMessage: r<{ body: In<typeof inbox.inboxMessageRef> } & Changed>(
    'POST',
    '/wps/member/messages/delete',
    'INBOX3',
    14,
    tokenChosen,
  ),
} as const;

/**
 * The member's own event stream (`GET`, Server-Sent Events, `Authorization` header): outside the
 * route table (a stream, not an envelope). Here, zod-free, so the web can import it.
 */
export const MEMBER_EVENTS_PATH = '/wps/member/events';
/** What the stream sends when the member's unread count changes (and once on open). */
export interface InboxEvent {
  type: 'inbox';
  unread: number;
}
