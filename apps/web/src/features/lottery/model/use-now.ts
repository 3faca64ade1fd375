import { tickingClock } from '@/shared/lib/ticking-clock';

/** This clock's time (ms), updated each second; add the server's offset for the draws' times. */
export const useNow = tickingClock(1000);
