import type * as chat from '../content/chat.js';
import { r, chosen, tokenChosen, type In, type Out } from './route-def.js';

/**
 * The chat room (issue 14 item 5). Everyone reads a room; real accounts post (trial accounts
 * are refused with `trial.account.forbidden`). New and deleted messages arrive on the public
 * stream `/wps/system/events?channel=chat`.
 */
export const chatRoutes = {
  chatRoom: r<{ query: In<typeof chat.chatRoomQuery>; response: Out<typeof chat.chatRoomResponse> }>(
    'GET',
    '/wps/chat/room',
    'COMM3',
    14,
    chosen,
  ),
  chatMe: r<{ response: Out<typeof chat.chatMeResponse> }>('GET', '/wps/chat/me', 'COMM3', 14, tokenChosen),
  sendChat: r<{ body: In<typeof chat.sendChatRequest>; response: Out<typeof chat.chatMessage> }>(
    'POST',
    '/wps/chat/messages',
    'COMM3',
    14,
    tokenChosen,
  ),
} as const;
