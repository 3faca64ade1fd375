import type { ConsoleFeature } from '@/shared/console-feature';

/** The operators pages of the console (filled by issue 13's operators work). */
export const operatorsFeature: ConsoleFeature = { nav: [], routes: [] };
