import type { ConsoleFeature } from '@/shared/console-feature';

/** The reports pages of the console (filled by issue 13's reports work). */
export const reportsFeature: ConsoleFeature = { nav: [], routes: [] };
