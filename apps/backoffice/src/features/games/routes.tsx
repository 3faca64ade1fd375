import type { ConsoleFeature } from '@/shared/console-feature';

/** The games pages of the console (filled by issue 13's games work). */
export const gamesFeature: ConsoleFeature = { nav: [], routes: [] };
