import type { ConsoleFeature } from '@/shared/console-feature';

/** The audit pages of the console (filled by issue 13's audit work). */
export const auditFeature: ConsoleFeature = { nav: [], routes: [] };
