import { z } from 'zod';
import { CHAT_MUTE_MAX_MINUTES, CHAT_PAGE_SIZE, chatRoomKey, hexColour } from '../content/chat.js';
import { op, operatorReason } from './operator.js';

type In<S extends z.ZodType> = z.input<S>;
type Out<S extends z.ZodType> = z.output<S>;
type Write<B extends z.ZodType, R extends z.ZodType> = { body: In<B>; response: Out<R> };

/**
 * Chat moderation and settings (issue 14 item 5), for the public room and each lottery game's
 * room (mutes, bans and the word filter hold in every room of the merchant). Every role reads; deleting, muting, banning
 * and lifting need `playerAccess`, the word filter and the header colour `configure`. Each
 * change is written to the audit log (moderation with the operator's reason).
 */
export const operatorChatRoutes = {
  chatRooms: op<{ response: Out<typeof opChatRoomsResponse> }>('GET', '/ops/chat/rooms'),
  chatMessages: op<{ query: In<typeof opChatMessagesQuery>; response: Out<typeof opChatMessagesResponse> }>(
    'GET',
    '/ops/chat/messages',
  ),
  deleteChatMessage: op<Write<typeof deleteChatMessageRequest, typeof deleteChatMessageResponse>>(
    'POST',
    '/ops/chat/messages/delete',
  ),
  chatRestrictions: op<{ response: Out<typeof chatRestrictionsResponse> }>('GET', '/ops/chat/restrictions'),
  restrictChatPlayer: op<Write<typeof restrictChatRequest, typeof chatRestriction>>(
    'POST',
    '/ops/chat/restrictions',
  ),
  liftChatRestriction: op<Write<typeof liftChatRequest, typeof chatRestrictionsResponse>>(
    'POST',
    '/ops/chat/restrictions/lift',
  ),
  chatSettings: op<{ response: Out<typeof chatSettings> }>('GET', '/ops/chat/settings'),
  setChatColour: op<Write<typeof setChatColourRequest, typeof chatSettings>>('PUT', '/ops/chat/settings'),
  addChatWord: op<Write<typeof chatWordRequest, typeof chatSettings>>('PUT', '/ops/chat/words'),
  removeChatWord: op<Write<typeof chatWordRequest, typeof chatSettings>>('POST', '/ops/chat/words/delete'),
} as const;

/**
 * The rooms a moderator can open: the public room first, then one per lottery game the merchant
 * has enabled (`lottery:<game code>`), in catalogue order.
 */
export const opChatRoom = z.object({
  room: z.string(),
  /** The lottery game's code; null for the public room. */
  gameCode: z.string().nullable(),
  /** The lottery game's display name; null for the public room. */
  name: z.string().nullable(),
});
export type OpChatRoom = z.infer<typeof opChatRoom>;
export const opChatRoomsResponse = z.object({ rooms: z.array(opChatRoom) });

/** The room's messages for moderators: whole usernames, newest page or the page before `before`. */
export const opChatMessagesQuery = z.object({
  room: chatRoomKey,
  before: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  limit: z.coerce.number().int().min(1).max(CHAT_PAGE_SIZE).default(CHAT_PAGE_SIZE),
});
export const opChatMessage = z.object({
  id: z.number(),
  room: z.string(),
  username: z.string(),
  text: z.string(),
  at: z.number(),
});
export type OpChatMessage = z.infer<typeof opChatMessage>;
export const opChatMessagesResponse = z.object({
  /** Oldest first. */
  messages: z.array(opChatMessage),
  hasMore: z.boolean(),
});

const messageId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
export const deleteChatMessageRequest = z.object({ id: messageId, reason: operatorReason });
export const deleteChatMessageResponse = z.object({ id: z.number() });

const username = z.string().trim().min(1).max(64);
export const chatRestrictionKind = z.enum(['MUTE', 'BAN']);
/** Mute for `minutes`, or ban until lifted (`minutes` ignored). */
export const restrictChatRequest = z
  .object({
    username,
    kind: chatRestrictionKind,
    minutes: z.number().int().min(1).max(CHAT_MUTE_MAX_MINUTES).optional(),
    reason: operatorReason,
  })
  .refine((r) => r.kind === 'BAN' || r.minutes !== undefined, {
    message: 'a mute needs its minutes',
    path: ['minutes'],
  });
export type RestrictChatRequest = z.input<typeof restrictChatRequest>;
export const liftChatRequest = z.object({ username, reason: operatorReason });

export const chatRestriction = z.object({
  username: z.string(),
  kind: chatRestrictionKind,
  /** Epoch ms a mute ends; null for a ban. */
  until: z.number().nullable(),
  reason: z.string(),
  /** Epoch ms it was set. */
  at: z.number(),
});
export type ChatRestriction = z.infer<typeof chatRestriction>;
/** The players muted now or banned, most recent first. */
export const chatRestrictionsResponse = z.object({ list: z.array(chatRestriction) });

/** The most words one merchant's filter holds. */
export const CHAT_WORDS_MAX = 500;
export const chatSettings = z.object({
  headerColour: hexColour,
  /** Lower case, alphabetical. */
  words: z.array(z.string()),
});
export type ChatSettings = z.infer<typeof chatSettings>;
export const setChatColourRequest = z.object({ headerColour: hexColour });
/** A word or short phrase the filter masks as a whole word, in any case. */
export const chatWordRequest = z.object({
  word: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .regex(/^[^\s<>](.*[^\s<>])?$/)
    .transform((w) => w.toLowerCase()),
});
