/** Every chat query of the console starts with this key; a change refreshes them all. */
export const CHAT_KEY = ['chat'] as const;
export const CHAT_MESSAGES_KEY = [...CHAT_KEY, 'messages'] as const;
export const CHAT_RESTRICTIONS_KEY = [...CHAT_KEY, 'restrictions'] as const;
export const CHAT_SETTINGS_KEY = [...CHAT_KEY, 'settings'] as const;
export const CHAT_ROOMS_KEY = [...CHAT_KEY, 'rooms'] as const;
