import type { BadgeTone } from '@/shared/ui/badge';

/** The colour of each queue state: waiting is a warning, done is good, refused or failed is bad. */
export const STATUS_TONE: Record<string, BadgeTone> = {
  PENDING: 'warn',
  SUCCESS: 'good',
  DONE: 'good',
  PAID: 'info',
  RECEIVED: 'good',
  AUTO_RECEIVED: 'good',
  PARTIAL: 'warn',
  NOT_RECEIVED: 'bad',
  REJECTED: 'bad',
  FAILED: 'bad',
};
