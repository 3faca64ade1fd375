import type { ConsoleFeature } from '@/shared/console-feature';

/** The operator's own account: sign-in is outside the shell (router), the rest here. */
export const accountFeature: ConsoleFeature = { nav: [], routes: [] };
