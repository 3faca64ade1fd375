import type { ConsoleFeature } from '@/shared/console-feature';

/** The queues pages of the console (filled by issue 13's queues work). */
export const queuesFeature: ConsoleFeature = { nav: [], routes: [] };
