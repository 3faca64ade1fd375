import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { PageHeader } from '@/shared/ui/panel';
import { SectionNav } from '@/shared/ui/section-nav';
import './referral.css';

/** Referral: the tiers and the rewards, one header. */
export function ReferralLayout() {
  const { t } = useTranslation('referral');
  return (
    <>
      <PageHeader title={t('title')} />
      <SectionNav
        label={t('sections.label')}
        links={[
          { to: '/referral', text: t('sections.tiers') },
          { to: '/referral/rewards', text: t('sections.rewards') },
        ]}
      />
      <Outlet />
    </>
  );
}
