import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/shared/ui/spinner';
import { Tabs, tabPanelProps, useTabsBase } from '@/shared/ui/tabs';
import { useMemberInfo } from '../../api/member-info';
import { AvatarSection } from './avatar-section';
import { LoginHistorySection } from './login-history-section';
import { PaymentPasswordSection } from './payment-password-section';
import { ProfileSection } from './profile-section';
import { TotpSection } from './totp-section';
import './security-centre.css';

const SECTIONS = ['profile', 'password', 'payment', 'totp', 'history', 'avatar'] as const;
type Section = (typeof SECTIONS)[number];

interface SecurityCentrePanelProps {
  /** The login-password form (auth feature), composed in by `src/app`. */
  passwordSection: ReactNode;
  /** The tab to start on (`payment` when a withdrawal needs a payment password). */
  initialSection?: string | null;
}

const isSection = (value: string | null | undefined): value is Section =>
  (SECTIONS as readonly (string | null | undefined)[]).includes(value);

/**
 * The security centre ("My account", spec §2 `securityCenter`), a page of the member centre:
 * profile, login password, payment password, Google Authenticator, login history and avatar.
 */
export function SecurityCentrePanel({ passwordSection, initialSection }: SecurityCentrePanelProps) {
  const { t } = useTranslation();
  const [section, setSection] = useState<Section>(isSection(initialSection) ? initialSection : 'profile');
  const info = useMemberInfo();
  const base = useTabsBase();
  const body = () => {
    if (section === 'password') return passwordSection;
    if (section === 'history') return <LoginHistorySection />;
    if (section === 'avatar') return <AvatarSection />;
    if (!info.data) return <Spinner />;
    if (section === 'profile') return <ProfileSection mobile={info.data.mobile} />;
    if (section === 'payment')
      return <PaymentPasswordSection hasPaymentPassword={info.data.hasPaymentPassword} />;
    return <TotpSection hasTotp={info.data.hasTotp} />;
  };
  return (
    <div className="security-centre" data-testid="security-centre">
      <Tabs
        base={base}
        label={t('member.security.title')}
        active={section}
        onChange={setSection}
        tabs={SECTIONS.map((id) => ({ id, label: t(`member.security.${id}`), testId: `security-tab-${id}` }))}
      />
      <div {...tabPanelProps(base, section)} className="security-panel">
        {body()}
      </div>
    </div>
  );
}

export default SecurityCentrePanel;
