import type { ConsoleFeature } from '@/shared/console-feature';

/**
 * Notices (issue 14): announcements, popups, promotion popups, banners and game announcements,
 * with schedule, languages, link and preview. Content publishing needs `configure` (admins).
 */
export const noticesFeature: ConsoleFeature = {
  nav: [{ path: '/notices', label: 'notices:nav', icon: 'content', permission: 'configure', group: 'site' }],
  routes: [
    {
      path: 'notices',
      lazy: async () => ({ Component: (await import('./components/notices-page')).NoticesPage }),
    },
  ],
};
