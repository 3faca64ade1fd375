import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SendChatRequest } from '@bet/contracts/content/chat';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';
import { withMessage } from '../model/chat-pages';
import { chatRoomKey, type ChatPages } from './chat-room';
import { CHAT_ME_KEY } from './chat-me';

/** `POST /wps/chat/messages`: real accounts only; the answer is the message as everyone sees it. */
export const sendChat = (body: SendChatRequest) => apiCall(routes.sendChat, { body });

export function useSendChat(room: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => sendChat({ room, text }),
    // Shown at once; the stream brings the same message again (merged by id).
    onSuccess: (message) =>
      queryClient.setQueryData<ChatPages>(chatRoomKey(room), (pages) => withMessage(pages, message)),
    // A mute or ban learnt from a refusal: the composer shows it.
    onError: () => queryClient.invalidateQueries({ queryKey: CHAT_ME_KEY }),
  });
}
