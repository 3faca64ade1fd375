import { z } from 'zod';
import { pageOf, pageQuery } from '../wallet/amount.js';

/**
 * The member's inbox (issue 14, member centre `messageV2`, "platform information"): messages
 * an operator sent to this player, a group of players or everyone. Content is HTML the server
 * sanitised on save; the web sanitises it again before rendering.
 */

/** Largest message id a call may name (bigserial ids; a larger number names no message). */
const MAX_MESSAGE_ID = Number.MAX_SAFE_INTEGER;
export const inboxMessageId = z.number().int().positive().max(MAX_MESSAGE_ID);

export const inboxListQuery = pageQuery;
export type InboxListQuery = z.input<typeof inboxListQuery>;

/** A line of the list: no content (opening a message reads it and marks it read). */
export const inboxMessageSummary = z.object({
  id: z.number(),
  title: z.string(),
  createdAt: z.number(),
  read: z.boolean(),
});
export type InboxMessageSummary = z.infer<typeof inboxMessageSummary>;

/** A page of the list, newest first, and the member's unread count (the badge). */
export const inboxListResponse = pageOf(inboxMessageSummary).and(z.object({ unread: z.number() }));
export type InboxListResponse = z.infer<typeof inboxListResponse>;

export const unreadCountResponse = z.object({ unread: z.number() });
export type UnreadCountResponse = z.infer<typeof unreadCountResponse>;

export const inboxMessageRef = z.object({ id: inboxMessageId });
export type InboxMessageRef = z.infer<typeof inboxMessageRef>;

/** An opened message (now read) and the unread count after opening it. */
export const inboxMessageResponse = z.object({
  message: inboxMessageSummary.extend({ content: z.string() }),
  unread: z.number(),
});
export type InboxMessageResponse = z.infer<typeof inboxMessageResponse>;

/** After mark-all-read or a delete: the unread count now. */
export const inboxChangedResponse = z.object({ unread: z.number() });
export type InboxChangedResponse = z.infer<typeof inboxChangedResponse>;
