import type { ConsoleFeature } from '@/shared/console-feature';

/**
 * The chat room (issue 14): the live room with delete, mute and ban (playerAccess), the muted and
 * banned players, the word filter and the header colour (configure).
 */
export const chatFeature: ConsoleFeature = {
  nav: [{ path: '/chat', label: 'chat:nav', icon: 'content', permission: 'playerAccess', group: 'players' }],
  routes: [
    {
      path: 'chat',
      lazy: async () => ({ Component: (await import('./components/chat-page')).ChatPage }),
    },
  ],
};
