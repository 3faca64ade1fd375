import type { ConsoleFeature } from '@/shared/console-feature';

/** The players pages of the console (filled by issue 13's players work). */
export const playersFeature: ConsoleFeature = { nav: [], routes: [] };
