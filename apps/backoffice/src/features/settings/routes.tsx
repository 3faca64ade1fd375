import type { ConsoleFeature } from '@/shared/console-feature';

/** The settings pages of the console (filled by issue 13's settings work). */
export const settingsFeature: ConsoleFeature = { nav: [], routes: [] };
