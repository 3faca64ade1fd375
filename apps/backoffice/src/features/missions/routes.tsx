import type { ConsoleFeature } from '@/shared/console-feature';

/**
 * Missions (issue 17): daily and weekly tasks with their rewards, this period's figures and what
 * each has paid. Every role reads; `configure` creates, edits, pauses and resumes.
 */
export const missionsFeature: ConsoleFeature = {
  nav: [{ path: '/missions', label: 'missions:nav', icon: 'audit', permission: 'read', group: 'site' }],
  routes: [
    {
      path: 'missions',
      lazy: async () => ({ Component: (await import('./components/missions-page')).MissionsPage }),
    },
  ],
};
