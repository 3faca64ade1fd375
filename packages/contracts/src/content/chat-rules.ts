/** The chat room's numbers and the header's text colour, without zod: the site imports them. */

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

/** The merchant's public room. */
export const PUBLIC_CHAT_ROOM = 'public';
const LOTTERY_ROOM_PREFIX = 'lottery:';

/** The room of a lottery game (`lottery:<game code>`). */
export const lotteryChatRoom = (gameCode: string) => `${LOTTERY_ROOM_PREFIX}${gameCode}`;

/** The game code of a lottery room; null for any other room. */
export const lotteryGameOfRoom = (room: string): string | null =>
  room.startsWith(LOTTERY_ROOM_PREFIX) ? room.slice(LOTTERY_ROOM_PREFIX.length) : null;
