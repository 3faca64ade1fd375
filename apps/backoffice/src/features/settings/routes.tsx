import type { ComponentType } from 'react';
import type { ConsoleFeature } from '@/shared/console-feature';

const section = (path: string | undefined, load: () => Promise<{ Component: ComponentType }>) =>
  path === undefined ? { index: true, lazy: load } : { path, lazy: load };

/** Site settings (issue 13 item 6): every role reads; admins (configure) change. */
export const settingsFeature: ConsoleFeature = {
  nav: [{ path: '/settings', label: 'settings:title', icon: 'settings', permission: 'read', group: 'site' }],
  routes: [
    {
      path: 'settings',
      lazy: async () => ({ Component: (await import('./components/settings-layout')).SettingsLayout }),
      children: [
        section(undefined, async () => ({
          Component: (await import('./components/general-section')).GeneralSection,
        })),
        section('maintenance', async () => ({
          Component: (await import('./components/maintenance-section')).MaintenanceSection,
        })),
        section('registration', async () => ({
          Component: (await import('./components/registration-section')).RegistrationSection,
        })),
        section('money', async () => ({
          Component: (await import('./components/money-section')).MoneySection,
        })),
        section('resources', async () => ({
          Component: (await import('./components/resources-section')).ResourcesSection,
        })),
        section('lite-app', async () => ({
          Component: (await import('./components/lite-app-section')).LiteAppSection,
        })),
        section('join', async () => ({ Component: (await import('./components/join-section')).JoinSection })),
        section('banners', async () => ({
          Component: (await import('./components/banners-section')).BannersSection,
        })),
        section('help', async () => ({ Component: (await import('./components/help-section')).HelpSection })),
      ],
    },
  ],
};
