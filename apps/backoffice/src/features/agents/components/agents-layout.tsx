import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { PageHeader } from '@/shared/ui/panel';
import { SectionNav } from '@/shared/ui/section-nav';
import './agents.css';

const SECTIONS = [
  ['', 'terms'],
  ['settlements', 'settlements'],
  ['contracts', 'contracts'],
] as const;

/** Agents: the house's terms, settlement runs and their payout lines, contracts. */
export function AgentsLayout() {
  const { t } = useTranslation('agents');
  return (
    <>
      <PageHeader title={t('title')} />
      <SectionNav
        label={t('sections.label')}
        links={SECTIONS.map(([path, key]) => ({
          to: path ? `/agents/${path}` : '/agents',
          text: t(`sections.${key}`),
        }))}
      />
      <Outlet />
    </>
  );
}
