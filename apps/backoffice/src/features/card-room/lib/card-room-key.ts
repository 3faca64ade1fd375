/** Every card-room query sits under one prefix. */
export const CARD_ROOM_PREFIX = ['ops', 'card-room'] as const;
export const cardRoomKey = (...parts: unknown[]) => [...CARD_ROOM_PREFIX, ...parts] as const;
