import { z } from 'zod';
import { CHAT_MAX_LENGTH, CHAT_PAGE_SIZE } from './chat-rules.js';

export * from './chat-rules.js';

/**
 * A room: the merchant's public room, or one per lottery game the merchant has enabled
 * (`lottery:<game code>`; an unknown or disabled game answers `chat.room.unknown`).
 * The key is what the stream's events and the history name.
 */
export const chatRoomKey = z
  .string()
  .regex(/^(public|lottery:[A-Za-z0-9_-]{1,32})$/)
  .default('public');
export type ChatRoomKey = z.output<typeof chatRoomKey>;

/** `#rrggbb`. */
export const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/);

/** A message as every visitor sees it: plain text (never markup), the author's name masked. */
export const chatMessage = z.object({
  id: z.number(),
  room: z.string(),
  /** The author's username with its middle hidden (`ag***24`), as the winner board shows it. */
  author: z.string(),
  /** Opaque and stable per author: the player's own messages carry their `chatMe.authorKey`. */
  authorKey: z.string(),
  /** Plain text with the word filter's matches replaced by `***`. */
  text: z.string(),
  /** Epoch ms. */
  at: z.number(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

/** `GET /wps/chat/room`: the latest page, or the page before a message id (scroll-back). */
export const chatRoomQuery = z.object({
  room: chatRoomKey,
  before: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  limit: z.coerce.number().int().min(1).max(CHAT_PAGE_SIZE).default(CHAT_PAGE_SIZE),
});
export type ChatRoomQuery = z.input<typeof chatRoomQuery>;

export const chatRoomResponse = z.object({
  room: z.string(),
  headerColour: hexColour,
  /** White or dark, whichever reads on `headerColour` (see `headerTextColour`). */
  headerTextColour: z.enum(['#ffffff', '#111111']),
  maxLength: z.number(),
  /** Oldest first. */
  messages: z.array(chatMessage),
  /** Whether older messages exist before the first one. */
  hasMore: z.boolean(),
});
export type ChatRoomResponse = z.infer<typeof chatRoomResponse>;

/** `POST /wps/chat/messages`: real accounts only. */
export const sendChatRequest = z.object({
  room: chatRoomKey,
  text: z.string().trim().min(1).max(CHAT_MAX_LENGTH),
});
export type SendChatRequest = z.input<typeof sendChatRequest>;

/** Why a signed-in player cannot post (null: they can). */
export const chatBlock = z.enum(['TRIAL', 'MUTED', 'BANNED']);
/** `GET /wps/chat/me`: who the caller is in the chat and whether they may post now. */
export const chatMeResponse = z.object({
  authorKey: z.string(),
  blocked: chatBlock.nullable(),
  /** Epoch ms the mute ends (MUTED only). */
  mutedUntil: z.number().nullable(),
});
export type ChatMeResponse = z.infer<typeof chatMeResponse>;

/** What the `chat` push channel carries (`/wps/system/events?channel=chat`). */
export const chatPushEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('message'), message: chatMessage }),
  z.object({ type: z.literal('deleted'), room: z.string(), id: z.number() }),
  z.object({ type: z.literal('settings'), headerColour: hexColour }),
]);
export type ChatPushEvent = z.infer<typeof chatPushEvent>;
