/** The page's tabs, in their order; the first is the default (no `?tab=` in the address). */
export const POINTS_TABS = ['mall', 'history', 'details', 'rules'] as const;
export type PointsTab = (typeof POINTS_TABS)[number];

/** The tab an address names (`?tab=history`), else the mall. */
export const tabOf = (value: string | null): PointsTab => POINTS_TABS.find((tab) => tab === value) ?? 'mall';
