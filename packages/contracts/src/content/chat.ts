import { z } from 'zod';

/** A message's text after trimming: 1 to CHAT_MAX_LENGTH characters (the composer shows the count). */
export const CHAT_MAX_LENGTH = 200;
/** Messages per history page: the first load and each scroll-back. */
export const CHAT_PAGE_SIZE = 50;
/** Per player: at most one message per CHAT_MIN_GAP_MS and CHAT_MAX_PER_MINUTE a minute. */
export const CHAT_MIN_GAP_MS = 2_000;
export const CHAT_MAX_PER_MINUTE = 10;
/** The header colour a merchant starts with (the site's green). */
export const DEFAULT_CHAT_HEADER_COLOUR = '#0f7b4f';
/** Muting lasts 1 minute to 30 days. */
export const CHAT_MUTE_MAX_MINUTES = 43_200;

/**
 * A room: the merchant's public room, and later one per lottery game (`lottery:<game code>`).
 * The key is what the stream's events and the history name.
 */
export const chatRoomKey = z
  .string()
  .regex(/^(public|lottery:[A-Za-z0-9_-]{1,32})$/)
  .default('public');
export type ChatRoomKey = z.output<typeof chatRoomKey>;

/** `#rrggbb`. */
export const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/);

/**
 * The text colour readable on `background` (`#rrggbb`): white or near-black, whichever has the
 * higher WCAG contrast ratio with it (the modal header's title and close button).
 */
export function headerTextColour(background: string): '#ffffff' | '#111111' {
  const channel = (i: number) => {
    const c = parseInt(background.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const l = 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
  // #111111's relative luminance.
  const dark = 0.0056;
  const withWhite = 1.05 / (l + 0.05);
  const withDark = (l + 0.05) / (dark + 0.05);
  return withWhite >= withDark ? '#ffffff' : '#111111';
}

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
