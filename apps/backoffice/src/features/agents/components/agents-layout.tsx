import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { PageHeader } from '@/shared/ui/panel';
import { SectionNav } from '@/shared/ui/section-nav';
import './agents.css';

// The settlement pages (runs, payout lines with hold and release; see commit b64d599480b372952c3a61601a70d1b3be861a55) join when the
// server settles periods: until then it has no runs to show.
const SECTIONS = [
  ['', 'terms'],
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
