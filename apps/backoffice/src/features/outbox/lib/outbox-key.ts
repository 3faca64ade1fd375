export type OutboxChannel = 'sms' | 'mail';
export const OUTBOX_CHANNELS: readonly OutboxChannel[] = ['sms', 'mail'];

/** How many messages a tab shows: the newest ones (the server allows up to 200). */
export const OUTBOX_LIMIT = 100;

export const outboxKey = (channel: OutboxChannel, to: string | undefined) =>
  ['ops', 'outbox', channel, to ?? ''] as const;
