import type { ChatMessage, ChatPushEvent } from '@bet/contracts/content/chat';
import type { ChatPages } from '../api/chat-room';

/** The room's messages oldest first, from the pages (newest page first). */
export const messagesOf = (pages: ChatPages | undefined): ChatMessage[] =>
  pages ? [...pages.pages].reverse().flatMap((p) => p.messages) : [];

/** Adds a new message to the latest page, once (the poster gets it twice: answer and stream). */
export function withMessage(pages: ChatPages | undefined, message: ChatMessage): ChatPages | undefined {
  if (!pages?.pages[0]) return pages;
  if (pages.pages.some((p) => p.messages.some((m) => m.id === message.id))) return pages;
  const [latest, ...older] = pages.pages;
  return { ...pages, pages: [{ ...latest, messages: [...latest.messages, message] }, ...older] };
}

export function withoutMessage(pages: ChatPages | undefined, id: number): ChatPages | undefined {
  if (!pages) return pages;
  return {
    ...pages,
    pages: pages.pages.map((p) => ({ ...p, messages: p.messages.filter((m) => m.id !== id) })),
  };
}

/** Applies one event of the stream to the room's pages. */
export function applyChatEvent(pages: ChatPages | undefined, event: ChatPushEvent, room: string) {
  if (!pages?.pages[0]) return pages;
  switch (event.type) {
    case 'message':
      return event.message.room === room ? withMessage(pages, event.message) : pages;
    case 'deleted':
      return event.room === room ? withoutMessage(pages, event.id) : pages;
    case 'settings': {
      const [latest, ...older] = pages.pages;
      return { ...pages, pages: [{ ...latest, headerColour: event.headerColour }, ...older] };
    }
  }
}
