import type { PlayerSummary } from '@bet/contracts/operator/operator-players';
import type { BadgeTone } from '@/shared/ui/badge';

export const STATUS_TONE: Record<PlayerSummary['status'], BadgeTone> = {
  ACTIVE: 'good',
  LOCKED: 'bad',
  AGENT_ONLY: 'warn',
  TRIAL: 'info',
};

/** The path of a player's page. */
export const playerPath = (username: string) => `/players/${encodeURIComponent(username)}`;
