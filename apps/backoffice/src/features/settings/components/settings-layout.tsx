import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { PageHeader } from '@/shared/ui/panel';
import { SectionNav } from '@/shared/ui/section-nav';
import './settings.css';

export const SETTINGS_SECTIONS = [
  ['', 'general'],
  ['maintenance', 'maintenance'],
  ['registration', 'registration'],
  ['money', 'money'],
  ['resources', 'resources'],
  ['lite-app', 'liteApp'],
  ['join', 'join'],
  ['banners', 'banners'],
  ['help', 'help'],
] as const;

/** Site settings: one page, a sub-page per section (support reads them; admins change them). */
export function SettingsLayout() {
  const { t } = useTranslation('settings');
  return (
    <>
      <PageHeader title={t('title')} />
      <SectionNav
        label={t('sections.label')}
        links={SETTINGS_SECTIONS.map(([path, key]) => ({
          to: path ? `/settings/${path}` : '/settings',
          text: t(`sections.${key}`),
        }))}
      />
      <Outlet />
    </>
  );
}
