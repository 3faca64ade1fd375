import { tickingClock } from '@/shared/lib/ticking-clock';

/** The time (ms) the missions' countdowns count from: they show minutes, so twice a minute is plenty. */
export const useClock = tickingClock(30_000);
