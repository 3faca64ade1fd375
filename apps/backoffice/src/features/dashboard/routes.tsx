import type { ConsoleFeature } from '@/shared/console-feature';

/** The dashboard pages of the console (filled by issue 13's dashboard work). */
export const dashboardFeature: ConsoleFeature = { nav: [], routes: [] };
