import type { ConsoleFeature } from '@/shared/console-feature';

/** The jobs pages of the console (filled by issue 13's jobs work). */
export const jobsFeature: ConsoleFeature = { nav: [], routes: [] };
